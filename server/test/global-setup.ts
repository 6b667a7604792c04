import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../db/client';
import { seedDemoShopIfEmpty } from '../seed/demo';
import { POSTGRES_TEMPLATE_DB } from './database';

/**
 * Builds the seeded database once per test run; every test file starts from a copy of it.
 * PGlite: a dumped data directory loaded into memory. PostgreSQL (TEST_DATABASE_URL): a template database.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-test-'));
  const template = await openDatabase({ dataDir: path.join(dir, 'template') });
  await template.migrate();
  await seedDemoShopIfEmpty(template.db);
  const dumpFile = path.join(dir, 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await (await dumpPglite(template)).arrayBuffer()));
  await template.close();
  project.provide('pgliteTemplate', dumpFile);

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE_DB}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${POSTGRES_TEMPLATE_DB}`;
    const pgTemplate = await openDatabase({ url: templateUrl.toString() });
    await pgTemplate.migrate();
    await seedDemoShopIfEmpty(pgTemplate.db);
    await pgTemplate.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
