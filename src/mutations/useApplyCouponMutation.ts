import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { RecordSourceProxy } from 'relay-runtime';
import type { useApplyCouponMutation as ApplyCouponMutation } from '../__generated__/useApplyCouponMutation.graphql';
import { enqueueCartMutation } from './cartMutationQueue';
import { linkPayloadCart, rootCart } from './cartStore';
import { commitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useApplyCouponMutation($input: ApplyCouponInput!) {
    applyCoupon(input: $input) {
      cart {
        ...CartButton_cart
        ...CartContents_cart
        ...CheckoutForm_cart
      }
    }
  }
`;

/** Coupon application has its own pending flag (spec §4), so only the coupon form waits. */
function optimisticUpdater(store: RecordSourceProxy): void {
  rootCart(store)?.setValue(true, 'isApplyingCoupon');
}

/** Applies a coupon code; rejects with the server's message (unknown, expired, minimum spend...). */
export function useApplyCouponMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    (code: string): Promise<void> =>
      enqueueCartMutation(environment, {
        optimisticUpdater,
        send: () =>
          commitAsPromise<ApplyCouponMutation>(environment, {
            mutation,
            variables: { input: { code: code.trim() } },
            optimisticUpdater,
            updater: (store) => linkPayloadCart(store, 'applyCoupon'),
          }).then(() => undefined),
      }),
    [environment],
  );
}
