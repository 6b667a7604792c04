import { and, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema/rate-limits';
import { progressiveBlock, refundAttempt, retryInMinutes, takeAttempt, type RateDecision, type RateRule } from '../security/rate-limit';

const MINUTE = 60_000;
/** Failures from one client address on one account before that client is slowed down. */
export const MAX_FAILED_LOGINS = 5;
/** Failures on one account from all addresses together before everyone is slowed down briefly. */
export const MAX_FAILED_LOGINS_PER_ACCOUNT = 20;
/** Failures from one client address across all accounts (password spraying). */
export const MAX_FAILED_LOGINS_PER_ADDRESS = 30;
/**
 * How long an attempt waits, when as many attempts are being checked as failures are still allowed,
 * for one of them (each one password hash) to learn its outcome.
 */
export const PENDING_WAIT_MS = 15_000;
/** Another server process's attempts settle unannounced: looked at again this often. */
const RECHECK_MS = 250;

/**
 * The failure counters a password login is held to. `account` is the account's id when the name
 * exists (its username and e-mail count together), else the name typed. Blocks start short and
 * double (30 s, 1 min, 2 min... at most 15 min): a stranger's failures from elsewhere slow the owner
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

/**
 * Attempts not known to be right: the ones whose password is being checked and the failures, on
 * counters of their own. No more of them are let through than failures are allowed, so parallel
 * guesses cannot slip past the limit; a right password gives its place back at once.
 */
function unprovenRules(rules: RateRule[]): RateRule[] {
  return rules.map((rule) => ({ ...rule, key: `${rule.key}:unproven` }));
}

export function lockedMessage(retryAt: Date): string {
  return `Too many failed login attempts. ${retryInMinutes(retryAt)}`;
}

/** When the latest block set by failures ends, or null when none is in force. */
async function blockedByFailures(db: Database, rules: RateRule[]): Promise<Date | null> {
  const now = new Date();
  const rows = await db
    .select({ blockedUntil: rateLimits.blockedUntil })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, rules.map((rule) => rule.key)), gt(rateLimits.blockedUntil, now)));
  return rows.reduce<Date | null>((latest, row) => (row.blockedUntil && (!latest || row.blockedUntil > latest) ? row.blockedUntil : latest), null);
}

/**
 * Lets an attempt's password be checked, or refuses it. Refused only by failures: an attempt that
 * finds as many others being checked as failures are still allowed waits for their outcome (a
 * success frees its place at once), so forty right passwords arriving together from one office's
 * address are all let in, while thirty parallel guesses are still checked five at a time.
 */
export async function startLoginAttempt(db: Database, rules: RateRule[]): Promise<RateDecision> {
  let deadline = Date.now() + PENDING_WAIT_MS;
  for (;;) {
    const blockedUntil = await blockedByFailures(db, rules);
    if (blockedUntil) return { allowed: false, retryAt: blockedUntil };
    const unproven = await takeAttempt(db, unprovenRules(rules));
    if (unproven.allowed || Date.now() >= deadline) return unproven;
    // While the attempts ahead keep settling (a busy server checks them slowly), keep waiting.
    if (await nextSettlement()) deadline = Date.now() + PENDING_WAIT_MS;
  }
}

const waiting = new Set<(settledHere: boolean) => void>();

/** True once an attempt of this process learns its outcome; false after RECHECK_MS without one. */
function nextSettlement(): Promise<boolean> {
  return new Promise((resolve) => {
    const wake = (settledHere: boolean) => {
      clearTimeout(timer);
      waiting.delete(wake);
      resolve(settledHere);
    };
    const timer = setTimeout(() => wake(false), RECHECK_MS);
    waiting.add(wake);
  });
}

function settled(): void {
  for (const wake of [...waiting]) wake(true);
}

/** The password was wrong: a failure, which may block (its place among the unproven attempts stays taken). */
export async function loginFailed(db: Database, rules: RateRule[]): Promise<void> {
  await takeAttempt(db, rules);
  settled();
}

/** The password was right: nothing counts against anyone, and this client starts afresh on this account. */
export async function loginSucceeded(db: Database, rules: RateRule[]): Promise<void> {
  const [pair, ...shared] = unprovenRules(rules);
  await refundAttempt(db, shared);
  await refundAttempt(db, [pair!, rules[0]!], [pair!.key, rules[0]!.key]);
  settled();
}

/** The check itself failed (a database error): the attempt counts as nothing. */
export async function loginAbandoned(db: Database, rules: RateRule[]): Promise<void> {
  await refundAttempt(db, unprovenRules(rules));
  settled();
}
