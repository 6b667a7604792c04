import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { LoginInput, useLoginMutation as LoginMutation } from '../__generated__/useLoginMutation.graphql';
import { setSessionToken } from '../relay/credentials';
import { saveSignIn } from '../session/authTokens';
import { sessionControllerFor } from '../session/sessionController';
import { commitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useLoginMutation($input: LoginInput!) {
    login(input: $input) {
      authToken
      authTokenExpiration
      refreshToken
      sessionToken
      user {
        id
        ...AvatarMenuTrigger_viewer
      }
    }
  }
`;

/**
 * Signs in with a password or an OAuth provider's answer. With a user and an auth token returned,
 * the token is kept and the session (cart, customer, viewer) fetched again (spec §4). Resolves
 * whether a user came back: a social login without one is a failure of its own (spec §5).
 */
export function useLoginMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (input: LoginInput): Promise<boolean> => {
      const { login } = await commitAsPromise<LoginMutation>(environment, {
        mutation,
        variables: { input },
        updater: (store) => {
          const user = store.getRootField('login')?.getLinkedRecord('user');
          if (user) store.getRoot().setLinkedRecord(user, 'viewer');
        },
      });
      if (!login?.user || !login.authToken?.trim()) return false;
      if (login.sessionToken) setSessionToken(login.sessionToken);
      saveSignIn(login);
      await sessionControllerFor(environment).refresh();
      return true;
    },
    [environment],
  );
}
