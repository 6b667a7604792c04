import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { LOCALE_PREFIXES } from '../../../src/i18n/locales';
import { queryRows } from '../catalog/lookup';

/** The sitemap protocol's limit per file (sitemaps.org): 50,000 URLs. */
export const URLS_PER_SITEMAP = 50_000;
/** Rows read per query while a product sitemap streams: memory stays flat whatever the catalogue. */
const BATCH = 5_000;

/** Public pages that are not products or categories; account, checkout and wishlist are private. */
export const STATIC_PAGES = ['/', '/products', '/categories', '/contact', '/privacy-policy'] as const;

/** What a shopper can open from a list or search: published parents not hidden from the catalogue. */
const LISTED_PRODUCT = sql`parent_id IS NULL AND status = 'publish' AND catalog_visibility <> 'hidden'`;

export interface SitemapFile {
  /** Path of the file on this server, e.g. /sitemaps/products-2.xml. */
  path: string;
  lastModified?: Date;
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);
}

function urlEntry(origin: string, path: string, lastModified?: Date): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(origin + path)}</loc>${lastmod}</url>\n`;
}

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/** The product sitemaps (one per 50,000 products, newest change of each as lastmod), categories and pages. */
export async function sitemapFiles(db: Database): Promise<SitemapFile[]> {
  const chunks = await queryRows<{ chunk: number | string; modified: unknown }>(
    db,
    sql`SELECT chunk, max(modified_at) AS modified FROM (
          SELECT (row_number() OVER (ORDER BY id) - 1) / ${URLS_PER_SITEMAP} AS chunk, modified_at FROM products WHERE ${LISTED_PRODUCT}
        ) numbered GROUP BY chunk ORDER BY chunk`,
  );
  const [categories] = await queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM product_categories`);
  const categoryFiles = Math.ceil(Number(categories!.n) / URLS_PER_SITEMAP);
  return [
    ...chunks.map((row) => ({ path: `/sitemaps/products-${Number(row.chunk) + 1}.xml`, lastModified: toDate(row.modified) })),
    ...Array.from({ length: categoryFiles }, (_, index) => ({ path: `/sitemaps/categories-${index + 1}.xml` })),
    { path: '/sitemaps/pages.xml' },
  ];
}

/** /sitemap.xml: the sitemap index naming every file of sitemapFiles. */
export async function* sitemapIndex(db: Database, origin: string): AsyncGenerator<string> {
  yield `${XML_HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
  for (const file of await sitemapFiles(db)) {
    const lastmod = file.lastModified ? `<lastmod>${file.lastModified.toISOString()}</lastmod>` : '';
    yield `<sitemap><loc>${escapeXml(origin + file.path)}</loc>${lastmod}</sitemap>\n`;
  }
  yield '</sitemapindex>\n';
}

function urlset(): string {
  return `${XML_HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
}

/**
 * Product sitemap number `page` (1-based), streamed in batches by id (keyset), so a file of 50,000
 * products never sits in memory. Undefined when the page does not exist.
 */
export async function productSitemap(db: Database, origin: string, page: number): Promise<AsyncGenerator<string> | undefined> {
  const [first] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM products WHERE ${LISTED_PRODUCT} ORDER BY id OFFSET ${(page - 1) * URLS_PER_SITEMAP} LIMIT 1`,
  );
  if (!first) return undefined;
  return (async function* () {
    yield urlset();
    let after = first.id - 1;
    let written = 0;
    while (written < URLS_PER_SITEMAP) {
      const limit = Math.min(BATCH, URLS_PER_SITEMAP - written);
      const rows = await queryRows<{ id: number; slug: string; modified_at: unknown }>(
        db,
        sql`SELECT id, slug, modified_at FROM products WHERE ${LISTED_PRODUCT} AND id > ${after} ORDER BY id LIMIT ${limit}`,
      );
      if (rows.length === 0) break;
      yield rows.map((row) => urlEntry(origin, `/product/${encodeURIComponent(row.slug)}`, toDate(row.modified_at))).join('');
      written += rows.length;
      after = rows.at(-1)!.id;
    }
    yield '</urlset>\n';
  })();
}

/** Category sitemap number `page`: every category, in id order (empty ones too: their page lists the subcategories). */
export async function categorySitemap(db: Database, origin: string, page: number): Promise<AsyncGenerator<string> | undefined> {
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`SELECT slug FROM product_categories ORDER BY id OFFSET ${(page - 1) * URLS_PER_SITEMAP} LIMIT ${URLS_PER_SITEMAP}`,
  );
  if (rows.length === 0) return undefined;
  return (async function* () {
    yield urlset();
    yield rows.map((row) => urlEntry(origin, `/product-category/${encodeURIComponent(row.slug)}`)).join('');
    yield '</urlset>\n';
  })();
}

export async function* pagesSitemap(origin: string): AsyncGenerator<string> {
  yield urlset();
  for (const path of STATIC_PAGES) yield urlEntry(origin, path);
  yield '</urlset>\n';
}

/** robots.txt: everything public may be crawled except the shopper's own pages; names the sitemap. */
export function robotsTxt(origin: string): string {
  const privatePaths = ['/my-account', '/checkout', '/order-summary', '/oauth/'];
  // Each private path under every language prefix (/de/checkout); a wildcard (/*/checkout) would
  // also block a product whose slug starts with "checkout".
  const prefixes = ['', ...Object.values(LOCALE_PREFIXES).map((prefix) => `/${prefix}`)];
  return [
    'User-agent: *',
    ...prefixes.flatMap((prefix) => privatePaths.map((path) => `Disallow: ${prefix}${path}`)),
    'Disallow: /graphql',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
