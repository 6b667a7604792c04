import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { RecordSourceProxy } from 'relay-runtime';
import type { useUpdateShippingMethodMutation as UpdateShippingMethodMutation } from '../__generated__/useUpdateShippingMethodMutation.graphql';
import { enqueueCartMutation } from './cartMutationQueue';
import { linkPayloadCart, markCartUpdating, rootCart } from './cartStore';
import { commitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useUpdateShippingMethodMutation($input: UpdateShippingMethodInput!) {
    updateShippingMethod(input: $input) {
      cart {
        ...CartButton_cart
        ...CartContents_cart
        ...CheckoutForm_cart
      }
    }
  }
`;

/** Chooses the shipping rate of the (single) package; the choice shows at once, the totals follow. */
export function useUpdateShippingMethodMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    (rateId: string): Promise<void> => {
      const optimisticUpdater = (store: RecordSourceProxy) => {
        const cart = rootCart(store);
        if (!cart) return;
        cart.setValue([rateId], 'chosenShippingMethods');
        markCartUpdating(cart);
      };
      return enqueueCartMutation(environment, {
        coalesceKey: 'shipping-method',
        optimisticUpdater,
        send: () =>
          commitAsPromise<UpdateShippingMethodMutation>(environment, {
            mutation,
            variables: { input: { shippingMethods: [rateId] } },
            optimisticUpdater,
            updater: (store) => linkPayloadCart(store, 'updateShippingMethod'),
          }).then(() => undefined),
      });
    },
    [environment],
  );
}
