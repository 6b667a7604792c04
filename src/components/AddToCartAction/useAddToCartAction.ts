import { useCallback, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { useAddToCartAction_product$key } from '../../__generated__/useAddToCartAction_product.graphql';
import { useAddToCartMutation } from '../../mutations/useAddToCartMutation';
import type { AddToCartItem } from '../AddToCart/AddToCart';

const productFragment = graphql`
  fragment useAddToCartAction_product on Product {
    ...useAddToCartMutation_product
  }
`;

/**
 * The product page's Add to cart (its `onAddToCart` seam): the line shows in the cart at once, and a
 * refusal shows in the cart with the server's message.
 */
export function useAddToCartAction(productKey: useAddToCartAction_product$key | null) {
  const product = useFragment(productFragment, productKey);
  const addToCart = useAddToCartMutation(product ?? null);
  const [isAddingToCart, setAdding] = useState(false);
  const onAddToCart = useCallback(
    (item: AddToCartItem) => {
      setAdding(true);
      addToCart({ quantity: item.quantity, variationId: item.variationId ?? null, variation: item.variation })
        .catch(() => undefined)
        .finally(() => setAdding(false));
    },
    [addToCart],
  );
  return { onAddToCart, isAddingToCart };
}
