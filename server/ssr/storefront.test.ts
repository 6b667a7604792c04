import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as renderer from '../../src/entry-server';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, testDatabaseKinds } from '../test/database';
import { parseTemplate } from './template';

/** Built index.html in miniature: what the renderer fills in is the same. */
const template = parseTemplate(
  '<!doctype html><html lang="en-US"><head><title>Vitrine</title><script type="module" src="/assets/entry.js"></script><link rel="modulepreload" crossorigin href="/assets/shell.js"></head><body><div id="root"></div></body></html>',
);
const anything = { accept: '*/*' };

/** The storefront rendered in-process from its sources (src/entry-server.tsx), against a private database. */
async function storefrontServer(kind: (typeof testDatabaseKinds)[number]) {
  const database = await createTestDatabase(kind);
  const config = loadConfig({ LOG_LEVEL: process.env.SSR_TEST_LOG ?? 'silent', STATIC_DIR: '/nonexistent', PUBLIC_URL: 'https://shop.example' });
  const app = await buildApp(config, database, { storefront: { renderer, template } });
  return { app, database, close: async () => (await app.close(), await database.dispose()) };
}

describe.each(testDatabaseKinds)('server-rendered storefront on %s', (kind) => {
  let server: Awaited<ReturnType<typeof storefrontServer>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    server = await storefrontServer(kind);
    app = server.app;
  });
  afterAll(() => server.close());

  it('answers a known product with 200 and its HTML, rendered with the data in the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/product/hoodie-with-logo', headers: anything });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toMatch(/<h1[^>]*>Hoodie with Logo<\/h1>/);
    expect(response.body).toContain('<link data-page-head rel="canonical" href="https://shop.example/product/hoodie-with-logo">');
    expect(response.body).toContain('<script id="vitrine-state" type="application/json">');
    // The shell is asked for as the response arrives, before the page is parsed.
    expect(response.headers.link).toBe('</assets/shell.js>; rel=modulepreload');
  });

  it('answers unknown products, categories and routes with 404 and the error page, for any Accept header', async () => {
    for (const url of ['/product/no-such-product', '/product-category/no-such-category', '/no/such/page', '/de/no/such/page']) {
      for (const accept of ['*/*', 'application/json', 'text/html']) {
        const response = await app.inject({ method: 'GET', url, headers: { accept } });
        expect(response.statusCode, `${url} ${accept}`).toBe(404);
        expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(response.body, url).toMatch(/<h1 id="error-title"[^>]*>(Error|Fehler)<\/h1>/);
        expect(response.body, url).toContain('name="robots" content="noindex, follow"');
      }
    }
  });

  it('answers HEAD with the status and headers of GET and no body', async () => {
    const known = await app.inject({ method: 'HEAD', url: '/products', headers: anything });
    expect(known.statusCode).toBe(200);
    expect(known.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(known.body).toBe('');
    const unknown = await app.inject({ method: 'HEAD', url: '/product/no-such-product', headers: anything });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('');
  });

  it('sends a first visit whose browser prefers German to the German page', async () => {
    const response = await app.inject({ method: 'GET', url: '/products?orderby=price', headers: { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/de/products?orderby=price');
    // Nothing to preload for a page the browser leaves at once.
    expect(response.headers.link).toBeUndefined();
    const german = await app.inject({ method: 'GET', url: '/de/products', headers: anything });
    expect(german.body).toContain('<html lang="de-DE"');
  });

  it('renders the 500 error page with status 500 when the catalogue cannot be read', async () => {
    const broken = await storefrontServer(kind);
    try {
      await broken.database.db.execute(sql`ALTER TABLE products RENAME TO products_unavailable`);
      const response = await broken.app.inject({ method: 'GET', url: '/product/hoodie-with-logo', headers: anything });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toMatch(/<h1 id="error-title"[^>]*>Error<\/h1>/);
      expect(response.body).toMatch(/>500</);
    } finally {
      await broken.close();
    }
  });
});
