import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { RecordSourceProxy } from 'relay-runtime';
import type { useRemoveCouponsMutation as RemoveCouponsMutation } from '../__generated__/useRemoveCouponsMutation.graphql';
import { enqueueCartMutation } from './cartMutationQueue';
import { linkPayloadCart, rootCart } from './cartStore';
import { commitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useRemoveCouponsMutation($input: RemoveCouponsInput!) {
    removeCoupons(input: $input) {
      cart {
        ...CartButton_cart
        ...CartContents_cart
        ...CheckoutForm_cart
      }
    }
  }
`;

function optimisticUpdater(store: RecordSourceProxy): void {
  rootCart(store)?.setValue(true, 'isApplyingCoupon');
}

/** Removes an applied coupon; the totals come back from the server. */
export function useRemoveCouponsMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    (code: string): Promise<void> =>
      enqueueCartMutation(environment, {
        optimisticUpdater,
        send: () =>
          commitAsPromise<RemoveCouponsMutation>(environment, {
            mutation,
            variables: { input: { codes: [code] } },
            optimisticUpdater,
            updater: (store) => linkPayloadCart(store, 'removeCoupons'),
          }).then(() => undefined),
      }),
    [environment],
  );
}
