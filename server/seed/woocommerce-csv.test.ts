import { readFileSync } from 'node:fs';
import { asc, count, eq, sql } from 'drizzle-orm';
import { queryRows } from '../services/catalog/lookup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import {
  attributeTerms,
  globalAttributes,
  mediaItems,
  productAttributes,
  productCategories,
  productDownloads,
  productGallery,
  productLinks,
  products,
} from '../db/schema';
import { createTestDatabase, testDatabaseKinds } from '../test/database';
import { demoCsvPath } from './demo';
import { ImportValidationError, importWooCommerceCsv, parseWooCommerceCsv } from './woocommerce-csv';

const sampleCsv = readFileSync(demoCsvPath, 'utf8');
const HEADER = sampleCsv.split(/\r?\n/)[0]!;

/** A CSV with the sample's header and the given rows (objects keyed by column name). */
function csvOf(rows: Record<string, string>[]): string {
  const columns = HEADER.split(',');
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [HEADER, ...rows.map((row) => columns.map((column) => quote(row[column] ?? '')).join(','))].join('\n') + '\n';
}

async function snapshot(db: Database) {
  const [productCount] = await db.select({ n: count() }).from(products);
  const [categoryCount] = await db.select({ n: count() }).from(productCategories);
  const [mediaCount] = await db.select({ n: count() }).from(mediaItems);
  const [termCount] = await db.select({ n: count() }).from(attributeTerms);
  const prices = await db.select({ sku: products.sku, regular: products.regularPrice, name: products.name }).from(products).orderBy(asc(products.id));
  return { products: productCount!.n, categories: categoryCount!.n, media: mediaCount!.n, terms: termCount!.n, prices };
}

describe.each(testDatabaseKinds)('WooCommerce CSV import on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
  });
  afterAll(() => database.dispose());

  const bySku = async (sku: string) => (await db.select().from(products).where(eq(products.sku, sku)))[0]!;

  it('imports every product type of the sample export (the demo seed)', async () => {
    const rows = await db.select({ type: products.type, n: count() }).from(products).groupBy(products.type);
    expect(Object.fromEntries(rows.map((row) => [row.type, row.n]))).toEqual({ simple: 14, variable: 2, variation: 7, grouped: 1, external: 1 });
    const album = await bySku('woo-album');
    expect(album).toMatchObject({ downloadable: true, virtual: true, downloadLimit: 1, downloadExpiry: 1, regularPrice: '15.0000' });
    const downloads = await db.select().from(productDownloads).where(eq(productDownloads.productId, album.id)).orderBy(asc(productDownloads.position));
    expect(downloads.map((download) => download.name)).toEqual(['Single 1', 'Single 2']);
    const pennant = await bySku('wp-pennant');
    expect(pennant).toMatchObject({ type: 'external', externalUrl: 'https://mercantile.wordpress.org/product/wordpress-pennant/', buttonText: 'Buy on the WordPress swag store!', minPrice: '11.0500' });
    const hidden = await bySku('woo-hoodie-with-pocket');
    expect(hidden).toMatchObject({ catalogVisibility: 'hidden', featured: true, salePrice: '35.0000', onSale: true, minPrice: '35.0000' });
  });

  it('leaves planner statistics for what it imported, since PGlite has no autovacuum to gather them', async () => {
    const [analysed] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM pg_stats WHERE tablename = 'products' AND attname IN ('parent_id', 'search_text', 'created_at')`);
    expect(analysed!.n).toBe(3);
  });

  it('puts variations under their parent with their attribute values, prices and images', async () => {
    const vneck = await bySku('woo-vneck-tee');
    const variations = await db.select().from(products).where(eq(products.parentId, vneck.id)).orderBy(asc(products.id));
    expect(variations.map((variation) => [variation.sku, variation.regularPrice, variation.variationAttributes])).toEqual([
      ['woo-vneck-tee-red', '20.0000', [{ name: 'pa_color', value: 'red' }, { name: 'pa_size', value: '' }]],
      ['woo-vneck-tee-green', '20.0000', [{ name: 'pa_color', value: 'green' }, { name: 'pa_size', value: '' }]],
      ['woo-vneck-tee-blue', '15.0000', [{ name: 'pa_color', value: 'blue' }, { name: 'pa_size', value: '' }]],
    ]);
    expect(variations.every((variation) => variation.imageId !== null)).toBe(true);
    expect([vneck.minPrice, vneck.maxPrice, vneck.onSale]).toEqual(['15.0000', '20.0000', false]);

    const hoodie = await bySku('woo-hoodie');
    const attributes = await db.select().from(productAttributes).where(eq(productAttributes.productId, hoodie.id)).orderBy(asc(productAttributes.position));
    const [color] = await db.select().from(globalAttributes).where(eq(globalAttributes.taxonomy, 'pa_color'));
    expect(attributes.map((line) => [line.name, line.attributeId, line.variation, line.visible, line.options])).toEqual([
      ['Color', color!.id, true, true, ['blue', 'green', 'red']],
      ['Logo', null, true, true, ['Yes', 'No']],
    ]);
    expect([hoodie.minPrice, hoodie.maxPrice, hoodie.onSale, hoodie.discountPercent]).toEqual(['42.0000', '45.0000', true, '6.67']);
    const gallery = await db.select().from(productGallery).where(eq(productGallery.productId, hoodie.id));
    expect(gallery).toHaveLength(3);
  });

  it('builds the category tree from "A > B" paths and links grouped children', async () => {
    const categories = await db.select().from(productCategories).orderBy(asc(productCategories.slug));
    const slugOf = new Map(categories.map((category) => [category.id, category.slug]));
    // Counts as the storefront shows them: subcategories' products included, hidden products left out.
    expect(categories.map((category) => [category.slug, category.parentId ? slugOf.get(category.parentId) : null, category.count])).toEqual([
      ['accessories', 'clothing', 5],
      ['clothing', null, 14],
      ['decor', null, 1],
      ['hoodies', 'clothing', 3],
      ['music', null, 2],
      ['tshirts', 'clothing', 5],
    ]);
    const group = await bySku('logo-collection');
    const children = await db
      .select({ sku: products.sku })
      .from(productLinks)
      .innerJoin(products, eq(products.id, productLinks.linkedId))
      .where(eq(productLinks.productId, group.id))
      .orderBy(asc(productLinks.position));
    expect(children.map((child) => child.sku)).toEqual(['woo-hoodie-with-logo', 'woo-tshirt', 'woo-beanie']);
    expect([group.minPrice, group.maxPrice]).toEqual(['18.0000', '45.0000']);
  });

  it('re-importing the same file updates in place and duplicates nothing', async () => {
    const before = await snapshot(db);
    const summary = await importWooCommerceCsv(db, sampleCsv);
    expect(summary).toMatchObject({ created: 0, updated: 25 });
    expect(await snapshot(db)).toEqual(before);
  });

  it('updates a product by SKU and applies a sale schedule', async () => {
    const csv = csvOf([
      { Type: 'simple', SKU: 'woo-belt', Name: 'Leather Belt', Published: '1', 'Regular price': '70', 'Sale price': '50', 'Date sale price starts': '2099-01-01', Categories: 'Clothing > Accessories' },
    ]);
    const summary = await importWooCommerceCsv(db, csv);
    expect(summary).toMatchObject({ created: 0, updated: 1 });
    const belt = await bySku('woo-belt');
    expect(belt).toMatchObject({ name: 'Leather Belt', regularPrice: '70.0000', onSale: false, minPrice: '70.0000' });
    expect(belt.nextPriceChangeAt?.toISOString()).toBe('2099-01-01T00:00:00.000Z');
  });

  it.each([
    ['an unknown type', { Type: 'bundle', Name: 'Box', 'Regular price': '5' }, /line 2: unknown product type "bundle"/],
    ['a missing name', { Type: 'simple', Name: '', 'Regular price': '5' }, /line 2: "Name" is required/],
    ['a bad price', { Type: 'simple', Name: 'Mug', 'Regular price': '12,50' }, /line 2: "Regular price" must be a number like 12.50, got "12,50"/],
    ['an unknown parent', { Type: 'variation', Name: 'Mug - Red', Parent: 'no-such-sku', 'Regular price': '5' }, /line 2: unknown parent "no-such-sku"/],
    ['a bad sale date', { Type: 'simple', Name: 'Mug', 'Regular price': '5', 'Date sale price ends': 'tomorrow' }, /line 2: "Date sale price ends" must be a date/],
  ])('rejects a file with %s, reporting the line and changing nothing', async (_case, row, message) => {
    const before = await snapshot(db);
    const csv = csvOf([{ Type: 'simple', SKU: 'new-ok-product', Name: 'Fine product', 'Regular price': '9' }, row]).replace(
      // The failing row is the first data row; the fine one after it proves nothing is half-written.
      /^(.*\n)(.*\n)(.*\n)$/,
      '$1$3$2',
    );
    const error = await importWooCommerceCsv(db, csv).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImportValidationError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).toMatch(/nothing was imported/);
    expect(await snapshot(db)).toEqual(before);
  });

  it('reports every problem of a file at once, with the line where a multi-line record starts', () => {
    const csv = csvOf([
      { Type: 'simple', Name: 'Fine', Description: 'first line\nsecond line', 'Regular price': '1' },
      { Type: 'simple', Name: '', 'Regular price': 'x' },
      { Type: 'simple', SKU: 'dup', Name: 'A' },
      { Type: 'simple', SKU: 'dup', Name: 'B' },
    ]);
    const { issues } = parseWooCommerceCsv(csv);
    expect(issues).toEqual([
      { line: 4, message: '"Name" is required' },
      { line: 4, message: '"Regular price" must be a number like 12.50, got "x"' },
      { line: 6, message: 'SKU "dup" is already used on line 5' },
    ]);
  });

  it('rolls back rows already written when a later reference fails', async () => {
    const before = await snapshot(db);
    const csv = csvOf([
      { Type: 'grouped', SKU: 'new-group', Name: 'New group', 'Grouped products': 'woo-belt, missing-child' },
    ]);
    await expect(importWooCommerceCsv(db, csv)).rejects.toThrow(/line 2: "Grouped products" names unknown product "missing-child"/);
    expect(await snapshot(db)).toEqual(before);
    const [row] = await db.select({ n: count() }).from(products).where(eq(products.sku, 'new-group'));
    expect(row?.n).toBe(0);
  });
});
