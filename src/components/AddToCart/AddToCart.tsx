import { useState } from 'react';
import { Button, Group, Input, Label, NumberField } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './AddToCart.css';

/** What the cart needs to add a line (WooGraphQL's AddToCartInput). */
export interface AddToCartItem {
  productId: number;
  variationId?: number;
  quantity: number;
}

export interface AddToCartProps {
  productId: number;
  variationId?: number;
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
export function AddToCart({ productId, variationId, purchasable, hint, maxQuantity, onAddToCart, isPending = false }: AddToCartProps) {
  const intl = useIntl();
  const [quantity, setQuantity] = useState(1);
  const enabled = purchasable && !!onAddToCart && !isPending;
  return (
    <div>
      <div className={styles.row}>
        <NumberField
          className={styles.quantity}
          value={quantity}
          onChange={(value) => setQuantity(Number.isFinite(value) && value >= 1 ? value : 1)}
          minValue={1}
          maxValue={maxQuantity && maxQuantity > 0 ? maxQuantity : undefined}
          isDisabled={!purchasable}
        >
          <Label>
            <FormattedMessage id="product.quantity" defaultMessage="Quantity" />
          </Label>
          <Group className={styles.group}>
            <Button className={styles.step} slot="decrement">
              −
            </Button>
            <Input className={styles.input} />
            <Button className={styles.step} slot="increment">
              +
            </Button>
          </Group>
        </NumberField>
        <Button
          className={styles.button}
          isDisabled={!enabled}
          onPress={() => onAddToCart?.({ productId, variationId, quantity })}
        >
          {isPending
            ? intl.formatMessage({ id: 'product.adding', defaultMessage: 'Adding…' })
            : intl.formatMessage({ id: 'product.addToCart', defaultMessage: 'Add to cart' })}
        </Button>
      </div>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}
