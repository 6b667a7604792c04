import { FormattedMessage } from 'react-intl';
import { ShopDate } from '../ShopDate/ShopDate';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { AccountOrdersQuery } from '../../__generated__/AccountOrdersQuery.graphql';
import { PreloadLink } from '../../ui/PreloadLink/PreloadLink';
import { Money } from '../Money/Money';
import * as styles from '../OrderDetails/OrderDetails.css';
import { OrderStatus } from '../OrderStatus/OrderStatus';

/** The signed-in customer's orders (first 100, spec §9), each linking to its summary. */
export function AccountOrders() {
  const { customer } = useLazyLoadQuery<AccountOrdersQuery>(
    graphql`
      query AccountOrdersQuery {
        customer {
          orders(first: 100) {
            nodes {
              id
              databaseId
              orderNumber
              date
              status
              currency
              total(format: RAW)
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const orders = customer?.orders?.nodes ?? [];
  if (orders.length === 0) {
    return (
      <p>
        <FormattedMessage id="account.noOrders" defaultMessage="You have no orders yet." />
      </p>
    );
  }
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="order.number" defaultMessage="Order number" />
            </th>
            <th scope="col">
              <FormattedMessage id="order.date" defaultMessage="Date" />
            </th>
            <th scope="col">
              <FormattedMessage id="order.status" defaultMessage="Status" />
            </th>
            <th scope="col" className={styles.amount}>
              <FormattedMessage id="cart.total" defaultMessage="Total" />
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>
                <PreloadLink to={`/order-summary/${order.databaseId}`}>
                  <FormattedMessage id="account.orderLink" defaultMessage="Order {number}" values={{ number: order.orderNumber }} />
                </PreloadLink>
              </td>
              <td><ShopDate value={order.date} /></td>
              <td>
                <OrderStatus status={order.status} />
              </td>
              <td className={styles.amount}>
                <Money raw={order.total} currency={order.currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
