import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, setAuthToken, setSessionToken } from '../relay/credentials';
import { RequestError } from '../relay/request-error';
import { isSignedIn } from './authTokens';
import { RELOAD_COUNT_COOKIE, recoverFromDeadSession, recoverFromFailedSessionStart, sessionStartSucceeded } from './sessionRecovery';

function error(message: string) {
  return new RequestError({ client: 'vitrine', operationType: 'query', operationName: 'SessionQuery', status: 200, messages: [message], codes: [] });
}

afterEach(() => {
  for (const name of document.cookie.split('; ').map((part) => part.split('=')[0])) document.cookie = `${name}=; Max-Age=0; Path=/`;
  localStorage.clear();
});

describe('session recovery', () => {
  it('clears cookies and local storage after a failed start, signs out and reloads only once', () => {
    setSessionToken('old-session');
    setAuthToken('old-token');
    localStorage.setItem('vitrine.wishlist', '[]');
    document.cookie = 'vitrine-locale=de_DE; Path=/';
    const reload = vi.fn();
    expect(recoverFromFailedSessionStart(reload)).toBe(true);
    expect(readCookie('woocommerce-session')).toBeNull();
    expect(readCookie('vitrine-locale')).toBe('de_DE');
    expect(localStorage.getItem('vitrine.wishlist')).toBeNull();
    expect(isSignedIn()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // After the reload the start fails again: the reloadCount cookie stops a loop.
    expect(recoverFromFailedSessionStart(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    sessionStartSucceeded();
    expect(readCookie(RELOAD_COUNT_COOKIE)).toBeNull();
  });

  it.each(['invalid_token: The iss do not match with this server', 'Invalid session token'])('a dead session (%s) clears the browser and reloads', (message) => {
    setSessionToken('old-session');
    const reload = vi.fn();
    recoverFromDeadSession(error(message), reload);
    expect(readCookie('woocommerce-session')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone for other errors', () => {
    setSessionToken('kept');
    const reload = vi.fn();
    recoverFromDeadSession(error('Coupon "x" does not exist.'), reload);
    expect(readCookie('woocommerce-session')).toBe('kept');
    expect(reload).not.toHaveBeenCalled();
  });
});
