import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RemoteCache } from '../ssr/remote-cache';
import { createTestServer, type TestServer } from '../test/api';
import { CACHE_PURGE_PATH, cachePurgeRoutes } from './cache-purge';

const SECRET = 'a-webhook-secret-of-some-length';
/** What WooCommerce sends for product.updated: JSON, signed as sent. */
const DELIVERY = JSON.stringify({ id: 37, name: 'Hoodie with Logo', price: '45', description: '<p>Ünïcode &amp; "quotes"</p>' });
const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('base64');

/** A cache holding `count` answers, filled through its own fetch as pages fill it. */
async function filledCache(count: number): Promise<RemoteCache> {
  const upstream = (async () => Response.json({ data: { shop: 'answer' } })) as typeof fetch;
  const cache = new RemoteCache({ ttlMs: 60_000, staleMs: 60_000, maxEntries: 100, upstreamTimeoutMs: 5_000, fetch: upstream });
  const pageFetch = cache.forPage(AbortSignal.timeout(5_000));
  for (let index = 0; index < count; index += 1) {
    await pageFetch('https://shop.example/graphql', { method: 'POST', body: JSON.stringify({ query: `{ product${index}: shop }` }) });
  }
  return cache;
}

describe('POST /cache/purge', () => {
  let app: FastifyInstance;
  let cache: RemoteCache;

  beforeEach(async () => {
    cache = await filledCache(3);
    app = Fastify();
    await app.register(cachePurgeRoutes, { secret: SECRET, purge: async () => cache.purge() });
  });

  const purge = (headers: Record<string, string>, payload = DELIVERY) => app.inject({ method: 'POST', url: CACHE_PURGE_PATH, headers, payload });

  it('empties the cache for the right bearer token and says how many answers it dropped', async () => {
    const response = await purge({ authorization: `Bearer ${SECRET}` }, '');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ purged: 3 });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(cache.size).toBe(0);
  });

  it("empties the cache for a WooCommerce delivery signed with the webhook's secret", async () => {
    const response = await purge({ 'content-type': 'application/json', 'x-wc-webhook-topic': 'product.updated', 'x-wc-webhook-signature': sign(DELIVERY) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ purged: 3 });
    expect(cache.size).toBe(0);
  });

  it.each([
    ['a wrong bearer token', { authorization: `Bearer ${SECRET}x` }],
    ['the secret in another scheme', { authorization: `Basic ${SECRET}` }],
    ['a signature made with another secret', { 'content-type': 'application/json', 'x-wc-webhook-signature': sign(DELIVERY, 'another-secret-of-some-length') }],
    ['a signature of another body', { 'content-type': 'application/json', 'x-wc-webhook-signature': sign(`${DELIVERY} `) }],
    ['a wrong bearer token beside a right signature', { authorization: 'Bearer nope', 'x-wc-webhook-signature': sign(DELIVERY) }],
    ['nothing', {}],
  ])('answers 401 and purges nothing for %s', async (_name, headers) => {
    const response = await purge(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'Unauthorized' });
    expect(cache.size).toBe(3);
  });

  it("accepts WooCommerce's ping when a webhook is saved, signed or not (WooCommerce sends it unsigned), purging nothing when unsigned", async () => {
    const ping = 'webhook_id=12';
    const unsigned = await purge({ 'content-type': 'application/x-www-form-urlencoded' }, ping);
    expect(unsigned.statusCode).toBe(200);
    expect(unsigned.json()).toEqual({ purged: 0 });
    expect(cache.size).toBe(3);
    const signed = await purge({ 'content-type': 'application/x-www-form-urlencoded', 'x-wc-webhook-signature': sign(ping) }, ping);
    expect(signed.statusCode).toBe(200);
    expect(cache.size).toBe(0);
    expect((await purge({}, 'webhook_id=12&purge=1')).statusCode).toBe(401);
  });

  it('leaves the JSON parsing of every other route as it was', async () => {
    app.post('/echo', async (request) => request.body);
    const response = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{"a":1}' });
    expect(response.json()).toEqual({ a: 1 });
  });
});

describe('the purge endpoint of the server', () => {
  let withoutSecret: TestServer;
  let withSecret: TestServer;

  beforeAll(async () => {
    [withoutSecret, withSecret] = await Promise.all([createTestServer('pglite'), createTestServer('pglite', { REMOTE_CACHE_PURGE_SECRET: SECRET })]);
  });
  afterAll(async () => {
    await withoutSecret?.close();
    await withSecret?.close();
  });

  it('does not exist without REMOTE_CACHE_PURGE_SECRET', async () => {
    const response = await withoutSecret.app.inject({ method: 'POST', url: CACHE_PURGE_PATH, headers: { authorization: `Bearer ${SECRET}` } });
    expect(response.statusCode).toBe(404);
  });

  it('answers with the secret set: 401 for a wrong token, 200 for the right one or signature', async () => {
    const inject = (headers: Record<string, string>) => withSecret.app.inject({ method: 'POST', url: CACHE_PURGE_PATH, headers: { 'content-type': 'application/json', ...headers }, payload: DELIVERY });
    expect((await inject({ authorization: 'Bearer wrong' })).statusCode).toBe(401);
    expect((await inject({ 'x-wc-webhook-signature': sign('{}') })).statusCode).toBe(401);
    const bearer = await inject({ authorization: `Bearer ${SECRET}` });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.json()).toEqual({ purged: 0 });
    expect((await inject({ 'x-wc-webhook-signature': sign(DELIVERY) })).statusCode).toBe(200);
    // Vitrine's own API is unchanged beside it.
    expect((await withSecret.graphql('{ generalSettings { title } }')).data).toEqual({ generalSettings: { title: 'Vitrine' } });
  });
});
