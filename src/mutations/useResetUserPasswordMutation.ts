import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useResetUserPasswordMutation as ResetUserPasswordMutation } from '../__generated__/useResetUserPasswordMutation.graphql';
import { commitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useResetUserPasswordMutation($input: ResetUserPasswordInput!) {
    resetUserPassword(input: $input) {
      user {
        databaseId
      }
    }
  }
`;

/** Sets a new password with the mailed key; resolves whether a user came back (spec §5). */
export function useResetUserPasswordMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (input: { key: string; login: string; password: string }): Promise<boolean> => {
      const { resetUserPassword } = await commitAsPromise<ResetUserPasswordMutation>(environment, { mutation, variables: { input } });
      return typeof resetUserPassword?.user?.databaseId === 'number';
    },
    [environment],
  );
}
