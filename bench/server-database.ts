import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { queryRows } from '../server/services/catalog/lookup';
import { seedCommerceIfEmpty } from '../server/seed/commerce';
import { generateSyntheticCatalog } from '../server/seed/synthetic';

/**
 * Seeded databases for the benchmark. Generating 100k products takes minutes, so each catalogue is
 * built once and cached: PGlite data directories under bench/.cache, PostgreSQL template databases
 * on the server. The cache key covers the generator and the lookup columns it fills, so changing
 * either rebuilds it; new migrations (indexes, tables) are applied to the cached catalogue before a
 * run instead, which takes seconds rather than the minutes of a rebuild. Every run works on a private
 * copy, so what a run writes never leaks into the next.
 */

export type BenchDatabaseKind = 'pglite' | 'postgres';

export interface BenchDatabase {
  kind: BenchDatabaseKind;
  products: number;
  /** Environment for the server process. */
  env: Record<string, string>;
  /** Published, visible product slugs for the product page scenario. */
  slugs: string[];
  /** Products the shopper scenarios buy: simple, in stock, topped up so a run cannot sell them out. */
  cartProductIds: number[];
  dispose(): Promise<void>;
}

const repoRoot = path.join(import.meta.dirname, '..');
const cacheRoot = path.join(import.meta.dirname, '.cache');
const SEED = 1;

function cacheKey(): string {
  const hash = createHash('sha256').update(`seed:${SEED}`);
  const files = [
    ...readdirSync(path.join(repoRoot, 'server', 'seed'))
      .filter((file) => file.startsWith('synthetic') && !file.endsWith('.test.ts'))
      .map((file) => path.join(repoRoot, 'server', 'seed', file)),
    path.join(repoRoot, 'server', 'services', 'catalog', 'lookup.ts'),
  ].sort();
  for (const file of files) {
    hash.update(path.relative(repoRoot, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

async function sampleSlugs(handle: DatabaseHandle): Promise<string[]> {
  const rows = await queryRows<{ slug: string }>(
    handle.db,
    sql`SELECT slug FROM products WHERE parent_id IS NULL AND status = 'publish' AND catalog_visibility IN ('visible', 'catalog')
        ORDER BY md5(slug) LIMIT 200`,
  );
  return rows.map((row) => row.slug);
}

/**
 * What the shopper scenarios need in a run's copy: the demo shop's shipping zones, taxes and payment
 * gateways (cash on delivery), and stock that a run of checkouts cannot exhaust.
 */
async function prepareShopping(handle: DatabaseHandle): Promise<number[]> {
  await seedCommerceIfEmpty(handle.db);
  const rows = await queryRows<{ id: number }>(
    handle.db,
    sql`UPDATE products SET stock_quantity = 1000000 WHERE id IN (
          SELECT id FROM products WHERE parent_id IS NULL AND status = 'publish' AND type = 'simple' AND manage_stock
            AND stock_status = 'instock' AND regular_price > 0 AND catalog_visibility IN ('visible', 'catalog')
          ORDER BY id LIMIT 20)
        RETURNING id`,
  );
  return rows.map((row) => Number(row.id));
}

function log(message: string) {
  process.stderr.write(`bench: ${message}\n`);
}

async function generate(handle: DatabaseHandle, products: number, dataDir: string) {
  await handle.migrate();
  const started = Date.now();
  await generateSyntheticCatalog(handle.db, { products, seed: SEED, dataDir });
  log(`generated ${products} products in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * Brings a cached catalogue up to the current migrations. Statistics and the visibility map are
 * refreshed too, so new indexes are planned for and index-only scans work as on a vacuumed shop.
 */
async function migrateCached(handle: DatabaseHandle) {
  await handle.migrate();
  await handle.db.execute(sql`VACUUM ANALYZE`);
}

async function preparePglite(products: number, key: string): Promise<BenchDatabase> {
  const cached = path.join(cacheRoot, `pglite-${products}-${key}`);
  if (!existsSync(cached)) {
    mkdirSync(cacheRoot, { recursive: true });
    for (const stale of readdirSync(cacheRoot).filter((name) => name.startsWith(`pglite-${products}-`))) {
      rmSync(path.join(cacheRoot, stale), { recursive: true, force: true });
    }
    log(`building the PGlite catalogue of ${products} products (cached in ${path.relative(repoRoot, cached)})`);
    const building = `${cached}.building-${process.pid}`;
    const handle = await openDatabase({ dataDir: path.join(building, 'pglite') });
    try {
      await generate(handle, products, building);
    } finally {
      await handle.close();
    }
    renameSync(building, cached);
  }
  const cachedHandle = await openDatabase({ dataDir: path.join(cached, 'pglite') });
  try {
    await migrateCached(cachedHandle);
  } finally {
    await cachedHandle.close();
  }
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-'));
  cpSync(cached, runDir, { recursive: true });
  const handle = await openDatabase({ dataDir: path.join(runDir, 'pglite') });
  const slugs = await sampleSlugs(handle);
  const cartProductIds = await prepareShopping(handle);
  await handle.close();
  return {
    kind: 'pglite',
    products,
    env: { DATA_DIR: runDir, DATABASE_URL: '' },
    slugs,
    cartProductIds,
    dispose: async () => rmSync(runDir, { recursive: true, force: true }),
  };
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(serverUrl: string, query: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}

async function preparePostgres(products: number, key: string, serverUrl: string): Promise<BenchDatabase> {
  const template = `vitrine_bench_${products}_${key}`;
  const exists = await adminQuery(serverUrl, `SELECT 1 FROM pg_database WHERE datname = '${template}'`);
  const imagesDir = path.join(cacheRoot, 'postgres-data');
  if (exists.rowCount === 0) {
    const stale = await adminQuery(serverUrl, `SELECT datname FROM pg_database WHERE datname LIKE 'vitrine\\_bench\\_${products}\\_%'`);
    for (const row of stale.rows) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    log(`building the PostgreSQL catalogue of ${products} products (template database ${template})`);
    const building = `${template}_building`;
    await adminQuery(serverUrl, `CREATE DATABASE ${building}`);
    const handle = await openDatabase({ url: databaseUrl(serverUrl, building) });
    try {
      await generate(handle, products, imagesDir);
    } finally {
      await handle.close();
    }
    await adminQuery(serverUrl, `ALTER DATABASE ${building} RENAME TO ${template}`);
  }
  const templateHandle = await openDatabase({ url: databaseUrl(serverUrl, template) });
  try {
    await migrateCached(templateHandle);
  } finally {
    await templateHandle.close();
  }
  const runName = `vitrine_bench_run_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${runName} TEMPLATE ${template}`);
  const url = databaseUrl(serverUrl, runName);
  const handle = await openDatabase({ url });
  const slugs = await sampleSlugs(handle);
  const cartProductIds = await prepareShopping(handle);
  await handle.close();
  return {
    kind: 'postgres',
    products,
    // PostgreSQL servers must share a SESSION_SECRET (the server refuses to start without one).
    env: { DATA_DIR: imagesDir, DATABASE_URL: url, SESSION_SECRET: randomBytes(32).toString('hex') },
    slugs,
    cartProductIds,
    dispose: async () => {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${runName} WITH (FORCE)`);
    },
  };
}

export async function prepareDatabase(kind: BenchDatabaseKind, products: number, postgresUrl?: string): Promise<BenchDatabase> {
  const key = cacheKey();
  if (kind === 'pglite') return preparePglite(products, key);
  if (!postgresUrl) throw new Error('PostgreSQL runs need BENCH_DATABASE_URL or DATABASE_URL');
  return preparePostgres(products, key, postgresUrl);
}
