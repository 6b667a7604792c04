import { asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRowCodec } from '../../db/json-rows';
import { productReviews, products } from '../../db/schema';
import { createTestDatabase, testDatabaseKinds } from '../../test/database';
import { createCatalogLoaders } from './loaders';
import { queryRows } from './lookup';

/**
 * A product page reads its gallery, categories, reviews and variations inside its product's own
 * statement (JSON lists). What the page's fields then get must be exactly what their own statements
 * give: same rows, same order, same decoded values.
 */
describe.each(testDatabaseKinds)('the product page statement on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // Values a JSON round trip could bend: a price's scale, a sale's dates, quotes and non-Latin text,
    // a meta value that is itself a JSON string, and a review that is not approved.
    const [variationRow] = await database.db.select({ id: products.id, parentId: products.parentId }).from(products).where(eq(products.type, 'variation')).orderBy(asc(products.id)).limit(1);
    await database.db
      .update(products)
      .set({
        regularPrice: '10.50',
        salePrice: '7.10',
        saleFrom: new Date('2026-01-02T03:04:05.678Z'),
        saleTo: new Date('2099-01-02T00:00:00Z'),
        description: `"Quoted" <b>bold</b> \\ back\u00a0slash, 日本語 ✓`,
        metaData: [{ key: 'note', value: '"a JSON string"' }],
      })
      .where(eq(products.id, variationRow!.id));
    await database.db.update(products).set({ imageId: null }).where(eq(products.id, variationRow!.id));
    await database.db.insert(productReviews).values([
      { productId: variationRow!.parentId!, rating: 5, author: 'Zoë "Z" O’Neil', authorEmail: 'zoe@example.com', content: 'Fits well.\nWould buy again — 10/10', createdAt: new Date('2026-03-04T05:06:07.123Z') },
      { productId: variationRow!.parentId!, rating: 4, author: 'Ann', authorEmail: 'ann@example.com', content: 'Same second, lower id', createdAt: new Date('2026-03-04T05:06:07.123Z') },
      { productId: variationRow!.parentId!, rating: 1, author: 'Spam', authorEmail: 'spam@example.com', content: 'held back', status: 'pending' },
    ]);
  });
  afterAll(() => database.dispose());

  it('gives every product page the gallery, categories, approved reviews and variations their own statements give', async () => {
    const parents = await database.db.select({ id: products.id, slug: products.slug, type: products.type }).from(products).where(isNull(products.parentId)).orderBy(asc(products.id));
    const seen = { gallery: 0, categories: 0, reviews: 0, variations: 0, variationWithoutImage: 0 };
    for (const parent of parents) {
      const page = createCatalogLoaders(database.db);
      const separate = createCatalogLoaders(database.db);
      const product = await page.productBySlug.load(parent.slug);
      expect(product).toEqual(await separate.product.load(parent.id));
      const [gallery, categories, reviews, variations] = await Promise.all([
        page.galleryByProduct.load(parent.id),
        page.categoriesByProduct.load(parent.id),
        page.approvedReviews.load(parent.id),
        page.variationsByParent.load(parent.id),
      ]);
      expect(gallery).toEqual(await separate.galleryByProduct.load(parent.id));
      expect(categories).toEqual(await separate.categoriesByProduct.load(parent.id));
      expect(reviews).toEqual(await separate.approvedReviews.load(parent.id));
      expect(variations).toEqual(await separate.variationsByParent.load(parent.id));
      for (const row of variations) {
        expect(await page.product.load(row.id)).toEqual(await separate.product.load(row.id));
        if (row.imageId !== null) expect(await page.media.load(row.imageId)).toEqual(await separate.media.load(row.imageId));
      }
      seen.gallery += gallery.length;
      seen.categories += categories.length;
      seen.reviews += reviews.length;
      seen.variations += variations.length;
      seen.variationWithoutImage += variations.filter((row) => row.imageId === null).length;
    }
    // The comparison covered every kind of list, with rows in it.
    for (const [list, rows] of Object.entries(seen)) expect(rows, list).toBeGreaterThan(0);
  });

  it('keeps held reviews off the page and orders reviews of the same second by id, newest first', async () => {
    const [parent] = await database.db
      .select({ slug: products.slug, id: products.id })
      .from(products)
      .where(sql`${products.id} = (SELECT product_id FROM product_reviews WHERE author = 'Spam')`);
    const loaders = createCatalogLoaders(database.db);
    await loaders.productBySlug.load(parent!.slug);
    const reviews = await loaders.approvedReviews.load(parent!.id);
    expect(reviews.map((review) => review.author)).not.toContain('Spam');
    const sameSecond = reviews.filter((review) => review.createdAt.getTime() === Date.parse('2026-03-04T05:06:07.123Z'));
    expect(sameSecond.map((review) => review.author)).toEqual(['Ann', 'Zoë "Z" O’Neil']);
  });
});

describe.each(testDatabaseKinds)('JSON rows on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  it('decode every column of every product as drizzle decodes it: numeric scale, timestamps, arrays, jsonb and nulls', async () => {
    const columns = getTableColumns(products);
    const codec = jsonRowCodec(columns);
    const expected = await database.db.select().from(products).orderBy(asc(products.id));
    const [aggregated] = await queryRows<{ rows: unknown[][] }>(database.db, sql`SELECT json_agg(${codec.array} ORDER BY ${products.id}) AS rows FROM ${products}`);
    expect(aggregated!.rows.map(codec.decode)).toEqual(expected);
    expect(expected.some((row) => /\.\d*0$/.test(row.regularPrice ?? ''))).toBe(true);
  });

  it('refuses more columns than a JSON array can be built from', () => {
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`c${index}`, products.id]));
    expect(() => jsonRowCodec(many)).toThrow(/at most 100 columns/);
  });
});
