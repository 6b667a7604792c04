import { useIntl } from 'react-intl';
import { discountPercent } from '../../catalog/price';
import { storeSettings } from '../../config';
import * as styles from './SaleBadge.css';

export interface SaleBadgeProps {
  onSale: boolean | null | undefined;
  /** RAW prices. */
  regularPrice: string | null | undefined;
  price: string | null | undefined;
  className?: string;
}

/** The sale badge (`saleBadge` setting): the discount as "-20%", or "Sale", or nothing. */
export function SaleBadge({ onSale, regularPrice, price, className }: SaleBadgeProps) {
  const intl = useIntl();
  if (!onSale || storeSettings.saleBadge === 'hidden') return null;
  const percent = discountPercent(regularPrice, price);
  const text =
    storeSettings.saleBadge === 'percent' && percent !== null
      ? intl.formatNumber(-percent / 100, { style: 'percent', signDisplay: 'always' })
      : intl.formatMessage({ id: 'product.sale', defaultMessage: 'Sale' });
  return <span className={`${styles.badge} ${className ?? ''}`}>{text}</span>;
}
