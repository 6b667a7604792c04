import { fetchQuery, graphql } from 'react-relay/hooks';
import type { IEnvironment as Environment } from 'relay-runtime';
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

/** Reads the shop's cart again, whole. */
export async function refetchCart(environment: Environment): Promise<void> {
  await fetchQuery<refetchCartQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).toPromise();
}
