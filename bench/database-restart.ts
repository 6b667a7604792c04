/**
 * `npm run bench:db-restart`: a PostgreSQL restart under load. Starts a throwaway PostgreSQL server
 * (initdb + pg_ctl as user postgres: run as root, PostgreSQL binaries in TEST_POSTGRES_BIN, default
 * /usr/lib/postgresql/15/bin), seeds the demo shop on it, starts the real server (server/main.ts), lets
 * shoppers browse, add to cart and check out, stops PostgreSQL (`pg_ctl stop -m fast`: every session
 * ends, as in a restart or a failover), keeps it down, starts it again, and prints:
 *   - orders acknowledged, and how many of them are missing from the database (must be 0);
 *   - orders without lines (a checkout applied by halves; must be 0);
 *   - answers by kind: succeeded, refused cleanly, 503 "database unavailable", anything else (must be 0);
 *   - seconds from PostgreSQL accepting connections again to the server's first successful answer.
 *
 * Options: --shoppers 50  --down <seconds PostgreSQL stays down, default 5>  --before 5 --after 5 (seconds of load)
 * Ports: TEST_PRIVATE_POSTGRES_PORT for PostgreSQL, TEST_PORTS (e.g. 4300-4302) for the server; free ones otherwise.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { seedDemoShopIfEmpty } from '../server/seed/demo';
import { OrderLoad } from '../server/test/order-load';
import { canRunPrivatePostgres, startPrivatePostgres } from '../server/test/private-postgres';
import { startServerProcess } from '../server/test/server-process';

const { values } = parseArgs({ options: { shoppers: { type: 'string', default: '50' }, down: { type: 'string', default: '5' }, before: { type: 'string', default: '5' }, after: { type: 'string', default: '5' } } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  if (!canRunPrivatePostgres) {
    process.stderr.write('bench:db-restart needs root and the PostgreSQL binaries (TEST_POSTGRES_BIN, default /usr/lib/postgresql/15/bin)\n');
    process.exit(1);
  }

  const database = await startPrivatePostgres();
  const query = queryOn(database.url('shop'));
  const admin = new pg.Client({ connectionString: database.url() });
  await admin.connect();
  await admin.query('create database shop');
  await admin.end();
  const seeding = await openDatabase({ url: database.url('shop') });
  await seeding.migrate();
  await seedDemoShopIfEmpty(seeding.db);
  await seeding.close();

  const server = await startServerProcess({ DATABASE_URL: database.url('shop'), LOG_LEVEL: 'error' });
  try {
    const product = await query<{ id: number }>(`select id from products where type = 'simple' and status = 'publish' and not manage_stock and stock_status = 'instock' order by id limit 1`);
    const load = new OrderLoad(server.origin, Number(values.shoppers), product[0]!.id);
    await sleep(Number(values.before) * 1000);

    await database.stop();
    const stoppedAt = Date.now();
    await sleep(Number(values.down) * 1000);
    await database.start(); // returns once PostgreSQL accepts connections (pg_ctl -w)
    const backAt = Date.now();
    // The first success after PostgreSQL is back, asked for as a shopper would, every 50 ms.
    let answeredAt = 0;
    while (!answeredAt) {
      const response = await fetch(`${server.origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ products(first: 1) { nodes { slug } } }"}' }).catch(() => null);
      if (response?.status === 200) answeredAt = Date.now();
      else await sleep(50);
    }
    await sleep(Number(values.after) * 1000);
    const summary = await load.stop();

    const ids = summary.acknowledged;
    const { found } = (await query<{ found: number }>('select count(*)::int as found from orders where id = any($1::int[])', [ids]))[0]!;
    const { partial } = (await query<{ partial: number }>('select count(*)::int as partial from orders o where not exists (select 1 from order_items i where i.order_id = o.id)'))[0]!;
    const lines = [
      `shoppers ${values.shoppers}, PostgreSQL down ${((backAt - stoppedAt) / 1000).toFixed(1)} s (stop to accepting connections)`,
      `orders acknowledged: ${ids.length}, missing from the database: ${ids.length - found}, without lines: ${partial}`,
      `answers: ${summary.outcomes.ok} succeeded, ${summary.outcomes.refused} refused cleanly, ${summary.outcomes.unavailable} answered 503 (database unavailable), ${summary.unexpected.length} anything else`,
      `first success ${((answeredAt - backAt) / 1000).toFixed(2)} s after PostgreSQL accepted connections again`,
      `server process: ${server.child.exitCode === null ? 'still running' : `exited with ${server.child.exitCode}`}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (summary.unexpected.length) process.stdout.write(`unexpected answers (first 5):\n  ${summary.unexpected.slice(0, 5).join('\n  ')}\n`);
  } finally {
    await server.stop();
    await database.dispose();
  }
}

function queryOn(url: string) {
  return async <T>(text: string, params: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  };
}

void main();
