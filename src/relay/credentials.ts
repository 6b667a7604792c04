/**
 * Where the browser keeps the shopper's credentials: the WooCommerce session token as the
 * 'woocommerce-session' cookie (spec §4) and the auth token in local storage. Every accessor is
 * safe to call where there is no document (server rendering, tests).
 */
export const SESSION_COOKIE = 'woocommerce-session';
const AUTH_TOKEN_KEY = 'vitrine.authToken';
const SESSION_MAX_AGE_DAYS = 14;

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  const match = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return match ? decodeURIComponent(match.slice(prefix.length)) : null;
}

export function writeCookie(name: string, value: string, maxAgeDays: number): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAgeDays * 86400)}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax`;
}

export function getSessionToken(): string | null {
  return readCookie(SESSION_COOKIE);
}

export function setSessionToken(token: string): void {
  writeCookie(SESSION_COOKIE, token, SESSION_MAX_AGE_DAYS);
}

export function getAuthToken(): string | null {
  if (typeof localStorage === 'undefined') return null;
  return localStorage.getItem(AUTH_TOKEN_KEY)?.trim() || null;
}

export function setAuthToken(token: string | null): void {
  if (typeof localStorage === 'undefined') return;
  if (token?.trim()) localStorage.setItem(AUTH_TOKEN_KEY, token.trim());
  else localStorage.removeItem(AUTH_TOKEN_KEY);
}
