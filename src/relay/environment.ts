import { Environment, RecordSource, Store } from 'relay-runtime';
import { backend } from '../backend/backend';
import { storeSettings } from '../config';
import { getAuthToken, getSessionToken, setSessionToken } from './credentials';
import { createNetwork } from './network';
import type { RequestError } from './request-error';

/** A store's records as plain JSON (`RecordSource#toJSON`), as a server render embeds them. */
export type RecordMap = NonNullable<ConstructorParameters<typeof RecordSource>[0]>;

export interface EnvironmentOptions {
  endpoint?: string;
  onError?: (error: RequestError) => void;
  /** Records a server render embedded in the page: the first screen renders from them without a request. */
  records?: RecordMap;
  /** The server renderer's fetch (in-process to Vitrine's own GraphQL); the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Server rendering: no shopper credentials, whatever the process's globals hold. */
  anonymous?: boolean;
}

function debugEnabled(): boolean {
  return typeof location !== 'undefined' && new URLSearchParams(location.search).has('debug');
}

/** The page's language (`<html lang>`, kept in step with the active locale by LocaleProvider). */
function pageLanguage(): string | null {
  return typeof document === 'undefined' ? null : document.documentElement.lang || null;
}

/** One Relay environment per browser tab (or per server-rendered request). */
export function createRelayEnvironment(options: EnvironmentOptions = {}): Environment {
  const network = createNetwork({
    endpoint: options.endpoint ?? backend().endpoint,
    preferGETQueries: storeSettings.preferGETQueries,
    getAuthToken: options.anonymous ? () => null : getAuthToken,
    getSessionToken: options.anonymous ? () => null : getSessionToken,
    onSessionToken: options.anonymous ? () => undefined : setSessionToken,
    getLanguage: options.anonymous ? () => null : pageLanguage,
    onError: options.onError,
    debug: debugEnabled,
    fetch: options.fetch,
  });
  return new Environment({ network, store: new Store(new RecordSource(options.records)) });
}
