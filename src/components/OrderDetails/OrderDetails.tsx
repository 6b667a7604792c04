import { FormattedMessage, useIntl } from 'react-intl';
import { ShopDate } from '../ShopDate/ShopDate';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderDetails_order$key } from '../../__generated__/OrderDetails_order.graphql';
import { displayAmount, sumAmounts } from '../../lib/taxDisplay';
import { TaxNote } from '../CartTotals/TaxNote';
import { DownloadsList } from '../DownloadsList/DownloadsList';
import { Money } from '../Money/Money';
import { OrderAddress } from '../OrderAddress/OrderAddress';
import { OrderBankDetails } from './OrderBankDetails';
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
    shippingTax(format: RAW)
    discountTotal(format: RAW)
    discountTax(format: RAW)
    total(format: RAW)
    needsShippingAddress
    billing {
      ...OrderAddress_address
    }
    shipping {
      ...OrderAddress_address
    }
    shippingLines(first: 10) {
      nodes {
        id
        methodTitle
      }
    }
    taxLines(first: 20) {
      nodes {
        id
        label
        taxTotal
        shippingTaxTotal
      }
    }
    ...OrderBankDetails_order
    lineItems(first: 100) {
      nodes {
        id
        quantity
        subtotal(format: RAW)
        subtotalTax(format: RAW)
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

/**
 * An order: number, date, status, payment and shipping method, bank details for a bank transfer, lines,
 * totals, addresses and downloads (spec §2 order summary). Amounts include tax or not as the cart displays
 * prices (`includeTax`), so the order page shows the same amounts as the checkout did, adding up exactly.
 */
export function OrderDetails({ order: orderKey, includeTax }: { order: OrderDetails_order$key; includeTax: boolean }) {
  const intl = useIntl();
  const order = useFragment(orderFragment, orderKey);
  const money = (raw: string | null | undefined) => <Money raw={raw} currency={order.currency} />;
  const downloads = order.downloadableItems?.nodes ?? [];
  const lines = order.lineItems?.nodes ?? [];
  const lineAmount = (line: (typeof lines)[number]) => displayAmount(line.subtotal, line.subtotalTax, includeTax);
  const subtotal = includeTax ? sumAmounts(lines.map(lineAmount)) : order.subtotal;
  const discount = displayAmount(order.discountTotal, order.discountTax, includeTax);
  const shippingMethod = order.shippingLines?.nodes.map((line) => line.methodTitle).filter(Boolean).join(', ');
  const taxes = (order.taxLines?.nodes ?? [])
    .map((line) => ({ id: line.id, label: line.label ?? '', amount: sumAmounts([line.taxTotal, line.shippingTaxTotal]) }))
    .filter((tax) => Number(tax.amount) > 0);
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
        {shippingMethod ? (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>
              <FormattedMessage id="order.shippingMethod" defaultMessage="Shipping method" />
            </dt>
            <dd>{shippingMethod}</dd>
          </div>
        ) : null}
      </dl>
      <OrderBankDetails order={order} />
      <div className={styles.tableWrap}>
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
            {lines.map((line) => (
              <tr key={line.id}>
                <td>{line.variation?.node.name ?? line.product?.node.name}</td>
                <td>{line.quantity}</td>
                <td className={styles.amount}>{money(lineAmount(line))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                <FormattedMessage id="cart.subtotal" defaultMessage="Subtotal" />
              </th>
              <td className={styles.amount}>
                {money(subtotal)}
                {includeTax ? null : <TaxNote includeTax={false} taxes={[]} />}
              </td>
            </tr>
            {Number(discount) > 0 ? (
              <tr>
                <th scope="row" colSpan={2}>
                  <FormattedMessage id="cart.discount" defaultMessage="Discount" />
                </th>
                <td className={styles.amount}>−{money(discount)}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row" colSpan={2}>
                <FormattedMessage id="cart.shipping" defaultMessage="Shipping" />
              </th>
              <td className={styles.amount}>{money(displayAmount(order.shippingTotal, order.shippingTax, includeTax))}</td>
            </tr>
            {includeTax
              ? null
              : taxes.map((tax) => (
                  <tr key={tax.id}>
                    <th scope="row" colSpan={2}>
                      {tax.label}
                    </th>
                    <td className={styles.amount}>{money(tax.amount)}</td>
                  </tr>
                ))}
            <tr>
              <th scope="row" colSpan={2}>
                <FormattedMessage id="cart.total" defaultMessage="Total" />
              </th>
              <td className={styles.amount}>
                {money(order.total)}
                {includeTax ? <TaxNote includeTax taxes={taxes} currency={order.currency} /> : null}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className={styles.addresses}>
        {order.billing ? (
          <OrderAddress address={order.billing} title={intl.formatMessage({ id: 'order.billingAddress', defaultMessage: 'Billing address' })} />
        ) : null}
        {order.shipping && order.needsShippingAddress ? (
          <OrderAddress address={order.shipping} title={intl.formatMessage({ id: 'order.shippingAddress', defaultMessage: 'Shipping address' })} />
        ) : null}
      </div>
      {order.customerNote ? (
        <p className={styles.note}>
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
