import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The database kinds this run tests against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh copy of the seeded demo database, private to the caller. Close it with `dispose()`.
 * PostgreSQL copies come from the template database and are dropped on dispose.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind = 'pglite',
): Promise<DatabaseHandle & { dispose(): Promise<void>; /** PostgreSQL only: where a second server instance connects. */ url?: string }> {
  if (kind === 'pglite') {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const handle = await openDatabase({ template });
    return { ...handle, dispose: () => handle.close() };
  }
  const copy = await copyPostgresTemplate();
  const handle = await openDatabase({ url: copy.url });
  return {
    ...handle,
    url: copy.url,
    dispose: async () => {
      await handle.close();
      await copy.drop();
    },
  };
}

/** A private PostgreSQL database copied from the seeded template, for servers started as processes. */
export async function copyPostgresTemplate(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `vitrine_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  const copyUrl = new URL(url);
  copyUrl.pathname = `/${name}`;
  return {
    url: copyUrl.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** An empty, migrated database of the given kind (the synthetic generator refuses a seeded one), with its files under `dir`. */
export async function createEmptyDatabase(kind: TestDatabaseKind, dir: string): Promise<DatabaseHandle & { dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir: path.join(dir, `pglite-${randomBytes(4).toString('hex')}`) });
    await handle.migrate();
    return { ...handle, dispose: () => handle.close() };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `vitrine_synthetic_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const copyUrl = new URL(url);
  copyUrl.pathname = `/${name}`;
  const handle = await openDatabase({ url: copyUrl.toString() });
  await handle.migrate();
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
