import { useCallback } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import { useSetRecoilState } from 'recoil';
import type { RecordSourceProxy } from 'relay-runtime';
import type { useUpdateItemQuantitiesMutation as UpdateItemQuantitiesMutation } from '../__generated__/useUpdateItemQuantitiesMutation.graphql';
import type { useUpdateItemQuantitiesMutation_item$key } from '../__generated__/useUpdateItemQuantitiesMutation_item.graphql';
import { serverMessage } from './serverMessage';
import { cartErrorState } from './cartFeedbackState';
import { enqueueCartMutation } from './cartMutationQueue';
import { cartLines, linkPayloadCart, markCartUpdating, rootCart, setCartLines } from './cartStore';
import { commitAsPromise } from './commitAsPromise';
import { isLineAlreadyRemoved } from './isLineAlreadyRemoved';
import { rereadCart } from './rereadCart';

const itemFragment = graphql`
  fragment useUpdateItemQuantitiesMutation_item on CartItem {
    key
  }
`;

const mutation = graphql`
  mutation useUpdateItemQuantitiesMutation($input: UpdateItemQuantitiesInput!) {
    updateItemQuantities(input: $input) {
      cart {
        ...CartButton_cart
        ...CartContents_cart
        ...CheckoutForm_cart
      }
    }
  }
`;

/**
 * Sets a cart line's quantity; 0 removes the line (spec §4). The line and the badge change at once;
 * clicks made while an earlier change is still on its way collapse into one request with the last
 * quantity, and changes reach the server in order, so the cart always ends as the server's. A
 * refusal shows its message (spec §8), except a removal of a line the shop no longer has.
 */
export function useUpdateItemQuantitiesMutation(itemKey: useUpdateItemQuantitiesMutation_item$key) {
  const environment = useRelayEnvironment();
  const item = useFragment(itemFragment, itemKey);
  const setCartError = useSetRecoilState(cartErrorState);

  return useCallback(
    async (quantity: number): Promise<void> => {
      const optimisticUpdater = (store: RecordSourceProxy) => {
        const cart = rootCart(store);
        if (!cart) return;
        const { contents, lines } = cartLines(cart);
        // Lines are identified by their key: WooGraphQL never resolves CartItem.id.
        const line = lines.find((other) => other.getValue('key') === item.key);
        if (!contents || !line) return;
        // The line stays usable, so rapid clicks keep counting from the quantity shown (and coalesce).
        line.setValue(quantity, 'quantity');
        setCartLines(cart, contents, quantity > 0 ? lines : lines.filter((other) => other !== line));
        markCartUpdating(cart);
      };
      const removal = quantity === 0;
      const send = async () => {
        try {
          await commitAsPromise<UpdateItemQuantitiesMutation>(environment, {
            mutation,
            variables: { input: { items: [{ key: item.key, quantity }] } },
            optimisticUpdater,
            updater: (store) => linkPayloadCart(store, 'updateItemQuantities'),
          });
        } catch (error) {
          if (!removal || !isLineAlreadyRemoved(error, item.key)) throw error;
          // Gone already (another tab, an earlier click): what the shopper wanted has happened, so the
          // removal ends with the shop's cart, not an error. Should that read fail, the refusal stands.
          await rereadCart(environment).catch(() => {
            throw error;
          });
        }
      };
      setCartError(null);
      try {
        await enqueueCartMutation(environment, {
          coalesceKey: `quantity:${item.key}`,
          optimisticUpdater,
          // A removed line stays away while the shop's cart is read again, rather than coming back for a moment.
          holdOptimisticUntilSettled: removal,
          send,
        });
      } catch (error) {
        setCartError(serverMessage(error));
        throw error;
      }
    },
    [environment, item.key, setCartError],
  );
}
