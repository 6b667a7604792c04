import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { CustomerAddressInput } from '../__generated__/useUpdateShippingLocationMutation.graphql';
import type { useUpdateShippingLocationMutation as UpdateShippingLocationMutation } from '../__generated__/useUpdateShippingLocationMutation.graphql';
import { enqueueCartMutation } from './cartMutationQueue';
import { markCartUpdating, rootCart } from './cartStore';
import { commitAsPromise } from './commitAsPromise';
import { refetchCart } from './refetchCart';

const mutation = graphql`
  mutation useUpdateShippingLocationMutation($input: UpdateCustomerInput!) {
    updateCustomer(input: $input) {
      customer {
        calculatedShipping
      }
    }
  }
`;

/**
 * Tells the server where the order goes, for guests too, so the shipping rates are recalculated
 * (spec §7 updateCustomer); later addresses typed quickly replace earlier ones not yet sent.
 */
export function useUpdateShippingLocationMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    (location: { billing?: CustomerAddressInput; shipping?: CustomerAddressInput }): Promise<void> =>
      enqueueCartMutation(environment, {
        coalesceKey: 'shipping-location',
        holdOptimisticUntilSettled: true,
        optimisticUpdater: (store) => {
          const cart = rootCart(store);
          if (cart) markCartUpdating(cart);
        },
        send: async () => {
          const response = await commitAsPromise<UpdateShippingLocationMutation>(environment, { mutation, variables: { input: location } });
          if (response.updateCustomer?.customer?.calculatedShipping === false) return;
          // updateCustomer answers no cart: the rates and totals that follow the address are read after it.
          await refetchCart(environment);
        },
      }),
    [environment],
  );
}
