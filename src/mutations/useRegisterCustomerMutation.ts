import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useRegisterCustomerMutation as RegisterCustomerMutation } from '../__generated__/useRegisterCustomerMutation.graphql';
import { saveSignIn } from '../session/authTokens';
import { sessionControllerFor } from '../session/sessionController';
import { commitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useRegisterCustomerMutation($input: RegisterCustomerInput!) {
    registerCustomer(input: $input) {
      authToken
      refreshToken
      customer {
        sessionToken
      }
      viewer {
        id
        ...AvatarMenuTrigger_viewer
      }
    }
  }
`;

export interface Registration {
  username: string;
  email: string;
  password: string;
}

/** Creates the account and signs the new customer in ("Your account has been created."). */
export function useRegisterCustomerMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    async ({ username, email, password }: Registration): Promise<void> => {
      const { registerCustomer } = await commitAsPromise<RegisterCustomerMutation>(environment, {
        mutation,
        variables: { input: { username: username.trim(), email: email.trim(), password, authenticate: true } },
        updater: (store) => {
          const viewer = store.getRootField('registerCustomer')?.getLinkedRecord('viewer');
          if (viewer) store.getRoot().setLinkedRecord(viewer, 'viewer');
        },
      });
      if (registerCustomer?.authToken) {
        saveSignIn({ authToken: registerCustomer.authToken, refreshToken: registerCustomer.refreshToken });
        await sessionControllerFor(environment).refresh();
      }
    },
    [environment],
  );
}
