import { useCallback } from 'react';
import { commitLocalUpdate, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useLogoutMutation as LogoutMutation } from '../__generated__/useLogoutMutation.graphql';
import { deleteCookie, SESSION_COOKIE } from '../relay/credentials';
import { clearSignIn } from '../session/authTokens';
import { sessionControllerFor } from '../session/sessionController';
import { commitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useLogoutMutation($input: LogoutInput!) {
    logout(input: $input) {
      success
    }
  }
`;

/**
 * Signs out: tells the server, forgets the tokens and the session cookie, resets customer and viewer,
 * and starts a fresh guest session (spec §4). A server that cannot be reached does not keep the
 * shopper signed in on this device.
 */
export function useLogoutMutation() {
  const environment = useRelayEnvironment();
  return useCallback(async (): Promise<void> => {
    await commitAsPromise<LogoutMutation>(environment, { mutation, variables: { input: {} } }).catch(() => undefined);
    clearSignIn();
    deleteCookie(SESSION_COOKIE);
    commitLocalUpdate(environment, (store) => {
      const root = store.getRoot();
      root.setValue(null, 'viewer');
      root.setValue(null, 'customer');
    });
    await sessionControllerFor(environment).refresh();
  }, [environment]);
}
