import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies every migration in server/db/migrations that has not run yet. */
  migrate(): Promise<void>;
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
      close: () => pool.end(),
    };
  }
  const options = { extensions: { pg_trgm } };
  let client: PGlite;
  if ('dataDir' in source) {
    mkdirSync(source.dataDir, { recursive: true });
    client = await PGlite.create(source.dataDir, options);
  } else {
    client = await PGlite.create({ ...options, loadDataDir: source.template });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Dumps an in-memory PGlite database so tests can start from a copy of it. */
export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}
