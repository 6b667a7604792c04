import type { Database } from '../../db/client';
import { progressiveBlock, refundAttempt, retryInMinutes, takeAttempt, type RateDecision, type RateRule } from '../security/rate-limit';

const MINUTE = 60_000;
/** Failures from one client address on one account before that client is slowed down. */
export const MAX_FAILED_LOGINS = 5;
/** Failures on one account from all addresses together before everyone is slowed down briefly. */
export const MAX_FAILED_LOGINS_PER_ACCOUNT = 20;
/** Failures from one client address across all accounts (password spraying). */
export const MAX_FAILED_LOGINS_PER_ADDRESS = 30;

/**
 * The counters a password login is held to. `account` is the account's id when the name exists
 * (its username and e-mail count together), else the name typed. Blocks start short and double
 * (30 s, 1 min, 2 min... at most 15 min): a stranger's failures from elsewhere slow the owner
 * down only after many of them, and never for long.
 */
export function loginRules(account: string, clientAddress: string): RateRule[] {
  const idleResetMs = 15 * MINUTE;
  return [
    { key: `login:pair:${account}:${clientAddress}`, limit: MAX_FAILED_LOGINS, idleResetMs, blockMs: progressiveBlock(MINUTE / 2, 15 * MINUTE) },
    { key: `login:account:${account}`, limit: MAX_FAILED_LOGINS_PER_ACCOUNT, idleResetMs, blockMs: progressiveBlock(MINUTE / 2, 5 * MINUTE) },
    { key: `login:address:${clientAddress}`, limit: MAX_FAILED_LOGINS_PER_ADDRESS, idleResetMs, blockMs: progressiveBlock(MINUTE, 15 * MINUTE) },
  ];
}

export function lockedMessage(retryAt: Date): string {
  return `Too many failed login attempts. ${retryInMinutes(retryAt)}`;
}

/** Counts the attempt before the password is checked, so parallel guesses cannot slip past the limit. */
export function startLoginAttempt(db: Database, rules: RateRule[]): Promise<RateDecision> {
  return takeAttempt(db, rules);
}

/** The password was right: this client starts afresh on this account, the shared counters get the attempt back. */
export function loginSucceeded(db: Database, rules: RateRule[]): Promise<void> {
  return refundAttempt(db, rules, [rules[0]!.key]);
}
