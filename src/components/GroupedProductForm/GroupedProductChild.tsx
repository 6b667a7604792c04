import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { GroupedProductChild_product$key } from '../../__generated__/GroupedProductChild_product.graphql';
import { useAddToCartMutation } from '../../mutations/useAddToCartMutation';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { PreloadLink } from '../../ui/PreloadLink/PreloadLink';
import { LazyQuantityField } from '../../ui/QuantityField/LazyQuantityField';
import { ProductPrice } from '../ProductPrice/ProductPrice';
import { StockStatus } from '../StockStatus/StockStatus';
import * as addToCartStyles from '../AddToCart/AddToCart.css';
import * as styles from './GroupedProductForm.css';

export type AddChild = (quantity: number) => Promise<void>;

export interface GroupedProductChildProps {
  product: GroupedProductChild_product$key;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  onValidityChange: (valid: boolean) => void;
  /** Hands the group this child's add-to-cart, so one button can add every chosen child. */
  register: (add: AddChild | null) => void;
  isDisabled: boolean;
}

/**
 * One child of a grouped product (WooCommerce's grouped table row): name linking to it, price,
 * stock and a quantity. A child that needs its own page to be bought (options to choose, a partner's
 * shop) links there instead, as WooCommerce shows its button.
 */
export function GroupedProductChild({ product, quantity, onQuantityChange, onValidityChange, register, isDisabled }: GroupedProductChildProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment GroupedProductChild_product on Product {
        name
        slug
        type
        purchasable
        ... on ProductWithPricing {
          price(format: RAW)
          regularPrice(format: RAW)
        }
        ... on InventoriedProduct {
          stockStatus
          stockQuantity
          lowStockAmount
        }
        ...useAddToCartMutation_product
      }
    `,
    product,
  );
  const addToCart = useAddToCartMutation(data);
  const name = data.name ?? '';
  const buyableHere = data.type === 'SIMPLE' && data.purchasable !== false && data.stockStatus !== 'OUT_OF_STOCK';
  useEffect(() => {
    register(buyableHere ? (count) => addToCart({ quantity: count }) : null);
    return () => register(null);
  }, [addToCart, buyableHere, register]);

  return (
    <li className={styles.row}>
      <div className={styles.quantity}>
        {buyableHere ? (
          <LazyQuantityField
            classNames={{ label: visuallyHidden, group: addToCartStyles.group, input: addToCartStyles.input, step: addToCartStyles.step }}
            label={<FormattedMessage id="cart.line.quantity" defaultMessage="Quantity of {name}" values={{ name }} />}
            value={quantity}
            minValue={0}
            maxValue={data.stockQuantity && data.stockQuantity > 0 ? data.stockQuantity : undefined}
            onChange={onQuantityChange}
            onValidityChange={onValidityChange}
            isDisabled={isDisabled}
          />
        ) : data.stockStatus === 'OUT_OF_STOCK' ? null : (
          <PreloadLink
            className={styles.viewLink}
            to={`/product/${data.slug}`}
            aria-label={intl.formatMessage({ id: 'product.grouped.viewChild', defaultMessage: 'View {name}' }, { name })}
          >
            <FormattedMessage id="product.grouped.view" defaultMessage="View product" />
          </PreloadLink>
        )}
      </div>
      <div className={styles.info}>
        <PreloadLink className={styles.name} to={`/product/${data.slug}`}>
          {name}
        </PreloadLink>
        <ProductPrice price={data.price} regularPrice={data.regularPrice} />
        <StockStatus status={data.stockStatus} quantity={data.stockQuantity} lowStockAmount={data.lowStockAmount} />
      </div>
    </li>
  );
}
