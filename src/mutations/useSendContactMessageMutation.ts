import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type {
  SendContactMessageInput,
  useSendContactMessageMutation as SendContactMessageMutation,
} from '../__generated__/useSendContactMessageMutation.graphql';
import { commitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useSendContactMessageMutation($input: SendContactMessageInput!) {
    sendContactMessage(input: $input) {
      success
    }
  }
`;

export type ContactMessage = Omit<SendContactMessageInput, 'clientMutationId'>;

/** Sends the contact page's message to the shop; resolves whether the server took it. */
export function useSendContactMessageMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (input: ContactMessage): Promise<boolean> => {
      const { sendContactMessage } = await commitAsPromise<SendContactMessageMutation>(environment, { mutation, variables: { input } });
      return sendContactMessage?.success === true;
    },
    [environment],
  );
}
