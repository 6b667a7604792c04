import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useAddToWishlistMutation as AddToWishlistMutation } from '../__generated__/useAddToWishlistMutation.graphql';
import { commitAsPromise } from './commitAsPromise';

/** Vitrine's wishlist extension: the signed-in customer's list lives on the server. */
const mutation = graphql`
  mutation useAddToWishlistMutation($input: AddToWishlistInput!) {
    addToWishlist(input: $input) {
      clientMutationId
    }
  }
`;

/** Adds a product to the signed-in customer's wishlist on the server. */
export function useAddToWishlistMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (productId: number): Promise<void> => {
      await commitAsPromise<AddToWishlistMutation>(environment, { mutation, variables: { input: { productId } } });
    },
    [environment],
  );
}
