import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useUpdatePasswordMutation as UpdatePasswordMutation } from '../__generated__/useUpdatePasswordMutation.graphql';
import type { useUpdatePasswordMutationWithoutCurrentMutation as UpdatePasswordWithoutCurrentMutation } from '../__generated__/useUpdatePasswordMutationWithoutCurrentMutation.graphql';
import { RequestError } from '../relay/request-error';
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

function isUnknownInputField(error: unknown): boolean {
  const request = error instanceof RequestError ? error : (error as { cause?: unknown })?.cause;
  return request instanceof RequestError && request.details.messages.some((message) => /is not defined by type "UpdateCustomerInput"/.test(message));
}

/** Changes the signed-in customer's password; rejects with the server's message (e.g. a wrong current password). */
export function useUpdatePasswordMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    async ({ viewerId, currentPassword, password }: { viewerId: string; currentPassword: string; password: string }): Promise<void> => {
      try {
        await commitAsPromise<UpdatePasswordMutation>(environment, { mutation, variables: { input: { currentPassword, password } } });
      } catch (error) {
        if (!isUnknownInputField(error)) throw error;
        await commitAsPromise<UpdatePasswordWithoutCurrentMutation>(environment, {
          mutation: withoutCurrentMutation,
          variables: { input: { id: viewerId, password } },
        });
      }
    },
    [environment],
  );
}
