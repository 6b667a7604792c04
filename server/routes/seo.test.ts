import { sql } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../services/catalog/lookup';
import { createTestServer, type TestServer } from '../test/api';
import { testDatabaseKinds } from '../test/database';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface XmlDocument {
  root: string;
  /** Text of every element in the sitemap namespace, by local name, in document order. */
  elements: Map<string, string[]>;
}

/**
 * Parses strictly with a conforming XML parser (a document that is not well-formed, or an element
 * outside the sitemap namespace, fails the test); streaming, so 50,000 URLs parse in about a second.
 */
function parseXml(text: string): XmlDocument {
  const parser = new SaxesParser({ xmlns: true });
  const document: XmlDocument = { root: '', elements: new Map() };
  let current: string | undefined;
  parser.on('opentag', (tag) => {
    if (tag.uri !== SITEMAP_NS) throw new Error(`element ${tag.name} is outside the sitemap namespace`);
    if (!document.root) document.root = tag.local;
    current = tag.local;
    if (!document.elements.has(tag.local)) document.elements.set(tag.local, []);
    document.elements.get(tag.local)!.push('');
  });
  parser.on('text', (value) => {
    const values = current ? document.elements.get(current)! : undefined;
    if (values && value.trim()) values[values.length - 1] += value;
  });
  parser.on('closetag', () => {
    current = undefined;
  });
  parser.write(text).close();
  return document;
}

const texts = (document: XmlDocument, tag: string) => document.elements.get(tag) ?? [];

async function fetchXml(server: TestServer, url: string) {
  const response = await server.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  return parseXml(response.body);
}

/** Every file the index names, fetched through its absolute URL's path. */
async function fetchAllUrls(server: TestServer, origin: string) {
  const index = await fetchXml(server, '/sitemap.xml');
  expect(index.root).toBe('sitemapindex');
  const files = texts(index, 'loc');
  const perFile = new Map<string, string[]>();
  for (const loc of files) {
    expect(loc.startsWith(`${origin}/sitemaps/`)).toBe(true);
    const document = await fetchXml(server, loc.slice(origin.length));
    expect(document.root).toBe('urlset');
    perFile.set(loc, texts(document, 'loc'));
  }
  return { index, perFile };
}

describe.each(testDatabaseKinds)('sitemap and robots.txt on %s', (kind) => {
  describe('the demo shop', () => {
    let server: TestServer;
    const origin = 'https://shop.example';
    beforeAll(async () => {
      server = await createTestServer(kind, { PUBLIC_URL: origin });
    });
    afterAll(() => server.close());

    it('lists every listed product with its modified date, every category and the public pages, as absolute URLs', async () => {
      const { index, perFile } = await fetchAllUrls(server, origin);
      const all = [...perFile.values()].flat();
      const listed = await queryRows<{ slug: string; modified_at: Date | string }>(
        server.database.db,
        sql`SELECT slug, modified_at FROM products WHERE parent_id IS NULL AND status = 'publish' AND catalog_visibility <> 'hidden'`,
      );
      expect(listed.length).toBeGreaterThan(5);
      for (const product of listed) expect(all).toContain(`${origin}/product/${product.slug}`);
      expect(all.filter((url) => url.includes('/product/'))).toHaveLength(listed.length);
      const categories = await queryRows<{ slug: string }>(server.database.db, sql`SELECT slug FROM product_categories`);
      for (const category of categories) expect(all).toContain(`${origin}/product-category/${category.slug}`);
      expect(all).toEqual(expect.arrayContaining([`${origin}/`, `${origin}/products`, `${origin}/categories`, `${origin}/contact`]));
      expect(all.some((url) => /my-account|checkout|wishlist/.test(url))).toBe(false);

      const productFile = await fetchXml(server, '/sitemaps/products-1.xml');
      const newest = Math.max(...listed.map((product) => new Date(product.modified_at).getTime()));
      const lastmods = texts(productFile, 'lastmod').map((value) => Date.parse(value));
      expect(lastmods).toHaveLength(texts(productFile, 'url').length);
      expect(Math.max(...lastmods)).toBe(newest);
      expect(Date.parse(texts(index, 'lastmod')[0]!)).toBe(newest);
    });

    it('leaves out drafts and hidden products', async () => {
      const [hidden] = await queryRows<{ slug: string }>(
        server.database.db,
        sql`UPDATE products SET catalog_visibility = 'hidden' WHERE id = (SELECT min(id) FROM products WHERE parent_id IS NULL) RETURNING slug`,
      );
      const [draft] = await queryRows<{ slug: string }>(
        server.database.db,
        sql`UPDATE products SET status = 'draft' WHERE id = (SELECT max(id) FROM products WHERE parent_id IS NULL) RETURNING slug`,
      );
      const urls = texts(await fetchXml(server, '/sitemaps/products-1.xml'), 'loc');
      expect(urls).not.toContain(`${origin}/product/${hidden!.slug}`);
      expect(urls).not.toContain(`${origin}/product/${draft!.slug}`);
    });

    it('answers 404 for a sitemap file that does not exist', async () => {
      expect((await server.app.inject({ url: '/sitemaps/products-2.xml' })).statusCode).toBe(404);
      expect((await server.app.inject({ url: '/sitemaps/products-0.xml' })).statusCode).toBe(404);
      expect((await server.app.inject({ url: '/sitemaps/users-1.xml' })).statusCode).toBe(404);
    });

    it('names the sitemap in robots.txt and keeps crawlers out of account and checkout in every language', async () => {
      const response = await server.app.inject({ url: '/robots.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      const lines = response.body.split('\n');
      expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
      for (const path of ['/my-account', '/checkout', '/de/my-account', '/de/checkout', '/pt-br/checkout']) expect(lines).toContain(`Disallow: ${path}`);
      expect(lines.some((line) => line.startsWith('Disallow: /product'))).toBe(false);
    });
  });

  describe('a 100,000-product catalogue', () => {
    let server: TestServer;
    const origin = 'http://127.0.0.1:8080';
    beforeAll(async () => {
      server = await createTestServer(kind, { PUBLIC_URL: origin });
      // The rows a sitemap reads (slug, status, visibility, modified date), in one statement: the
      // synthetic generator would spend minutes on variations, reviews and images no sitemap needs.
      await server.database.db.execute(sql`
        INSERT INTO products (type, slug, name, modified_at)
        SELECT 'simple', 'bulk-product-' || n, 'Bulk product ' || n, timestamptz '2026-01-01' + n * interval '1 minute'
        FROM generate_series(1, 100000) AS n`);
    }, 120_000);
    afterAll(() => server.close());

    it('splits the products into files of at most 50,000 URLs that together list each product once', async () => {
      const [{ n: listed } = { n: 0 }] = await queryRows<{ n: number | string }>(
        server.database.db,
        sql`SELECT count(*) AS n FROM products WHERE parent_id IS NULL AND status = 'publish' AND catalog_visibility <> 'hidden'`,
      );
      expect(Number(listed)).toBeGreaterThan(100_000);
      const { perFile } = await fetchAllUrls(server, origin);
      const productFiles = [...perFile.entries()].filter(([loc]) => loc.includes('/sitemaps/products-'));
      expect(productFiles.map(([loc]) => loc)).toEqual([1, 2, 3].map((n) => `${origin}/sitemaps/products-${n}.xml`));
      expect(productFiles.map(([, urls]) => urls.length)).toEqual([50_000, 50_000, Number(listed) - 100_000]);
      const productUrls = productFiles.flatMap(([, urls]) => urls);
      expect(new Set(productUrls).size).toBe(Number(listed));
      expect(productUrls).toContain(`${origin}/product/bulk-product-100000`);
      for (const urls of perFile.values()) expect(urls.length).toBeLessThanOrEqual(50_000);
    }, 120_000);
  });
});
