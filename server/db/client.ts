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
import { createResilientPool, DEFAULT_POSTGRES_LIMITS, waitForDatabase, type DatabaseHealth, type PostgresLimits } from './postgres-pool';
import { migrationsCurrent } from './migration-state';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies every migration in server/db/migrations that has not run yet. */
  migrate(): Promise<void>;
  /** Runs `onChange` on every NOTIFY on `channel` (any process, once committed) and after a lost connection returns. */
  listen(channel: string, onChange: () => void): Promise<ChannelSubscription>;
  /** Whether every migration in server/db/migrations has been applied (a newer release may be running migrations). */
  migrationsCurrent(): Promise<boolean>;
  /** PostgreSQL only: whether the database answers and how busy the pool is. */
  health?: DatabaseHealth;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** How a server process uses PostgreSQL; command-line tools keep the defaults (no statement limit, no wait). */
export interface PostgresServing extends Partial<PostgresLimits> {
  /** Longest wait at start for a database that does not take connections yet. */
  waitMs?: number;
  /** Where notes about the database (waiting for it, lost, back) go. */
  log?: (level: 'warn' | 'info', message: string) => void;
}

export type DatabaseSource =
  | { url: string; serving?: PostgresServing }
  | { dataDir: string }
  /** An in-memory PGlite loaded from a dumped data directory (test template). */
  | { template: Blob };

export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  if ('url' in source) {
    const { waitMs = 0, log = () => {}, ...limits } = source.serving ?? {};
    const settings = { ...DEFAULT_POSTGRES_LIMITS, ...limits };
    // Fail now with the driver's message rather than on the first request.
    await waitForDatabase(source.url, waitMs, settings.connectTimeoutMs, (message) => log('warn', message));
    const { pool, health } = createResilientPool(source.url, settings, log);
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      // On a connection of its own: a migration may take longer than a request's statement limit.
      migrate: async () => {
        const client = new pg.Client({ connectionString: source.url });
        client.on('error', () => {});
        await client.connect();
        try {
          await migratePostgres(drizzlePostgres(client), { migrationsFolder });
        } finally {
          await client.end().catch(() => {});
        }
      },
      listen: (channel, onChange) => listenPostgres(source.url, channel, onChange, settings.connectTimeoutMs),
      migrationsCurrent: () => migrationsCurrent(db),
      health,
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
    migrationsCurrent: () => migrationsCurrent(db),
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
