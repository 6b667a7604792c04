import { FormattedMessage } from 'react-intl';
import { ShopDate } from '../ShopDate/ShopDate';
import { graphql, useFragment } from 'react-relay';
import type { OrderDetails_order$key } from '../../__generated__/OrderDetails_order.graphql';
import { DownloadsList } from '../DownloadsList/DownloadsList';
import { Money } from '../Money/Money';
import { OrderStatus } from '../OrderStatus/OrderStatus';
import * as styles from './OrderDetails.css';

const orderFragment = graphql`
  fragment OrderDetails_order on Order {
    orderNumber
    date
    status
    currency
    paymentMethodTitle
    customerNote
    subtotal(format: RAW)
    shippingTotal(format: RAW)
    discountTotal(format: RAW)
    totalTax(format: RAW)
    total(format: RAW)
    lineItems(first: 100) {
      nodes {
        id
        quantity
        total(format: RAW)
        product {
          node {
            name
          }
        }
        variation {
          node {
            name
          }
        }
      }
    }
    downloadableItems(first: 100) {
      nodes {
        ...DownloadsList_items
      }
    }
  }
`;

/** An order: number, date, status, payment method, lines, totals and downloads (spec §2 order summary). */
export function OrderDetails({ order: orderKey }: { order: OrderDetails_order$key }) {
  const order = useFragment(orderFragment, orderKey);
  const money = (raw: string | null | undefined) => <Money raw={raw} currency={order.currency} />;
  const downloads = order.downloadableItems?.nodes ?? [];
  return (
    <>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>
            <FormattedMessage id="order.number" defaultMessage="Order number" />
          </dt>
          <dd>{order.orderNumber}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>
            <FormattedMessage id="order.date" defaultMessage="Date" />
          </dt>
          <dd><ShopDate value={order.date} /></dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>
            <FormattedMessage id="order.status" defaultMessage="Status" />
          </dt>
          <dd>
            <OrderStatus status={order.status} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>
            <FormattedMessage id="order.paymentMethod" defaultMessage="Payment method" />
          </dt>
          <dd>{order.paymentMethodTitle}</dd>
        </div>
      </dl>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="order.product" defaultMessage="Product" />
            </th>
            <th scope="col">
              <FormattedMessage id="order.quantity" defaultMessage="Quantity" />
            </th>
            <th scope="col" className={styles.amount}>
              <FormattedMessage id="order.lineTotal" defaultMessage="Total" />
            </th>
          </tr>
        </thead>
        <tbody>
          {(order.lineItems?.nodes ?? []).map((line) => (
            <tr key={line.id}>
              <td>{line.variation?.node.name ?? line.product?.node.name}</td>
              <td>{line.quantity}</td>
              <td className={styles.amount}>{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              <FormattedMessage id="cart.subtotal" defaultMessage="Subtotal" />
            </th>
            <td className={styles.amount}>{money(order.subtotal)}</td>
          </tr>
          {Number(order.discountTotal) > 0 ? (
            <tr>
              <th scope="row" colSpan={2}>
                <FormattedMessage id="cart.discount" defaultMessage="Discount" />
              </th>
              <td className={styles.amount}>−{money(order.discountTotal)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" colSpan={2}>
              <FormattedMessage id="cart.shipping" defaultMessage="Shipping" />
            </th>
            <td className={styles.amount}>{money(order.shippingTotal)}</td>
          </tr>
          {Number(order.totalTax) > 0 ? (
            <tr>
              <th scope="row" colSpan={2}>
                <FormattedMessage id="cart.tax" defaultMessage="Tax" />
              </th>
              <td className={styles.amount}>{money(order.totalTax)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" colSpan={2}>
              <FormattedMessage id="cart.total" defaultMessage="Total" />
            </th>
            <td className={styles.amount}>{money(order.total)}</td>
          </tr>
        </tfoot>
      </table>
      {order.customerNote ? (
        <p>
          <FormattedMessage id="order.note" defaultMessage="Note: {note}" values={{ note: order.customerNote }} />
        </p>
      ) : null}
      {downloads.length > 0 ? (
        <section aria-labelledby="order-downloads">
          <h2 id="order-downloads">
            <FormattedMessage id="order.downloads" defaultMessage="Downloads" />
          </h2>
          <DownloadsList items={downloads} />
        </section>
      ) : null}
    </>
  );
}
