import { graphql } from 'react-relay/hooks';
import { createOperationDescriptor, getRequest, type IEnvironment as Environment } from 'relay-runtime';
import type { refetchCartQuery } from '../__generated__/refetchCartQuery.graphql';

/**
 * Every cart field a screen shows: the header's button, the cart panel and the checkout. `Cart` has
 * no id, so a read of it is a record of its own that every screen then shows (cartStore.ts): a read
 * with fewer fields would show the others as they were when that record was last read in full.
 */
const query = graphql`
  query refetchCartQuery {
    cart(recalculateTotals: true) {
      ...CartButton_cart @relay(mask: false)
      ...CartContents_cart @relay(mask: false)
      ...CheckoutForm_cart @relay(mask: false)
    }
  }
`;

/**
 * Reads the shop's cart again, whole, into the store; answers whether the shop's cart is empty, as
 * the shop answered (the store may still show a change waiting to be confirmed over it).
 */
export function refetchCart(environment: Environment): Promise<{ isEmpty: boolean }> {
  const operation = createOperationDescriptor(getRequest(query), {}, { force: true });
  return new Promise((resolve, reject) => {
    let isEmpty = false;
    environment.execute({ operation }).subscribe({
      next: (response) => {
        const data = (Array.isArray(response) ? response[0] : response)?.data as refetchCartQuery['response'] | null | undefined;
        if (data?.cart) isEmpty = data.cart.isEmpty === true;
      },
      error: reject,
      complete: () => resolve({ isEmpty }),
    });
  });
}
