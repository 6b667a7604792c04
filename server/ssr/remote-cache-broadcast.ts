import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import type { RemoteCache } from './remote-cache';

/** Heard by every instance of the shop: workers sharing a port and servers sharing a PostgreSQL database. */
export const REMOTE_CACHE_PURGE_CHANNEL = 'vitrine_remote_cache_purge';

export interface SharedPurge {
  /** Empties this instance's cache and tells the others to; resolves to how many answers this one dropped. */
  purge(): Promise<number>;
  close(): Promise<void>;
}

/**
 * A webhook reaches one instance, but each keeps its own answers: a purge goes to all of them. An
 * instance whose listening connection was lost purges when it comes back, since it may have missed one.
 */
export async function sharedPurge(database: DatabaseHandle, cache: RemoteCache | undefined): Promise<SharedPurge> {
  const subscription = cache ? await database.listen(REMOTE_CACHE_PURGE_CHANNEL, () => cache.purge()) : null;
  return {
    async purge() {
      const purged = cache?.purge() ?? 0;
      await database.db.execute(sql`select pg_notify(${REMOTE_CACHE_PURGE_CHANNEL}, '')`);
      return purged;
    },
    close: async () => subscription?.close(),
  };
}
