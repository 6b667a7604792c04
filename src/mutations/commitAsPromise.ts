import { commitMutation } from 'react-relay/hooks';
import type { Environment, MutationConfig, MutationParameters } from 'relay-runtime';

/** commitMutation as a promise: resolves with the response, rejects with the first error (spec §8). */
export function commitAsPromise<T extends MutationParameters>(
  environment: Environment,
  config: Omit<MutationConfig<T>, 'onCompleted' | 'onError'>,
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, { ...config, onCompleted: (response) => resolve(response), onError: reject });
  });
}
