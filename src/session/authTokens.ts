import { getAuthToken, setAuthToken } from '../relay/credentials';

/**
 * The signed-in shopper's tokens (Headless Login): the auth token lives where the network layer reads
 * it (relay/credentials), the refresh token and the expiry beside it. Listeners hear every sign-in and
 * sign-out, so the header and the account screen follow without a reload.
 */
const REFRESH_TOKEN_KEY = 'vitrine.refreshToken';
const AUTH_EXPIRATION_KEY = 'vitrine.authTokenExpiration';

export interface SignInTokens {
  authToken: string | null | undefined;
  authTokenExpiration?: string | null | undefined;
  refreshToken?: string | null | undefined;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function storage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/** Keeps the tokens of a successful sign-in; the auth token is trimmed (spec §5). */
export function saveSignIn(tokens: SignInTokens): void {
  const authToken = tokens.authToken?.trim();
  if (!authToken) return;
  setAuthToken(authToken);
  const store = storage();
  if (tokens.refreshToken?.trim()) store?.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken.trim());
  if (tokens.authTokenExpiration) store?.setItem(AUTH_EXPIRATION_KEY, tokens.authTokenExpiration);
  else store?.removeItem(AUTH_EXPIRATION_KEY);
  notify();
}

export function clearSignIn(): void {
  setAuthToken(null);
  storage()?.removeItem(REFRESH_TOKEN_KEY);
  storage()?.removeItem(AUTH_EXPIRATION_KEY);
  notify();
}

export function getRefreshToken(): string | null {
  return storage()?.getItem(REFRESH_TOKEN_KEY) ?? null;
}

/** The auth token is renewed this long before it expires (WooNuxt does the same at 60 s). */
export const AUTH_RENEWAL_MARGIN_MS = 60_000;

/** When the auth token expires, in ms since the epoch; null when unknown. */
export function authTokenExpiresAt(): number | null {
  const seconds = Number(storage()?.getItem(AUTH_EXPIRATION_KEY));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

export function isSignedIn(): boolean {
  return getAuthToken() !== null;
}

export function subscribeToSignIn(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
