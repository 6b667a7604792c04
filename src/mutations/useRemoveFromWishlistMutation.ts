import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useRemoveFromWishlistMutation as RemoveFromWishlistMutation } from '../__generated__/useRemoveFromWishlistMutation.graphql';
import { commitAsPromise } from './commitAsPromise';

/** Vitrine's wishlist extension: the signed-in customer's list lives on the server. */
const mutation = graphql`
  mutation useRemoveFromWishlistMutation($input: RemoveFromWishlistInput!) {
    removeFromWishlist(input: $input) {
      clientMutationId
    }
  }
`;

/** Removes a product from the signed-in customer's wishlist on the server. */
export function useRemoveFromWishlistMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (productId: number): Promise<void> => {
      await commitAsPromise<RemoveFromWishlistMutation>(environment, { mutation, variables: { input: { productId } } });
    },
    [environment],
  );
}
