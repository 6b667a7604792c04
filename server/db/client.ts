import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { listenPglite, listenPostgres, type ChannelSubscription } from './notifications';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';
import { PGliteThread } from './pglite-thread';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies every migration in server/db/migrations that has not run yet. */
  migrate(): Promise<void>;
  /** Runs `onChange` on every NOTIFY on `channel` (any process, once committed) and after a lost connection returns. */
  listen(channel: string, onChange: () => void): Promise<ChannelSubscription>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export type DatabaseSource =
  | { url: string }
  | { dataDir: string }
  /** An in-memory PGlite loaded from a dumped data directory (test template). */
  | { template: Blob };

export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  if ('url' in source) {
    const pool = new pg.Pool({ connectionString: source.url, max: 10 });
    // An idle connection ended by the server (restart, failover, DROP DATABASE ... FORCE) is reported on
    // the pool; without a listener Node would crash. The pool opens a new connection on next use.
    pool.on('error', () => {});
    // Fail now with the driver's message rather than on the first request.
    const probe = await pool.connect().catch(async (error: Error) => {
      await pool.end();
      throw new Error(`cannot connect to DATABASE_URL: ${error.message}`);
    });
    probe.release();
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(drizzlePostgres(pool), { migrationsFolder }),
      listen: (channel, onChange) => listenPostgres(source.url, channel, onChange),
      close: () => pool.end(),
    };
  }
  let client: PGliteThread;
  let releaseLock = () => {};
  if ('dataDir' in source) {
    mkdirSync(source.dataDir, { recursive: true });
    // PGlite is single-process: a second process writing the same directory destroys it.
    releaseLock = acquireDataDirLock(source.dataDir);
    client = await PGliteThread.open({ dataDir: source.dataDir }).catch((error: unknown) => {
      releaseLock();
      throw error;
    });
  } else {
    client = await PGliteThread.open({ template: source.template });
  }
  // The thread speaks the part of PGlite's interface drizzle uses.
  const asPglite = client as unknown as PGlite;
  const db = drizzlePglite(asPglite, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(asPglite), { migrationsFolder }),
    listen: (channel, onChange) => listenPglite(client, channel, onChange),
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/** Dumps an in-memory PGlite database so tests can start from a copy of it. */
export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  const client = (handle.db as unknown as { $client: PGliteThread }).$client;
  return client.dumpDataDir();
}
