import { LOCALE_COOKIE } from '../i18n/localeCookie';
import { deleteCookie, readCookie, writeCookie } from '../relay/credentials';
import type { RequestError } from '../relay/request-error';
import { clearSignIn } from './authTokens';

/** Guards the forced reload, so a server that keeps failing never puts the page in a reload loop. */
export const RELOAD_COUNT_COOKIE = 'reloadCount';
const MAX_RELOADS = 1;
const RELOAD_COUNT_MAX_AGE_DAYS = 1 / 24;

/** Server messages meaning the stored session can never work again (spec §8). */
const DEAD_SESSION_MESSAGES = ['The iss do not match with this server', 'Invalid session token'];

function cookieNames(): string[] {
  if (typeof document === 'undefined') return [];
  return document.cookie
    .split('; ')
    .map((part) => decodeURIComponent(part.split('=')[0] ?? ''))
    .filter(Boolean);
}

/**
 * Forgets everything this browser holds for the shop: cookies (session token) and local storage (tokens,
 * lists). The shopper's language choice stays: losing it would send them back through browser detection.
 */
export function clearBrowserSession(): void {
  for (const name of cookieNames()) if (name !== LOCALE_COOKIE) deleteCookie(name);
  if (typeof localStorage !== 'undefined') localStorage.clear();
  clearSignIn();
}

const reloadPage = () => location.reload();

function reloadsSoFar(): number {
  return Number(readCookie(RELOAD_COUNT_COOKIE) ?? 0);
}

/** Reloads at most once per hour; returns whether it did. `count` is read before the cookies were cleared. */
function reloadOnce(reload: () => void, count: number): boolean {
  if (count >= MAX_RELOADS || typeof location === 'undefined') return false;
  writeCookie(RELOAD_COUNT_COOKIE, String(count + 1), RELOAD_COUNT_MAX_AGE_DAYS);
  reload();
  return true;
}

/** The session start failed: start over from a clean browser, signed out, with one reload (spec §4). */
export function recoverFromFailedSessionStart(reload: () => void = reloadPage): boolean {
  const count = reloadsSoFar();
  clearBrowserSession();
  return reloadOnce(reload, count);
}

/** A session that started fine clears the guard, so a later failure may reload again. */
export function sessionStartSucceeded(): void {
  if (readCookie(RELOAD_COUNT_COOKIE) !== null) deleteCookie(RELOAD_COUNT_COOKIE);
}

export function isDeadSessionError(error: RequestError): boolean {
  return error.details.messages.some((message) => DEAD_SESSION_MESSAGES.some((dead) => message.includes(dead)));
}

/** For the network layer's `onError`: a dead session token clears the browser's session and reloads. */
export function recoverFromDeadSession(error: RequestError, reload: () => void = reloadPage): void {
  if (!isDeadSessionError(error)) return;
  const count = reloadsSoFar();
  clearBrowserSession();
  reloadOnce(reload, count);
}
