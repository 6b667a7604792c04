import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { UpdateCustomerInput, useUpdateCustomerMutation as UpdateCustomerMutation } from '../__generated__/useUpdateCustomerMutation.graphql';
import { commitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useUpdateCustomerMutation($input: UpdateCustomerInput!) {
    updateCustomer(input: $input) {
      customer {
        ...AccountDetailsForm_customer
      }
    }
  }
`;

/** Saves the account details and addresses; the form shows the saved values the server answers. */
export function useUpdateCustomerMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (input: UpdateCustomerInput): Promise<void> => {
      await commitAsPromise<UpdateCustomerMutation>(environment, { mutation, variables: { input } });
    },
    [environment],
  );
}
