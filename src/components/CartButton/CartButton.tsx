import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { CartButton_cart$key } from '../../__generated__/CartButton_cart.graphql';
import type { CartButtonQuery } from '../../__generated__/CartButtonQuery.graphql';
import { useSession } from '../../session/useSession';
import { CartTrigger } from '../CartTrigger/CartTrigger';

const cartFragment = graphql`
  fragment CartButton_cart on Cart {
    contents(first: 100) {
      itemCount
    }
  }
`;

/**
 * The header's cart trigger with the cart's item count. The count is read from the store only (the
 * session start fetched it; cart mutations update it), so the button is never suspended or swapped:
 * a swap while the first click starts the session would swallow that click. Before the session is
 * known it shows "loading", not "empty". Every query that fetches the cart spreads this fragment: a
 * response without the count would leave the root cart pointing at a record with an old count.
 */
export function CartButton() {
  const { status } = useSession();
  const { cart } = useLazyLoadQuery<CartButtonQuery>(
    graphql`
      query CartButtonQuery {
        cart(recalculateTotals: true) {
          ...CartButton_cart
        }
      }
    `,
    {},
    { fetchPolicy: 'store-only' },
  );
  const data = useFragment<CartButton_cart$key>(cartFragment, cart ?? null);
  return <CartTrigger itemCount={status === 'ready' ? (data?.contents?.itemCount ?? 0) : null} />;
}
