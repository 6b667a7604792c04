import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { createOperationDescriptor, getRequest, type RecordSourceSelectorProxy } from 'relay-runtime';
import OrderSummaryRouteQuery from '../__generated__/OrderSummaryRouteQuery.graphql';
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
        ...OrderDetails_order
      }
    }
  }
`;

/**
 * The order as the checkout answered it becomes the order-received page's `order(id: key, idType:
 * ORDER_KEY)`, kept for this tab: a WooGraphQL shop refuses `order` to guests (wp-graphql-woocommerce
 * #933), so the page that thanks a guest shows this answer instead of asking again.
 */
function keepForOrderReceivedPage(store: RecordSourceSelectorProxy): void {
  const order = store.getRootField('checkout')?.getLinkedRecord('order');
  const key = order?.getValue('orderKey');
  if (!order || typeof key !== 'string' || !key) return;
  store.getRoot().setLinkedRecord(order, 'order', { id: key, idType: 'ORDER_KEY' });
}

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
      const { checkout } = await commitAsPromise<CheckoutMutation>(environment, { mutation, variables: { input }, updater: keepForOrderReceivedPage });
      const order = checkout?.order;
      if (!order?.databaseId || checkout?.result === 'failure' || checkout?.result === 'failed') {
        throw new Error('Something went wrong');
      }
      // Held for the tab's life, so no clean-up of the store drops the order before (or after) its page shows it.
      if (order.orderKey) environment.retain(createOperationDescriptor(getRequest(OrderSummaryRouteQuery), { id: order.orderKey, idType: 'ORDER_KEY' }));
      // The emptied cart follows in the background; the order page does not wait for it.
      sessionControllerFor(environment).refresh().catch(() => undefined);
      const redirect = checkout?.redirect && !checkout.redirect.includes('order-received') ? checkout.redirect : null;
      return { databaseId: order.databaseId, orderKey: order.orderKey ?? null, redirect };
    },
    [environment],
  );
}
