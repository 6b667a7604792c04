import { act, screen, waitFor } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { expect } from 'vitest';
import type { MockEnvironment as RelayMockEnvironment } from 'relay-test-utils';
import { RequestError } from '../relay/request-error';
import { mockPayload } from './mockPayload';

/** Concrete types for the interfaces the cart selects (MockPayloadGenerator needs them). */
export const CART_TYPENAMES = { CartItem: 'SimpleCartItem', Product: 'SimpleProduct', ProductVariation: 'SimpleProductVariation' };

export interface LineFixture {
  id: string;
  key: string;
  quantity: number;
  total: string;
  name: string;
  productId?: string;
  databaseId?: number;
}

export function cartLine({ id, key, quantity, total, name, productId = `product-${key}`, databaseId = 11 }: LineFixture) {
  return {
    __typename: 'SimpleCartItem',
    id,
    key,
    quantity,
    total,
    isPending: null,
    product: { node: { __typename: 'SimpleProduct', id: productId, databaseId, name, slug: name.toLowerCase(), image: null } },
    variation: null,
  };
}

export function cartData(lines: ReturnType<typeof cartLine>[], total: string) {
  return {
    isEmpty: lines.length === 0,
    isUpdating: null,
    isApplyingCoupon: null,
    subtotal: total,
    total,
    shippingTotal: '0',
    discountTotal: '0',
    totalTax: '0',
    appliedCoupons: null,
    availableShippingMethods: [] as unknown[],
    chosenShippingMethods: [] as string[],
    contents: { itemCount: lines.reduce((sum, line) => sum + line.quantity, 0), productCount: lines.length, nodes: lines },
  };
}

/** The session start's answer: a guest with this cart. */
export function sessionResponse(operation: OperationDescriptor, cart: ReturnType<typeof cartData>) {
  return mockPayload(
    operation,
    { cart, customer: { id: 'guest', sessionToken: 'session-1' }, viewer: null, paymentGateways: { nodes: [] }, loginClients: [] },
    CART_TYPENAMES,
  );
}

/** The answer to a read of the cart alone (refetchCart). */
export function cartQueryResponse(operation: OperationDescriptor, cart: ReturnType<typeof cartData>) {
  return mockPayload(operation, { cart }, CART_TYPENAMES);
}

/** A cart mutation's answer with the server's cart. */
export function cartMutationResponse(operation: OperationDescriptor, field: string, cart: ReturnType<typeof cartData>) {
  return mockPayload(operation, { [field]: { cart } }, CART_TYPENAMES);
}

export function pendingOperation(environment: RelayMockEnvironment, name: string): OperationDescriptor | undefined {
  return environment.mock.getAllOperations().find((operation) => operation.request.node.operation.name === name);
}

/** What the network layer raises for a GraphQL error (spec §8): the message is the server's first. */
export function serverError(message: string, operationName = 'mutation') {
  return new RequestError({ client: 'vitrine', operationType: 'mutation', operationName, status: 200, messages: [message], codes: [] });
}

/**
 * Answers the session query with `cart` and the wishlist's query with a Beanie, then waits for the
 * wishlist's "Add to cart" button: the start of every test that adds from the wishlist.
 */
export async function answerSessionAndBeanieWishlist(environment: RelayMockEnvironment, cart: ReturnType<typeof cartData>): Promise<void> {
  await waitFor(() => expect(pendingOperation(environment, 'SessionQuery')).toBeDefined());
  const session = pendingOperation(environment, 'SessionQuery')!;
  act(() => environment.mock.resolve(session, sessionResponse(session, cart)));
  await waitFor(() => expect(pendingOperation(environment, 'WishlistItemsQuery')).toBeDefined());
  const wishlist = pendingOperation(environment, 'WishlistItemsQuery')!;
  const beanie = { __typename: 'SimpleProduct', id: 'product-beanie', databaseId: 11, name: 'Beanie', slug: 'beanie', type: 'SIMPLE', image: null };
  act(() => environment.mock.resolve(wishlist, mockPayload(wishlist, { products: { nodes: [beanie] } }, CART_TYPENAMES)));
  await screen.findByRole('button', { name: 'Add Beanie to cart' });
}
