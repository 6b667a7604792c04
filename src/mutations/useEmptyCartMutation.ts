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

/** Empties the cart, the persistent cart too (spec §4); the lines disappear at once. */
export function useEmptyCartMutation() {
  const environment = useRelayEnvironment();
  const setCartError = useSetRecoilState(cartErrorState);
  return useCallback(async (): Promise<void> => {
    setCartError(null);
    try {
      await enqueueCartMutation(environment, {
        coalesceKey: 'empty',
        optimisticUpdater,
        send: () =>
          commitAsPromise<EmptyCartMutation>(environment, {
            mutation,
            variables: { input: { clearPersistentCart: true } },
            optimisticUpdater,
            updater: (store) => linkPayloadCart(store, 'emptyCart'),
          }).then(() => undefined),
      });
    } catch (error) {
      setCartError(serverMessage(error));
      throw error;
    }
  }, [environment, setCartError]);
}
