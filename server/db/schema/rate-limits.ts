import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters for throttled actions (logins, reset mails, anonymous reviews), one row per key
 * such as `login:account:42` or `login:address:203.0.113.9`. Kept in the database so every server
 * instance sees the same counts and a restart forgets nothing.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  /** Attempts counted since the counter was last idle for the rule's idle period. */
  hits: integer('hits').notNull().default(0),
  lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull().defaultNow(),
  /** While in the future, the key's attempts are refused without being evaluated. */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});
