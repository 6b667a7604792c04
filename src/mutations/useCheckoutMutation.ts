import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { CheckoutInput, useCheckoutMutation as CheckoutMutation } from '../__generated__/useCheckoutMutation.graphql';
import { sessionControllerFor } from '../session/sessionController';
import { commitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useCheckoutMutation($input: CheckoutInput!) {
    checkout(input: $input) {
      result
      redirect
      order {
        databaseId
        orderKey
      }
    }
  }
`;

export interface PlacedOrder {
  databaseId: number;
  orderKey: string | null;
  /** Where a gateway wants the shopper to go to pay (e.g. PayPal); null when paid or nothing to pay. */
  redirect: string | null;
}

/**
 * Places the order. The server prices everything itself: the input carries addresses, choices and
 * the note, never an amount. The server empties the cart, so the session is fetched again.
 */
export function useCheckoutMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (input: CheckoutInput): Promise<PlacedOrder> => {
      const { checkout } = await commitAsPromise<CheckoutMutation>(environment, { mutation, variables: { input } });
      const order = checkout?.order;
      if (!order?.databaseId || checkout?.result === 'failure' || checkout?.result === 'failed') {
        throw new Error('Something went wrong');
      }
      // The emptied cart follows in the background; the order page does not wait for it.
      sessionControllerFor(environment).refresh().catch(() => undefined);
      const redirect = checkout?.redirect && !checkout.redirect.includes('order-received') ? checkout.redirect : null;
      return { databaseId: order.databaseId, orderKey: order.orderKey ?? null, redirect };
    },
    [environment],
  );
}
