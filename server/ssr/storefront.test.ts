import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as renderer from '../../src/entry-server';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { CatalogueWatch } from '../graphql/response-cache';
import { changeProduct } from '../test/catalog-fixtures';
import { createTestDatabase, testDatabaseKinds } from '../test/database';
import { registerStorefront, type StorefrontRenderer } from './storefront';
import { parseTemplate } from './template';

/** Built index.html in miniature: what the renderer fills in is the same. */
const template = parseTemplate(
  '<!doctype html><html lang="en-US"><head><title>Vitrine</title><script type="module" src="/assets/entry.js"></script><link rel="modulepreload" crossorigin href="/assets/shell.js"></head><body><div id="root"></div></body></html>',
);
const anything = { accept: '*/*' };

/** The storefront rendered in-process from its sources (src/entry-server.tsx), against a private database. */
async function storefrontServer(kind: (typeof testDatabaseKinds)[number], env: Record<string, string> = {}) {
  const database = await createTestDatabase(kind);
  const config = loadConfig({ LOG_LEVEL: process.env.SSR_TEST_LOG ?? 'silent', STATIC_DIR: '/nonexistent', PUBLIC_URL: 'https://shop.example', ...env });
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

  it('sends an anonymous page again without rendering it, until the catalogue changes', async () => {
    const first = await app.inject({ method: 'GET', url: '/product/belt', headers: anything });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('MISS');
    expect(first.body).toMatch(/<h1[^>]*>Belt<\/h1>/);

    const again = await app.inject({ method: 'GET', url: '/product/belt', headers: anything });
    expect(again.headers['x-page-cache']).toBe('HIT');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(again.headers.link).toBe(first.headers.link);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    const head = await app.inject({ method: 'HEAD', url: '/product/belt', headers: anything });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');

    await changeProduct(server.database.db, 'belt', { name: 'Belt, Brown' });
    // The change reaches the server as a notification a moment after its commit.
    let after = await app.inject({ method: 'GET', url: '/product/belt', headers: anything });
    for (let attempt = 0; attempt < 100 && !after.body.includes('Belt, Brown'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await app.inject({ method: 'GET', url: '/product/belt', headers: anything });
    }
    expect(after.body).toMatch(/<h1[^>]*>Belt, Brown<\/h1>/);
    expect(after.headers['x-page-cache']).toBe('MISS');
  });

  it("keeps a page for what decides its language: a visitor whose browser prefers German is not sent another's English page", async () => {
    await app.inject({ method: 'GET', url: '/products?orderby=date', headers: anything });
    const english = await app.inject({ method: 'GET', url: '/products?orderby=date', headers: anything });
    expect(english.headers['x-page-cache']).toBe('HIT');
    const german = await app.inject({ method: 'GET', url: '/products?orderby=date', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(german.statusCode).toBe(302);
    expect(german.headers.location).toBe('/de/products?orderby=date');
  });

  it('renders every page afresh with RESPONSE_CACHE=false', async () => {
    const uncached = await storefrontServer(kind, { RESPONSE_CACHE: 'false' });
    try {
      for (let visit = 0; visit < 2; visit += 1) {
        const response = await uncached.app.inject({ method: 'GET', url: '/product/belt', headers: anything });
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-page-cache']).toBeUndefined();
      }
    } finally {
      await uncached.close();
    }
  });
});

/** The page-keeping rules alone: a renderer that counts its renders, and a catalogue the test changes. */
describe('pages kept from the own catalogue', () => {
  function fakeCatalogue() {
    const listeners: (() => void)[] = [];
    let generation: number | null = 0;
    const watch: CatalogueWatch = { freshMs: 60_000, generation: () => generation, onChange: (listener) => listeners.push(listener) };
    return {
      watch,
      change: () => {
        generation = (generation ?? 0) + 1;
        listeners.forEach((listener) => listener());
      },
      disconnect: () => (generation = null),
    };
  }

  async function storefront(catalogue: ReturnType<typeof fakeCatalogue>, onRender: () => void = () => undefined, status = 200) {
    let renders = 0;
    const fakeRenderer: StorefrontRenderer = {
      graphqlEndpoint: '/graphql',
      render: async () => {
        renders += 1;
        onRender();
        return { type: 'page', status, lang: 'en-US', head: '', modules: [], body: Readable.from([`<p>render ${renders}</p>`]), state: () => '' };
      },
    };
    const app = Fastify();
    registerStorefront(app, {
      renderer: fakeRenderer,
      template,
      publicUrl: 'https://shop.example',
      backend: async () => ({ endpoint: '/graphql', currency: 'EUR', imageOrigin: 'https://shop.example', capabilities: {} }) as never,
      graphqlFetch: () => fetch,
      remoteDeadlineMs: 1_000,
      catalogue: catalogue.watch,
    });
    const get = async () => {
      const response = await app.inject({ method: 'GET', url: '/products' });
      return { cache: response.headers['x-page-cache'], body: response.body };
    };
    return { get, close: () => app.close() };
  }

  it('does not keep a page rendered while the catalogue changed', async () => {
    const catalogue = fakeCatalogue();
    let changeNext = true;
    const shop = await storefront(catalogue, () => {
      if (changeNext) catalogue.change();
      changeNext = false;
    });
    expect(await shop.get()).toMatchObject({ cache: 'BYPASS' });
    expect(await shop.get()).toMatchObject({ cache: 'MISS' });
    expect(await shop.get()).toMatchObject({ cache: 'HIT', body: expect.stringContaining('render 2') });
    await shop.close();
  });

  it('neither serves nor keeps pages while changes could go unheard, and forgets them all on a change', async () => {
    const catalogue = fakeCatalogue();
    const shop = await storefront(catalogue);
    await shop.get();
    expect(await shop.get()).toMatchObject({ cache: 'HIT', body: expect.stringContaining('render 1') });
    catalogue.disconnect();
    expect(await shop.get()).toMatchObject({ cache: undefined, body: expect.stringContaining('render 2') });
    catalogue.change();
    expect(await shop.get()).toMatchObject({ cache: 'MISS', body: expect.stringContaining('render 3') });
    await shop.close();
  });

  it('does not keep a page whose data could not be loaded', async () => {
    const shop = await storefront(fakeCatalogue(), undefined, 500);
    expect(await shop.get()).toMatchObject({ cache: 'BYPASS' });
    expect(await shop.get()).toMatchObject({ cache: 'BYPASS', body: expect.stringContaining('render 2') });
    await shop.close();
  });
});
