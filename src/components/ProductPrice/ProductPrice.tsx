import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { priceRange } from '../../catalog/price';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useFormatPrice } from '../../i18n/format';
import type { ProductPrice_tax$key } from '../../__generated__/ProductPrice_tax.graphql';
import { PriceTaxNote } from '../PriceTaxNote/PriceTaxNote';
import * as styles from './ProductPrice.css';

export interface ProductPriceProps {
  /** RAW prices: the current price, and the regular one (shown struck through when higher). */
  price: string | null | undefined;
  regularPrice: string | null | undefined;
  size?: 'md' | 'lg';
  /** The product (or chosen variation) whose tax the "incl. 19% VAT" / "excl. VAT" note names. */
  tax?: ProductPrice_tax$key | null;
}

const taxFragment = graphql`
  fragment ProductPrice_tax on ProductUnion {
    ... on ProductWithPricing {
      taxClass
      taxStatus
    }
  }
`;

/** A product's price or price range; a sale price has the regular price struck through beside it. */
export function ProductPrice({ price, regularPrice, size = 'md', tax }: ProductPriceProps) {
  const intl = useIntl();
  const format = useFormatPrice();
  const taxed = useFragment(taxFragment, tax ?? null);
  const current = priceRange(price);
  const regular = priceRange(regularPrice);
  if (!current) return null;
  const show = (range: { min: number; max: number }) =>
    range.min === range.max ? format(range.min) : `${format(range.min)} – ${format(range.max)}`;
  // A range (a variable product before a choice) is shown alone: its bounds need not share a variation.
  const onSale = regular !== null && current.min === current.max && regular.min > current.min;
  return (
    <span className={`${styles.price} ${styles.size[size]}`}>
      {onSale ? (
        <del className={styles.regular}>
          <span className={visuallyHidden}>
            {intl.formatMessage({ id: 'price.regular', defaultMessage: 'Regular price:' })}{' '}
          </span>
          {show(regular)}
        </del>
      ) : null}
      <span className={styles.current[onSale ? 'sale' : 'regular']}>
        {onSale ? (
          <span className={visuallyHidden}>
            {intl.formatMessage({ id: 'price.sale', defaultMessage: 'Sale price:' })}{' '}
          </span>
        ) : null}
        {show(current)}
      </span>
      <PriceTaxNote taxClass={taxed?.taxClass} taxStatus={taxed?.taxStatus} />
    </span>
  );
}
