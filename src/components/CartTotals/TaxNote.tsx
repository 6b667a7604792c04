import { FormattedMessage } from 'react-intl';
import { Money } from '../Money/Money';
import * as styles from './TaxNote.css';

/**
 * The note under a total that says how tax is counted: "incl. €8.55 MwSt." per tax when prices display
 * including tax (WooCommerce's "(includes … VAT)"), "excl. VAT" otherwise.
 */
export function TaxNote({ includeTax, taxes, currency }: {
  includeTax: boolean;
  taxes: readonly { label: string; amount: string | null | undefined }[];
  currency?: string | null;
}) {
  if (!includeTax) {
    return (
      <small className={styles.note}>
        <FormattedMessage id="tax.excluded" defaultMessage="excl. VAT" />
      </small>
    );
  }
  if (taxes.length === 0) return null;
  return (
    <>
      {taxes.map((tax) => (
        <small key={tax.label} className={styles.note}>
          <FormattedMessage
            id="tax.included"
            defaultMessage="incl. {amount} {label}"
            values={{ amount: <Money raw={tax.amount} currency={currency} />, label: tax.label }}
          />
        </small>
      ))}
    </>
  );
}
