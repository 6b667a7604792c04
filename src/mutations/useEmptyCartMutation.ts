import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useSetRecoilState } from 'recoil';
import type { RecordSourceProxy } from 'relay-runtime';
import type { useEmptyCartMutation as EmptyCartMutation } from '../__generated__/useEmptyCartMutation.graphql';
import { serverMessage } from './serverMessage';
import { cartErrorState } from './cartFeedbackState';
import { enqueueCartMutation } from './cartMutationQueue';
import { cartLines, linkPayloadCart, markCartUpdating, rootCart, setCartLines } from './cartStore';
import { commitAsPromise } from './commitAsPromise';
import { rereadCart } from './rereadCart';

const mutation = graphql`
  mutation useEmptyCartMutation($input: EmptyCartInput!) {
    emptyCart(input: $input) {
      cart {
        ...CartButton_cart
        ...CartContents_cart
        ...CheckoutForm_cart
      }
    }
  }
`;

function optimisticUpdater(store: RecordSourceProxy): void {
  const cart = rootCart(store);
  const contents = cart ? cartLines(cart).contents : null;
  if (!cart || !contents) return;
  setCartLines(cart, contents, []);
  markCartUpdating(cart);
}

/** Empties the cart, the persistent cart too (spec §4); the lines disappear at once. A refusal shows its message (spec §8), unless the shop's cart is empty anyway. */
export function useEmptyCartMutation() {
  const environment = useRelayEnvironment();
  const setCartError = useSetRecoilState(cartErrorState);
  return useCallback(async (): Promise<void> => {
    setCartError(null);
    try {
      await enqueueCartMutation(environment, {
        coalesceKey: 'empty',
        optimisticUpdater,
        // The lines stay away while the shop's cart is read again after a refusal, rather than coming back for a moment.
        holdOptimisticUntilSettled: true,
        send: async () => {
          try {
            await commitAsPromise<EmptyCartMutation>(environment, {
              mutation,
              variables: { input: { clearPersistentCart: true } },
              optimisticUpdater,
              updater: (store) => linkPayloadCart(store, 'emptyCart'),
            });
          } catch (error) {
            // Refused because there was nothing to empty (another tab emptied it, or a click before
            // this one did), in whatever words the shop's language has: what the shopper asked for
            // has happened, so it ends with the shop's empty cart rather than an error.
            const shopCart = await rereadCart(environment).catch(() => null);
            if (!shopCart?.isEmpty) throw error;
          }
        },
      });
    } catch (error) {
      setCartError(serverMessage(error));
      throw error;
    }
  }, [environment, setCartError]);
}
