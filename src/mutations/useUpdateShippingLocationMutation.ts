import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { CustomerAddressInput } from '../__generated__/useUpdateShippingLocationMutation.graphql';
import type { useUpdateShippingLocationMutation as UpdateShippingLocationMutation } from '../__generated__/useUpdateShippingLocationMutation.graphql';
import type { useUpdateShippingLocationMutationCartQuery } from '../__generated__/useUpdateShippingLocationMutationCartQuery.graphql';
import { enqueueCartMutation } from './cartMutationQueue';
import { markCartUpdating, rootCart } from './cartStore';
import { commitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useUpdateShippingLocationMutation($input: UpdateCustomerInput!) {
    updateCustomer(input: $input) {
      customer {
        calculatedShipping
      }
    }
  }
`;

/** updateCustomer answers no cart, so the rates and totals that follow the address are fetched after it. */
const cartQuery = graphql`
  query useUpdateShippingLocationMutationCartQuery {
    cart(recalculateTotals: true) {
      ...CartButton_cart @relay(mask: false)
      ...CartContents_cart @relay(mask: false)
      ...CheckoutForm_cart @relay(mask: false)
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
          await fetchQuery<useUpdateShippingLocationMutationCartQuery>(environment, cartQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
        },
      }),
    [environment],
  );
}
