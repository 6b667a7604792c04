import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { importWooCommerceCsv } from '../seed/woocommerce-csv';
import { createTestServer, type TestServer } from '../test/api';
import { createTestDatabase, testDatabaseKinds } from '../test/database';
import { changeProduct, productIdBySlug } from '../test/catalog-fixtures';
import { Shopper, TEST_SESSION_SECRET } from '../test/shopper';

const PRODUCT = `query Product($slug: ID!) { product(id: $slug, idType: SLUG) {
  name reviewCount ... on SimpleProduct { stockQuantity stockStatus regularPrice(format: RAW) } } }`;
const LIST = `query List($first: Int) { products(first: $first, where: { orderby: [{ field: NAME, order: ASC }] }) { nodes { name } } }`;
const FILTERED = `query Filtered($where: RootQueryToProductConnectionWhereArgs) { products(first: 100, where: $where) { nodes { slug } } }`;
const ADD = 'mutation ($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { isEmpty } } }';
const CHECKOUT = 'mutation ($input: CheckoutInput!) { checkout(input: $input) { result } }';
const REVIEW = 'mutation ($input: WriteReviewInput!) { writeReview(input: $input) { review { databaseId } } }';
const BILLING = { firstName: 'Ada', lastName: 'Lovelace', address1: 'Unter den Linden 1', city: 'Berlin', postcode: '10117', country: 'DE', email: 'ada@example.com' };
// Stored prices as shown (excluding tax), so the amounts below are the catalogue's own.
const ENV = { SESSION_SECRET: TEST_SESSION_SECRET, TAX_DISPLAY_SHOP: 'excl' };

interface Answer {
  status: number;
  cache: string | undefined;
  headers: Record<string, unknown>;
  body: string;
  data: any;
}

/** Sends an operation the way the storefront does: POST, or GET with the query in the URL. */
async function send(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown>,
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers = { accept: 'application/graphql-response+json, application/json', ...options.headers };
  const response =
    options.method === 'GET'
      ? await app.inject({ method: 'GET', url: '/graphql', query: { query, variables: JSON.stringify(variables) }, headers })
      : await app.inject({ method: 'POST', url: '/graphql', payload: JSON.stringify({ query, variables }), headers: { ...headers, 'content-type': 'application/json' } });
  const cache = response.headers['x-cache'];
  return {
    status: response.statusCode,
    cache: typeof cache === 'string' ? cache : undefined,
    headers: response.headers,
    body: response.body,
    data: response.body ? JSON.parse(response.body).data : undefined,
  };
}

/** Asks until the answer satisfies `check`: another instance hears of a change a moment after its commit. */
async function eventually(ask: () => Promise<Answer>, check: (answer: Answer) => boolean): Promise<Answer> {
  let answer = await ask();
  for (let attempt = 0; attempt < 100 && !check(answer); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer = await ask();
  }
  return answer;
}

describe.each(testDatabaseKinds)('response cache for anonymous catalogue reads on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, ENV);
  });
  afterAll(() => server.close());

  it('answers a repeated anonymous query from the cache, the same for GET and POST, with an ETag a CDN can revalidate', async () => {
    const first = await send(server.app, PRODUCT, { slug: 'belt' });
    expect(first.cache).toBe('MISS');
    expect(first.data.product.name).toBe('Belt');
    const again = await send(server.app, PRODUCT, { slug: 'belt' });
    expect(again).toMatchObject({ status: 200, cache: 'HIT', body: first.body });

    const get = await send(server.app, PRODUCT, { slug: 'belt' }, { method: 'GET' });
    expect(get).toMatchObject({ status: 200, cache: 'HIT', body: first.body });
    expect(get.headers['cache-control']).toBe('public, no-cache');
    expect(get.headers.vary).toContain('woocommerce-session');
    const etag = get.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const revalidated = await send(server.app, PRODUCT, { slug: 'belt' }, { method: 'GET', headers: { 'if-none-match': etag } });
    expect(revalidated).toMatchObject({ status: 304, body: '' });

    const other = await send(server.app, PRODUCT, { slug: 'cap' });
    expect(other.cache).toBe('MISS');
    expect(other.data.product.name).toBe('Cap');
  });

  it('never keeps or serves answers for a session that holds a cart, a signed-in customer, a mutation or an error', async () => {
    await send(server.app, LIST, { first: 3 });
    expect((await send(server.app, LIST, { first: 3 })).cache).toBe('HIT');

    const shopper = new Shopper(server);
    expect((await shopper.send(ADD, { id: await productIdBySlug(server.database.db, 'belt') })).errors).toBeUndefined();
    const withCart = { 'woocommerce-session': `Session ${shopper.sessionToken}` };
    for (const method of ['POST', 'GET'] as const) {
      const answer = await send(server.app, LIST, { first: 3 }, { method, headers: withCart });
      expect(answer.cache).toBe('BYPASS');
      if (method === 'GET') expect(answer.headers['cache-control']).toBe('private, no-store');
    }
    const signedIn = new Shopper(server);
    await signedIn.register('cache-visitor');
    await signedIn.login('cache-visitor');
    const withAccount = { authorization: `Bearer ${signedIn.authToken}` };
    expect((await send(server.app, LIST, { first: 3 }, { headers: withAccount })).cache).toBe('BYPASS');

    // A fresh guest's first cart query opens a session: its answer (and token) belong to that guest.
    const cartQuery = 'query { cart { isEmpty } }';
    const firstCart = await send(server.app, cartQuery, {});
    expect(firstCart.cache).toBe('BYPASS');
    expect(firstCart.headers['woocommerce-session']).toEqual(expect.any(String));
    expect((await send(server.app, cartQuery, {})).headers['woocommerce-session']).toEqual(expect.any(String));

    const broken = await send(server.app, 'query { product(id: "no-such-field", idType: SLUG) { noSuchField } }', {});
    const brokenAgain = await send(server.app, 'query { product(id: "no-such-field", idType: SLUG) { noSuchField } }', {});
    expect([broken.cache, brokenAgain.cache]).toEqual(['BYPASS', 'BYPASS']);
  });

  it('serves a guest whose session holds nothing from the cache', async () => {
    const guest = new Shopper(server);
    await guest.send('query { cart { isEmpty } }');
    expect(guest.sessionToken).toEqual(expect.any(String));
    const headers = { 'woocommerce-session': `Session ${guest.sessionToken}` };
    await send(server.app, PRODUCT, { slug: 'beanie' });
    expect((await send(server.app, PRODUCT, { slug: 'beanie' }, { headers })).cache).toBe('HIT');
  });

  it('forgets every answer when a checkout takes stock', async () => {
    await changeProduct(server.database.db, 'polo', { manageStock: true, stockQuantity: 10, stockStatus: 'instock' });
    const ask = () => send(server.app, PRODUCT, { slug: 'polo' });
    // The change above notifies too: wait until it has been heard and the answer is cached again.
    const cached = await eventually(ask, (answer) => answer.cache === 'HIT');
    expect(cached.cache).toBe('HIT');
    expect(cached.data.product.stockQuantity).toBe(10);

    const shopper = new Shopper(server);
    await shopper.send(ADD, { id: await productIdBySlug(server.database.db, 'polo') });
    const order = await shopper.send(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING } });
    expect(order.errors).toBeUndefined();
    expect(order.data?.checkout.result).toBe('success');

    const after = await eventually(ask, (answer) => answer.data.product.stockQuantity !== 10);
    expect(after.cache).toBe('MISS');
    expect(after.data.product.stockQuantity).toBe(9);
  });

  it('forgets every answer when a review is published', async () => {
    const ask = () => send(server.app, PRODUCT, { slug: 'sunglasses' });
    const cached = await eventually(ask, (answer) => answer.cache === 'HIT');
    expect(cached.cache).toBe('HIT');
    const before = cached.data.product.reviewCount as number;
    const review = await send(server.app, REVIEW, {
      input: { commentOn: await productIdBySlug(server.database.db, 'sunglasses'), rating: 5, content: 'Great.', author: 'Ida', authorEmail: 'ida@example.com' },
    });
    expect(review.data.writeReview.review.databaseId).toEqual(expect.any(Number));
    const after = await eventually(ask, (answer) => answer.data.product.reviewCount !== before);
    expect(after.data.product.reviewCount).toBe(before + 1);
  });

  it('forgets every answer when products are imported', async () => {
    const ask = () => send(server.app, PRODUCT, { slug: 'hoodie-with-zipper' });
    const cached = await eventually(ask, (answer) => answer.cache === 'HIT');
    expect(cached.cache).toBe('HIT');
    expect(cached.data.product.regularPrice).toBe('45');
    const csv = readFileSync(path.join(import.meta.dirname, '..', 'seed', 'data', 'woocommerce-sample-products.csv'), 'utf8');
    const header = csv.split(/\r?\n/)[0]!;
    const columns = header.split(',');
    const row = { Type: 'simple', SKU: 'woo-hoodie-with-zipper', Name: 'Hoodie with Zipper', Published: '1', 'Regular price': '49', Categories: 'Clothing > Hoodies' };
    await importWooCommerceCsv(server.database.db, `${header}\n${columns.map((column) => row[column as keyof typeof row] ?? '').join(',')}\n`);
    const after = await eventually(ask, (answer) => answer.data.product.regularPrice !== '45');
    expect(after.data.product.regularPrice).toBe('49');
  });

  it('is off with RESPONSE_CACHE=false', async () => {
    const uncached = await createTestServer(kind, { ...ENV, RESPONSE_CACHE: 'false' });
    try {
      await send(uncached.app, PRODUCT, { slug: 'belt' });
      const again = await send(uncached.app, PRODUCT, { slug: 'belt' });
      expect(again.cache).toBeUndefined();
      expect(again.data.product.name).toBe('Belt');
    } finally {
      await uncached.close();
    }
  });
});

describe.each(testDatabaseKinds.filter((kind) => kind === 'postgres'))('response cache across two server instances on %s', (kind) => {
  it('drops an instance\'s cached answer when another instance changes the catalogue', async () => {
    const database = await createTestDatabase(kind);
    const secondDatabase = await openDatabase({ url: database.url! });
    const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', ...ENV });
    const first = await buildApp(config, database);
    const second = await buildApp(config, secondDatabase);
    try {
      const ask = () => send(second, PRODUCT, { slug: 'sunglasses' });
      const cached = await eventually(ask, (answer) => answer.cache === 'HIT');
      expect(cached.cache).toBe('HIT');
      const before = cached.data.product.reviewCount as number;
      const review = await send(first, REVIEW, {
        input: { commentOn: await productIdBySlug(database.db, 'sunglasses'), rating: 4, content: 'Fine.', author: 'Ola', authorEmail: 'ola@example.com' },
      });
      expect(review.data.writeReview.review.databaseId).toEqual(expect.any(Number));
      const after = await eventually(ask, (answer) => answer.data.product.reviewCount !== before);
      expect(after.cache).toBe('MISS');
      expect(after.data.product.reviewCount).toBe(before + 1);
    } finally {
      await first.close();
      await second.close();
      await secondDatabase.close();
      await database.dispose();
    }
  });

  it('lets a category or attribute term renamed elsewhere reach the filters of an instance without the response cache', async () => {
    const database = await createTestDatabase(kind);
    const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', ...ENV, RESPONSE_CACHE: 'false' });
    const app = await buildApp(config, database);
    const other = await openDatabase({ url: database.url! });
    try {
      const slugs = async (where: Record<string, unknown>) => (await send(app, FILTERED, { where })).data.products.nodes.map((node: { slug: string }) => node.slug).sort();
      const tees = await slugs({ categoryIn: ['tshirts'] });
      const blue = await slugs({ taxonomyFilter: { and: [{ taxonomy: 'PA_COLOR', terms: ['blue'] }] } });
      expect(tees.length).toBeGreaterThan(0);
      expect(blue.length).toBeGreaterThan(0);
      expect(await slugs({ categoryIn: ['tees'] })).toEqual([]);

      // The import CLI or another instance renames them: this instance hears of it on commit.
      await other.db.execute(sql`UPDATE product_categories SET slug = 'tees' WHERE slug = 'tshirts'`);
      await other.db.execute(sql`UPDATE attribute_terms SET slug = 'navy' WHERE slug = 'blue'`);

      const renamed = () => slugs({ categoryIn: ['tees'] });
      for (let attempt = 0; attempt < 100 && (await renamed()).length === 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await renamed()).toEqual(tees);
      expect(await slugs({ categoryIn: ['tshirts'] })).toEqual([]);
      expect(await slugs({ taxonomyFilter: { and: [{ taxonomy: 'PA_COLOR', terms: ['navy'] }] } })).toEqual(blue);
      expect(await slugs({ taxonomyFilter: { and: [{ taxonomy: 'PA_COLOR', terms: ['blue'] }] } })).toEqual([]);
    } finally {
      await app.close();
      await other.close();
      await database.dispose();
    }
  });
});
