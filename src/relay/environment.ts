import { Environment, RecordSource, Store } from 'relay-runtime';
import { storeSettings } from '../config';
import { getAuthToken, getSessionToken, setSessionToken } from './credentials';
import { createNetwork } from './network';
import type { RequestError } from './request-error';

export interface EnvironmentOptions {
  endpoint?: string;
  onError?: (error: RequestError) => void;
}

function debugEnabled(): boolean {
  return typeof location !== 'undefined' && new URLSearchParams(location.search).has('debug');
}

/** One Relay environment per browser tab (or per server-rendered request). */
export function createRelayEnvironment(options: EnvironmentOptions = {}): Environment {
  const network = createNetwork({
    endpoint: options.endpoint ?? storeSettings.graphqlEndpoint,
    preferGETQueries: storeSettings.preferGETQueries,
    getAuthToken,
    getSessionToken,
    onSessionToken: setSessionToken,
    onError: options.onError,
    debug: debugEnabled,
  });
  return new Environment({ network, store: new Store(new RecordSource()) });
}
