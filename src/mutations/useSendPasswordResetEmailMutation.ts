import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useSendPasswordResetEmailMutation as SendPasswordResetEmailMutation } from '../__generated__/useSendPasswordResetEmailMutation.graphql';
import { commitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useSendPasswordResetEmailMutation($input: SendPasswordResetEmailInput!) {
    sendPasswordResetEmail(input: $input) {
      success
    }
  }
`;

/** Asks for a reset link; resolves whether the server said it succeeded (spec §5). */
export function useSendPasswordResetEmailMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (username: string): Promise<boolean> => {
      const { sendPasswordResetEmail } = await commitAsPromise<SendPasswordResetEmailMutation>(environment, {
        mutation,
        variables: { input: { username: username.trim() } },
      });
      return sendPasswordResetEmail?.success === true;
    },
    [environment],
  );
}
