import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema/rate-limits';

/** One counter an action is held to. */
export interface RateRule {
  key: string;
  /** Attempts allowed before the key is blocked. */
  limit: number;
  /** A counter untouched for this long starts again from zero. */
  idleResetMs: number;
  /** How long the key is blocked once it reaches the limit; `overflow` counts the blocks before this one. */
  blockMs: (overflow: number) => number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAt: Date };

/** 30 s, 1, 2, 4, 8 minutes... up to `maxMs`: slows a guesser down quickly without a long lockout. */
export function progressiveBlock(firstMs: number, maxMs: number): (overflow: number) => number {
  return (overflow) => Math.min(maxMs, firstMs * 2 ** Math.min(overflow, 20));
}

/**
 * Checks and counts one attempt against every rule in one transaction, the rows locked in key order:
 * parallel attempts are counted one after the other, so no more than `limit` of them are ever let
 * through. A refused attempt counts nothing (a guesser cannot extend a block by hammering it).
 */
export async function takeAttempt(db: Database, rules: RateRule[]): Promise<RateDecision> {
  const ordered = [...rules].sort((a, b) => a.key.localeCompare(b.key));
  if (ordered.length === 0) return { allowed: true };
  return db.transaction(async (tx) => {
    await tx
      .insert(rateLimits)
      .values(ordered.map((rule) => ({ key: rule.key, hits: 0 })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(rateLimits)
      .where(inArray(rateLimits.key, ordered.map((rule) => rule.key)))
      .orderBy(rateLimits.key)
      .for('update');
    const now = Date.now();
    const byKey = new Map(rows.map((row) => [row.key, row]));
    let retryAt: Date | null = null;
    for (const rule of ordered) {
      const blockedUntil = byKey.get(rule.key)?.blockedUntil;
      if (blockedUntil && blockedUntil.getTime() > now && (!retryAt || blockedUntil > retryAt)) retryAt = blockedUntil;
    }
    if (retryAt) return { allowed: false, retryAt };
    for (const rule of ordered) {
      const row = byKey.get(rule.key)!;
      const idle = now - row.lastHitAt.getTime() > rule.idleResetMs;
      const hits = (idle ? 0 : row.hits) + 1;
      const blockedUntil = hits >= rule.limit ? new Date(now + rule.blockMs(hits - rule.limit)) : null;
      await tx.update(rateLimits).set({ hits, lastHitAt: new Date(now), blockedUntil }).where(eq(rateLimits.key, rule.key));
    }
    return { allowed: true } as const;
  });
}

/**
 * Takes back an attempt that turned out to be legitimate (the right password): keys listed in
 * `clear` start afresh, the others give back the one attempt (and their block, when under the limit).
 */
export async function refundAttempt(db: Database, rules: RateRule[], clear: string[] = []): Promise<void> {
  if (clear.length) await db.delete(rateLimits).where(inArray(rateLimits.key, clear));
  for (const rule of rules.filter((candidate) => !clear.includes(candidate.key))) {
    await db
      .update(rateLimits)
      .set({
        hits: sql`greatest(${rateLimits.hits} - 1, 0)`,
        blockedUntil: sql`case when ${rateLimits.hits} - 1 < ${rule.limit} then null else ${rateLimits.blockedUntil} end`,
      })
      .where(eq(rateLimits.key, rule.key));
  }
}

/** "Please try again in 3 minutes." */
export function retryInMinutes(retryAt: Date): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 60000));
  return `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
