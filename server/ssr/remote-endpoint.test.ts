import { createServer as createHttpServer } from 'node:http';
import { createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/entry-server';
import { createTestServer, type TestServer, type TestServerOptions } from '../test/api';
import { testDatabaseKinds, type TestDatabaseKind } from '../test/database';
import { freePort } from '../test/processes';
import { parseTemplate } from './template';

/** Built index.html in miniature: what the renderer fills in is the same. */
const template = parseTemplate(
  '<!doctype html><html lang="en-US"><head><title>Vitrine</title><script type="module" src="/assets/entry.js"></script></head><body><div id="root"></div></body></html>',
);
const anything = { accept: '*/*' };

function directives(policy: unknown): Record<string, string[]> {
  return Object.fromEntries(String(policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]));
}

/** A server that accepts connections and never answers, as a stuck shop would. */
async function silentServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => void sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: async () => {
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A shop whose storefront renders against `endpoint` over HTTP; its own catalogue cannot be read, so any page it renders came from there. */
async function storefrontFor(kind: TestDatabaseKind, endpoint: string, env: NodeJS.ProcessEnv = {}, logStream?: TestServerOptions['logStream']): Promise<TestServer> {
  const shop = await createTestServer(
    kind,
    { PUBLIC_URL: 'https://shop.example', ...env },
    { storefront: { renderer: { render, graphqlEndpoint: endpoint }, template }, logStream },
  );
  await shop.database.db.execute(sql`ALTER TABLE products RENAME TO products_unavailable`);
  return shop;
}

describe.each(testDatabaseKinds)('storefront rendered against a remote GraphQL endpoint on %s', (kind) => {
  /** Vitrine's own server as the remote WooGraphQL shop, on a real port. */
  let api: TestServer;
  let apiOrigin: string;
  let shop: TestServer;
  const calls: Pick<FastifyRequest, 'url' | 'headers'>[] = [];

  beforeAll(async () => {
    const port = await freePort();
    apiOrigin = `http://127.0.0.1:${port}`;
    api = await createTestServer(kind, { PUBLIC_URL: apiOrigin });
    // The test catalogue's images are at the WooCommerce export's host; a shop serves its media library itself.
    await api.database.db.execute(sql`UPDATE media_items SET source_url = regexp_replace(source_url, '^https://[^/]+', ${apiOrigin})`);
    api.app.addHook('onRequest', async ({ url, headers }) => void calls.push({ url, headers }));
    await api.app.listen({ host: '127.0.0.1', port });
    // These tests look at what every render sends the shop: none is answered from the remote cache.
    shop = await storefrontFor(kind, `${apiOrigin}/graphql`, { REMOTE_CACHE_TTL: '0' });
  });
  afterAll(async () => {
    await shop?.close();
    await api?.close();
  });

  /** GET a page, and the GraphQL calls the API server received while it rendered. */
  async function page(url: string, headers: Record<string, string> = anything, on: TestServer = shop) {
    const before = calls.length;
    const response = await on.app.inject({ method: 'GET', url, headers });
    return { response, calls: calls.slice(before) };
  }

  describe('with the remote cache (REMOTE_CACHE_TTL)', () => {
    const secret = 'a-purge-secret-of-some-length';
    let cached: TestServer;
    beforeAll(async () => {
      cached = await storefrontFor(kind, `${apiOrigin}/graphql`, { REMOTE_CACHE_PURGE_SECRET: secret });
    });
    afterAll(async () => {
      await cached?.close();
    });

    it('renders a page it rendered before without asking the remote shop anything, and the same page', async () => {
      const first = await page('/product/hoodie-with-logo', anything, cached);
      expect(first.response.statusCode).toBe(200);
      expect(first.response.headers['x-remote-cache']).toBe('MISS');
      expect(first.calls.length).toBeGreaterThan(0);
      const second = await page('/product/hoodie-with-logo', anything, cached);
      expect(second.calls).toEqual([]);
      expect(second.response.statusCode).toBe(200);
      // The whole page is kept: a repeat visit is not even rendered again.
      expect(second.response.headers['x-remote-cache']).toBe('PAGE');
      expect(second.response.body).toBe(first.response.body);
      // Another language renders from the same answers where its operations are the same.
      const german = await page('/de/product/hoodie-with-logo', anything, cached);
      expect(german.calls).toEqual([]);
      expect(german.response.headers['x-remote-cache']).toBe('HIT');
      expect(german.response.statusCode).toBe(200);
      expect(german.response.body).toMatch(/<h1[^>]*>Hoodie with Logo<\/h1>/);
    });

    it('asks the remote shop again after a purge', async () => {
      await page('/products', anything, cached);
      expect((await page('/products', anything, cached)).calls).toEqual([]);
      const purge = await cached.app.inject({ method: 'POST', url: '/cache/purge', headers: { authorization: `Bearer ${secret}` } });
      expect(purge.statusCode).toBe(200);
      expect(purge.json().purged).toBeGreaterThan(0);
      const after = await page('/products', anything, cached);
      expect(after.calls.length).toBeGreaterThan(0);
      expect(after.response.headers['x-remote-cache']).toBe('MISS');
    });
  });

  it('renders a product page from the remote shop over HTTP (its own catalogue being unreadable), with its name, price and records', async () => {
    const { response, calls: received } = await page('/product/hoodie-with-logo');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1[^>]*>Hoodie with Logo<\/h1>/);
    const { data } = await api.graphql('{ product(id: "hoodie-with-logo", idType: SLUG) { ... on SimpleProduct { price } } }');
    expect(data?.product?.price).toMatch(/^€\d/);
    expect(response.body).toContain(`>${data?.product?.price}</span>`);
    expect(response.body).toContain('<link data-page-head rel="canonical" href="https://shop.example/product/hoodie-with-logo">');
    const state = /<script id="vitrine-state" type="application\/json">(.*?)<\/script>/s.exec(response.body)?.[1] ?? '';
    expect(state).toContain('Hoodie with Logo');
    expect(received.length).toBeGreaterThan(0);
    expect(received.every((call) => call.url.startsWith('/graphql'))).toBe(true);
  });

  it('answers an unknown product or category with 404 and the error page', async () => {
    for (const url of ['/product/no-such-product', '/product-category/no-such-category', '/de/product/no-such-product']) {
      const { response, calls: received } = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toMatch(/<h1 id="error-title"[^>]*>(Error|Fehler)<\/h1>/);
      expect(received.length, url).toBeGreaterThan(0);
    }
  });

  it('renders a product list with its cards', async () => {
    const { response } = await page('/products');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Hoodie with Logo');
    expect(response.body.match(/href="\/product\/[\w-]+"/g)?.length).toBeGreaterThan(5);
  });

  it('renders under a language prefix and follows Accept-Language to it', async () => {
    const german = await page('/de/product/hoodie-with-logo');
    expect(german.response.statusCode).toBe(200);
    expect(german.response.body).toContain('<html lang="de-DE"');
    expect(german.response.body).toMatch(/<h1[^>]*>Hoodie with Logo<\/h1>/);
    const first = await page('/products', { 'accept-language': 'de-AT,de;q=0.9' });
    expect(first.response.statusCode).toBe(302);
    expect(first.response.headers.location).toBe('/de/products');
  });

  it("sends the remote shop nothing of the shopper's: no cookies, session or authorization", async () => {
    const { response, calls: received } = await page('/de/products', {
      accept: 'text/html',
      cookie: 'woocommerce-session=secret-session; vitrine-locale=de_DE',
      authorization: 'Bearer secret-token',
      'woocommerce-session': 'Session secret-session',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="de-DE"');
    expect(received.length).toBeGreaterThan(0);
    for (const call of received) {
      expect(call.headers.cookie).toBeUndefined();
      expect(call.headers.authorization).toBeUndefined();
      expect(call.headers['woocommerce-session']).toBeUndefined();
    }
  });

  it("lets the browser call the endpoint the storefront was built for, whatever the server's environment says", async () => {
    expect(process.env.VITE_GRAPHQL_ENDPOINT).toBeUndefined();
    const { response } = await page('/product/hoodie-with-logo');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['connect-src']).toContain(apiOrigin);
  });

  it("lets the browser show the remote shop's product images, which live on its origin", async () => {
    const { response } = await page('/product/hoodie-with-logo');
    const images = [...response.body.matchAll(/<img[^>]* src="([^"]+)"|<link rel="preload" as="image" href="([^"]+)"/g)];
    expect(images.length).toBeGreaterThan(1);
    for (const [, src, preload] of images) expect(new URL(src ?? preload!).origin).toBe(apiOrigin);
    expect(directives(response.headers['content-security-policy'])['img-src']).toContain(apiOrigin);
  });

  it('answers 500 with the error page at once, without waiting for the deadline, and logs why, when the remote endpoint refuses connections', async () => {
    const log: string[] = [];
    const endpoint = `http://127.0.0.1:${await freePort()}/graphql`;
    const down = await storefrontFor(kind, endpoint, { LOG_LEVEL: 'error', REMOTE_GRAPHQL_TIMEOUT: '30' }, { write: (line) => void log.push(line) });
    try {
      const started = Date.now();
      const response = await down.app.inject({ method: 'GET', url: '/product/hoodie-with-logo', headers: anything });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toMatch(/<h1 id="error-title"[^>]*>Error<\/h1>/);
      expect(Date.now() - started).toBeLessThan(10_000);
      const errors = log.map((line) => JSON.parse(line));
      expect(errors).toContainEqual(expect.objectContaining({ msg: 'page data could not be loaded', reqId: response.headers['x-request-id'] }));
      expect(JSON.stringify(errors)).toContain('ECONNREFUSED');
      expect((await down.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });

  it('answers 500 with the error page once its deadline passes when the remote endpoint accepts but never answers', async () => {
    const stuck = await silentServer();
    const waiting = await storefrontFor(kind, `http://127.0.0.1:${stuck.port}/graphql`, { REMOTE_GRAPHQL_TIMEOUT: '1' });
    try {
      const started = Date.now();
      const response = await waiting.app.inject({ method: 'GET', url: '/product/hoodie-with-logo', headers: anything });
      expect(response.statusCode).toBe(500);
      expect(response.body).toMatch(/<h1 id="error-title"[^>]*>Error<\/h1>/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
      expect(Date.now() - started).toBeLessThan(8000);
    } finally {
      await waiting.close();
      await stuck.close();
    }
  });

  it("answers 500 with the error page when the endpoint answers with a proxy's HTML error page", async () => {
    const proxy = createHttpServer((_req, res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502 Bad Gateway</h1>'));
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const behindProxy = await storefrontFor(kind, `http://127.0.0.1:${(proxy.address() as { port: number }).port}/graphql`);
    try {
      const response = await behindProxy.app.inject({ method: 'GET', url: '/product/hoodie-with-logo', headers: anything });
      expect(response.statusCode).toBe(500);
      expect(response.body).toMatch(/<h1 id="error-title"[^>]*>Error<\/h1>/);
      expect(response.body).not.toContain('Bad Gateway');
    } finally {
      await behindProxy.close();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});
