import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderBankDetails_order$key } from '../../__generated__/OrderBankDetails_order.graphql';
import * as styles from './OrderDetails.css';

const orderFragment = graphql`
  fragment OrderBankDetails_order on Order {
    orderNumber
    paymentMethod
    metaData(keysIn: ["bank_account_name", "bank_name", "bank_iban", "bank_bic"]) {
      key
      value
    }
  }
`;

/**
 * "Our bank details" of a bank-transfer order (WooCommerce's BACS thank-you block): the account the
 * server copied onto the order when it was placed, and the payment reference to use.
 */
export function OrderBankDetails({ order: orderKey }: { order: OrderBankDetails_order$key }) {
  const intl = useIntl();
  const order = useFragment(orderFragment, orderKey);
  if (order.paymentMethod !== 'bacs') return null;
  const value = (key: string) => order.metaData?.find((entry) => entry?.key === key)?.value ?? '';
  const rows = [
    { key: 'bank_account_name', label: intl.formatMessage({ id: 'order.bank.accountName', defaultMessage: 'Account name' }) },
    { key: 'bank_name', label: intl.formatMessage({ id: 'order.bank.bankName', defaultMessage: 'Bank' }) },
    { key: 'bank_iban', label: intl.formatMessage({ id: 'order.bank.iban', defaultMessage: 'IBAN' }) },
    { key: 'bank_bic', label: intl.formatMessage({ id: 'order.bank.bic', defaultMessage: 'BIC' }) },
  ].filter((row) => value(row.key));
  if (rows.length === 0) return null;
  return (
    <section className={styles.bank} aria-labelledby="order-bank-details">
      <h2 id="order-bank-details" className={styles.addressTitle}>
        <FormattedMessage id="order.bank.title" defaultMessage="Our bank details" />
      </h2>
      <p>
        <FormattedMessage
          id="order.bank.reference"
          defaultMessage="Please use order number {number} as the payment reference."
          values={{ number: order.orderNumber }}
        />
      </p>
      <dl className={styles.bankList}>
        {rows.map((row) => (
          <Fragment key={row.key}>
            <dt>{row.label}</dt>
            <dd className={styles.bankValue}>{value(row.key)}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
