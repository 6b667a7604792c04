import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../db/client';
import { seedDemoShopIfEmpty } from '../seed/demo';
import { randomBytes } from 'node:crypto';

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

  // A template per run, so test runs sharing one PostgreSQL server never touch each other's.
  const url = process.env.TEST_DATABASE_URL;
  const postgresTemplate = `vitrine_test_template_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  if (url) {
    await admin(`CREATE DATABASE ${postgresTemplate}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${postgresTemplate}`;
    const pgTemplate = await openDatabase({ url: templateUrl.toString() });
    await pgTemplate.migrate();
    await seedDemoShopIfEmpty(pgTemplate.db);
    await pgTemplate.close();
    project.provide('postgresTemplate', postgresTemplate);
  }
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url) await admin(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
