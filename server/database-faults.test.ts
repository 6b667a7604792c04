/**
 * The server on a PostgreSQL database that goes away: backends terminated under traffic, the
 * PostgreSQL server stopped and started (a private throwaway one), a database that is down at start.
 * The server must stay up, answer 503 with a clear message meanwhile, lose no acknowledged order,
 * apply no order by halves, and serve again by itself.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { DATABASE_UNAVAILABLE_MESSAGE } from './operations/database-guard';
import { seedDemoShopIfEmpty } from './seed/demo';
import { copyPostgresTemplate } from './test/database';
import { OrderLoad, type LoadSummary } from './test/order-load';
import { canRunPrivatePostgres, startPrivatePostgres, type PrivatePostgres } from './test/private-postgres';
import { workersOf } from './test/processes';
import { startServerProcess, waitUntil, type ServerProcess } from './test/server-process';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A simple product that never runs out, so that every checkout can succeed. */
const unlimitedProduct = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query(`select id from products where type = 'simple' and status = 'publish' and not manage_stock and stock_status = 'instock' order by id limit 1`);
    return rows[0].id as number;
  });

/** Every acknowledged order is there, whole; no order anywhere lacks its lines (a checkout applied by halves). */
async function expectOrdersWhole(url: string, summary: LoadSummary) {
  await withClient(url, async (client) => {
    const found = await client.query('select id from orders where id = any($1::int[])', [summary.acknowledged]);
    expect(found.rowCount).toBe(summary.acknowledged.length);
    const partial = await client.query('select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)');
    expect(partial.rows).toEqual([]);
  });
}

const graphqlAnswers = (server: ServerProcess) =>
  fetch(`${server.origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ products(first: 1) { nodes { slug } } }' }) });

describe.skipIf(!onPostgres)('a server whose database connections are terminated under traffic', () => {
  let server: ServerProcess;
  let url: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ url, drop } = await copyPostgresTemplate());
    server = await startServerProcess({ DATABASE_URL: url });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it('stays up, answers 503 or succeeds, rolls back what was cut short, and serves again', async () => {
    const load = new OrderLoad(server.origin, 6, await unlimitedProduct(url));
    let terminated = 0;
    await load.progress(10);
    for (let round = 0; round < 5; round += 1) {
      // Every backend of this test's database: the pool's (busy and idle) and the LISTEN connection.
      terminated += await withClient(process.env.TEST_DATABASE_URL!, async (admin) => {
        const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [new URL(url).pathname.slice(1)]);
        return rowCount ?? 0;
      });
      await load.progress(5);
    }
    await load.progress(1, 'orders');
    const summary = await load.stop();
    expect(terminated).toBeGreaterThan(5);
    expect(server.child.exitCode).toBeNull();
    expect(summary.unexpected).toEqual([]);
    expect(summary.acknowledged.length).toBeGreaterThan(0);
    await expectOrdersWhole(url, summary);
    expect((await graphqlAnswers(server)).status).toBe(200);
  }, 120_000);
});

describe.skipIf(!onPostgres || !canRunPrivatePostgres)('a server whose PostgreSQL server stops and starts', () => {
  let database: PrivatePostgres;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    database = await startPrivatePostgres();
    await withClient(database.url(), (client) => client.query('create database shop'));
    const handle = await openDatabase({ url: database.url('shop') });
    await handle.migrate();
    await seedDemoShopIfEmpty(handle.db);
    await handle.close();
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it('waits for a database that is down at start, saying so once, then serves', async () => {
    await database.stop();
    server = await startServerProcess({ DATABASE_URL: database.url('shop'), DATABASE_WAIT: '120' }, { waitUntilServing: false });
    for (let tries = 0; !server.stderr().includes('waiting up to 120 s for the database') && tries < 600; tries += 1) await sleep(100);
    expect(server.stderr()).toMatch(/^vitrine: waiting up to 120 s for the database at 127\.0\.0\.1:\d+ \(.*ECONNREFUSED.*\)\n$/);
    await sleep(1_000);
    expect(server.child.exitCode).toBeNull();
    await database.start();
    await waitUntil(server, '/readyz', 120_000);
    expect((await graphqlAnswers(server)).status).toBe(200);
  }, 180_000);

  it('answers 503 while the database is away, loses no acknowledged order, and serves again once it is back', async () => {
    const running = server!;
    const load = new OrderLoad(running.origin, 6, await unlimitedProduct(database.url('shop')));
    await load.progress(20);
    await database.stop();
    // While it is away: the process answers, says it is not ready, and the shop says why.
    for (let tries = 0; load.outcomes.unavailable === 0 && tries < 300; tries += 1) await sleep(100);
    expect((await fetch(`${running.origin}/healthz`)).status).toBe(200);
    const notReady = await fetch(`${running.origin}/readyz`);
    expect(notReady.status).toBe(503);
    expect((await notReady.json()).reason).toMatch(/^the database cannot be reached \(/);
    const refused = await graphqlAnswers(running);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({ errors: [{ message: DATABASE_UNAVAILABLE_MESSAGE, extensions: { code: 'DATABASE_UNAVAILABLE' } }] });
    const page = await fetch(`${running.origin}/some-page`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('Please try again in a moment.');

    await database.start();
    await waitUntil(running, '/readyz', 60_000);
    await load.progress(20);
    await load.progress(1, 'orders');
    const summary = await load.stop();
    expect(running.child.exitCode).toBeNull();
    expect(summary.unexpected).toEqual([]);
    expect(summary.outcomes.unavailable).toBeGreaterThan(0);
    await expectOrdersWhole(database.url('shop'), summary);
  }, 180_000);

  it('keeps serving from the other workers while one that died cannot start again, and starts it once the database is back', async () => {
    await server?.stop();
    server = await startServerProcess({ DATABASE_URL: database.url('shop'), WORKERS: '2', DATABASE_WAIT: '1' });
    const primary = server.child.pid!;
    const [dead, survivor] = workersOf(primary);
    expect(survivor).toBeDefined();

    await database.stop();
    process.kill(dead!.pid, 'SIGKILL');
    // The worker started in its place finds no database within DATABASE_WAIT and exits before it listens.
    for (let tries = 0; !server.stderr().includes('a new worker exited before it listened') && tries < 600; tries += 1) await sleep(100);
    expect(server.stderr()).toMatch(/a new worker exited before it listened \(exit code 1\); the others keep serving, trying again in 2 s/);
    expect(server.child.exitCode).toBeNull();
    expect(workersOf(primary).map((worker) => worker.pid)).toContain(survivor!.pid);

    await database.start();
    let workers = workersOf(primary);
    for (let tries = 0; workers.length < 2 && tries < 600; tries += 1) {
      await sleep(100);
      workers = workersOf(primary);
    }
    expect(workers).toHaveLength(2);
    await waitUntil(server, '/readyz', 60_000);
    // The shop answers everything again.
    const answers = await Promise.all(Array.from({ length: 20 }, () => graphqlAnswers(server!)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(await server.stop()).toBe(0);
  }, 180_000);
});
