import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '../test/database';
import { RemoteCache } from './remote-cache';
import { sharedPurge, type SharedPurge } from './remote-cache-broadcast';

async function filledCache(): Promise<RemoteCache> {
  const upstream = (async () => Response.json({ data: { shop: 'answer' } })) as typeof fetch;
  const cache = new RemoteCache({ ttlMs: 60_000, staleMs: 60_000, maxEntries: 10, upstreamTimeoutMs: 5_000, fetch: upstream });
  await cache.forPage(AbortSignal.timeout(5_000))('https://shop.example/graphql', { method: 'POST', body: JSON.stringify({ query: '{ shop }' }) });
  return cache;
}

describe.each(testDatabaseKinds)('a purge on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const purges: SharedPurge[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await Promise.all(purges.map((purge) => purge.close()));
    await database?.dispose();
  });

  it("empties every instance's cache, not only the one the webhook reached", async () => {
    const [here, there] = await Promise.all([filledCache(), filledCache()]);
    purges.push(await sharedPurge(database, here), await sharedPurge(database, there));
    expect(await purges[0]!.purge()).toBe(1);
    expect(here.size).toBe(0);
    await expect.poll(() => there.size, { timeout: 5_000 }).toBe(0);
  });
});
