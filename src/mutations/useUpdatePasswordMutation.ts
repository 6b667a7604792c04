import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useUpdatePasswordMutation as UpdatePasswordMutation } from '../__generated__/useUpdatePasswordMutation.graphql';
import type { useUpdatePasswordMutationWithoutCurrentMutation as UpdatePasswordWithoutCurrentMutation } from '../__generated__/useUpdatePasswordMutationWithoutCurrentMutation.graphql';
import { backend } from '../backend/backend';
import { commitAsPromise } from './commitAsPromise';

/** Vitrine's server checks the current password (a schema extension of UpdateCustomerInput). */
const mutation = graphql`
  mutation useUpdatePasswordMutation($input: UpdateCustomerInput!) {
    updateCustomer(input: $input) {
      clientMutationId
    }
  }
`;

/** WPGraphQL's own way (spec §7 updateUser(id, password)), for a backend without the extension. */
const withoutCurrentMutation = graphql`
  mutation useUpdatePasswordMutationWithoutCurrentMutation($input: UpdateUserInput!) {
    updateUser(input: $input) {
      clientMutationId
    }
  }
`;

/**
 * Changes the signed-in customer's password; rejects with the server's message (e.g. a wrong current
 * password). A backend without the current-password check gets WPGraphQL's updateUser, without it.
 */
export function useUpdatePasswordMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    async ({ viewerId, currentPassword, password }: { viewerId: string; currentPassword: string; password: string }): Promise<void> => {
      if (backend().capabilities.currentPassword) {
        await commitAsPromise<UpdatePasswordMutation>(environment, { mutation, variables: { input: { currentPassword, password } } });
        return;
      }
      await commitAsPromise<UpdatePasswordWithoutCurrentMutation>(environment, {
        mutation: withoutCurrentMutation,
        variables: { input: { id: viewerId, password } },
      });
    },
    [environment],
  );
}
