import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';

/**
 * What PostgreSQL's autovacuum does for a server, done for PGlite, which has none (and whose
 * statistics of dead rows are never flushed, so it cannot be told which tables need it):
 *
 * - every hour, VACUUM the tables a shop rewrites all day (sessions and carts on every visit,
 *   throttles on every login), which otherwise grow with dead rows for ever;
 * - once a day, VACUUM and ANALYZE everything, so that the planner's statistics follow the catalogue
 *   and the orders as they change.
 *
 * PGlite runs one statement at a time: the hourly pass takes milliseconds, the daily one about two
 * seconds at 100,000 products, during which requests wait. PostgreSQL needs nothing of this.
 */
const CHURNING_TABLES = ['sessions', 'cart_items', 'rate_limits', 'auth_sessions', 'password_resets', 'wishlist_items', 'mail_outbox', 'coupon_usages'];
const HOURLY_MS = 60 * 60 * 1000;
const DAILY_EVERY = 24;

export async function vacuumChurningTables(handle: Pick<DatabaseHandle, 'db'>): Promise<void> {
  await handle.db.execute(sql.raw(`VACUUM (ANALYZE) ${CHURNING_TABLES.join(', ')}`));
}

export async function vacuumEverything(handle: Pick<DatabaseHandle, 'db'>): Promise<void> {
  await handle.db.execute(sql`VACUUM (ANALYZE)`);
}

/** Starts the embedded database's maintenance; returns how to stop it. Does nothing on PostgreSQL. */
export function scheduleEmbeddedMaintenance(handle: Pick<DatabaseHandle, 'db' | 'kind'>, log: { error(details: object, message: string): void }): () => void {
  if (handle.kind !== 'pglite') return () => {};
  let hour = 0;
  const run = () => {
    hour += 1;
    const pass = hour % DAILY_EVERY === 0 ? vacuumEverything(handle) : vacuumChurningTables(handle);
    pass.catch((error: unknown) => log.error({ err: error }, 'embedded database maintenance failed'));
  };
  const timer = setInterval(run, HOURLY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
