import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ChosenAttribute } from '../../catalog/variations';
import { useHydrated } from '../../lib/hydration';
import { LazyButton } from '../../ui/LazyButton/LazyButton';
import { LazyQuantityField } from '../../ui/QuantityField/LazyQuantityField';
import * as styles from './AddToCart.css';

/** What the cart needs to add a line (WooGraphQL's AddToCartInput). */
export interface AddToCartItem {
  productId: number;
  variationId?: number;
  /** The shopper's choice for each attribute (needed for a variation that accepts any value). */
  variation?: ChosenAttribute[];
  quantity: number;
}

export interface AddToCartProps {
  productId: number;
  variationId?: number;
  variation?: ChosenAttribute[];
  /** Whether the current choice can be bought: a purchasable product, or a complete, available variation. */
  purchasable: boolean;
  /** Why it cannot be bought yet, shown under the button. */
  hint?: string;
  /** Upper bound for the quantity (stock), when the shop tracks it. */
  maxQuantity?: number | null;
  /** Adds the item to the cart; without one the button stays disabled. */
  onAddToCart?: (item: AddToCartItem) => void;
  isPending?: boolean;
}

/** Quantity and the Add to cart button. */
export function AddToCart({ productId, variationId, variation, purchasable, hint, maxQuantity, onAddToCart, isPending = false }: AddToCartProps) {
  const intl = useIntl();
  const [quantity, setQuantity] = useState(1);
  // Unknown until the field reports it, which it does once it has taken over the server's HTML.
  const [quantityValid, setQuantityValid] = useState(false);
  const hydrated = useHydrated();
  const enabled = hydrated && purchasable && quantityValid && !!onAddToCart;
  return (
    <div>
      <div className={styles.row}>
        <LazyQuantityField
          classNames={{ field: styles.quantity, group: styles.group, input: styles.input, step: styles.step }}
          label={<FormattedMessage id="product.quantity" defaultMessage="Quantity" />}
          value={quantity}
          onChange={setQuantity}
          onValidityChange={setQuantityValid}
          minValue={1}
          maxValue={maxQuantity && maxQuantity > 0 ? maxQuantity : undefined}
          isDisabled={!purchasable}
        />
        <LazyButton
          className={styles.button}
          isDisabled={!enabled}
          // Pending, not disabled, while the line is on its way: a disabled button would drop the shopper's focus.
          isPending={isPending}
          onPress={() => onAddToCart?.({ productId, variationId, ...(variation?.length ? { variation } : {}), quantity })}
        >
          {isPending
            ? intl.formatMessage({ id: 'product.adding', defaultMessage: 'Adding…' })
            : intl.formatMessage({ id: 'product.addToCart', defaultMessage: 'Add to cart' })}
        </LazyButton>
      </div>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}
