import type { FastifyRequest } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestDatabase } from '../test/database';
import { ResponseCache } from './response-cache';

/** Ends this database's LISTEN connection, as a restart, a failover or a pooler recycling it would. */
async function terminateListeners(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen%'`, [new URL(url).pathname.slice(1)]);
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const request = { method: 'POST', headers: {}, body: { query: '{ products { nodes { slug } } }' } } as unknown as FastifyRequest;

describe.skipIf(!process.env.TEST_DATABASE_URL)('the response cache when its LISTEN connection is lost (postgres)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let cache: ResponseCache;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    cache = await ResponseCache.start(database, loadConfig({ LOG_LEVEL: 'silent' }));
  });
  afterAll(async () => {
    await cache.close();
    await database.dispose();
  });

  it('serves nothing while it is away, and forgets every answer once it is back (changes may have gone unheard)', async () => {
    const ticket = (await cache.admit(request))!;
    cache.store(ticket, Buffer.from('{"data":{}}'), []);
    expect(cache.lookup(ticket)).toBeDefined();

    expect(await terminateListeners(database.url!)).toBe(1);
    // The loss reaches the cache as its connection's error, a moment after the backend has gone (later
    // on a busy machine): asked until it notices, and asked often, since it connects again at once.
    const deadline = Date.now() + 10_000;
    let away = false;
    while (!away && Date.now() < deadline) {
      away = (await cache.admit(request)) === null;
      if (!away) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(away).toBe(true);
    let back: Awaited<ReturnType<ResponseCache['admit']>> = null;
    for (let tries = 0; !back && tries < 200; tries += 1) {
      back = await cache.admit(request);
      if (!back) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(back).not.toBeNull();
    expect(cache.lookup(ticket)).toBeUndefined();
    expect(cache.lookup(back!)).toBeUndefined();
  });
});
