import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { QuantityField } from '../../ui/QuantityField/QuantityField';
import { canAddToCart, type AddToCartControlsProps } from './AddToCart';
import * as styles from './AddToCart.css';

/**
 * The quantity field and the Add to cart button: one island (see AddToCart), so that a quantity the
 * shopper typed before its code came is the field's before a tap kept meanwhile adds the line.
 */
export function AddToCartControls({ ready, productId, variationId, variation, purchasable, hint, maxQuantity, onAddToCart, isPending = false }: AddToCartControlsProps) {
  const intl = useIntl();
  const [quantity, setQuantity] = useState(1);
  // The server draws 1, which is valid; the field says otherwise once the shopper types what it rejects.
  const [quantityValid, setQuantityValid] = useState(true);
  const enabled = canAddToCart({ ready, purchasable, onAddToCart }) && quantityValid;
  return (
    <div>
      <div className={styles.row}>
        <QuantityField
          classNames={{ field: styles.quantity, group: styles.group, input: styles.input, step: styles.step }}
          label={<FormattedMessage id="product.quantity" defaultMessage="Quantity" />}
          value={quantity}
          onChange={setQuantity}
          onValidityChange={setQuantityValid}
          minValue={1}
          maxValue={maxQuantity && maxQuantity > 0 ? maxQuantity : undefined}
          isDisabled={!purchasable}
        />
        <Button
          data-add-to-cart=""
          className={styles.button}
          isDisabled={!enabled}
          // Pending, not disabled, while the line is on its way: a disabled button would drop the shopper's focus.
          isPending={isPending}
          onPress={() => onAddToCart?.({ productId, variationId, ...(variation?.length ? { variation } : {}), quantity })}
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
