import { Suspense } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
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

function LoadedCartButton() {
  const { cart } = useLazyLoadQuery<CartButtonQuery>(
    graphql`
      query CartButtonQuery {
        cart(recalculateTotals: true) {
          ...CartButton_cart
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const data = useFragment<CartButton_cart$key>(cartFragment, cart ?? null);
  return <CartTrigger itemCount={data?.contents?.itemCount ?? 0} />;
}

/** The header's cart trigger with the cart's item count, once the session has started. */
export function CartButton() {
  const { status } = useSession();
  if (status !== 'ready') return <CartTrigger itemCount={0} />;
  return (
    <Suspense fallback={<CartTrigger itemCount={0} />}>
      <LoadedCartButton />
    </Suspense>
  );
}
