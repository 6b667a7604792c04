import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { queryRows } from '../services/catalog/lookup';
import { originalsDir } from '../services/images/store';
import { createEmptyDatabase, testDatabaseKinds } from '../test/database';
import { generateSyntheticCatalog, type SyntheticCatalogSummary } from './synthetic';

const count = async (database: DatabaseHandle, query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: string | number }>(database.db, query))[0]!.n);

describe.each(testDatabaseKinds)('synthetic catalogue on %s', (kind) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-synthetic-'));
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let summary: SyntheticCatalogSummary;

  beforeAll(async () => {
    database = await createEmptyDatabase(kind, dir);
    summary = await generateSyntheticCatalog(database.db, { products: 200, seed: 7, dataDir: dir });
  }, 120_000);
  afterAll(async () => {
    await database.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the requested products with variations, reviews, terms and images', async () => {
    expect(summary.products).toBe(200);
    expect(summary.variations).toBeGreaterThan(100);
    expect(await count(database, sql`SELECT count(*) AS n FROM products WHERE parent_id IS NULL`)).toBe(200);
    expect(await count(database, sql`SELECT count(*) AS n FROM products WHERE type = 'variation'`)).toBe(summary.variations);
    expect(await count(database, sql`SELECT count(*) AS n FROM product_reviews`)).toBe(summary.reviews);
    expect(await count(database, sql`SELECT count(*) AS n FROM product_categories`)).toBe(summary.categories);
    const types = await queryRows<{ type: string }>(database.db, sql`SELECT DISTINCT type FROM products ORDER BY type`);
    expect(types.map((row) => row.type)).toEqual(expect.arrayContaining(['simple', 'variable', 'variation']));
    expect(await count(database, sql`SELECT count(*) AS n FROM product_categories WHERE parent_id IS NOT NULL`)).toBeGreaterThan(0);
    const media = await queryRows<{ source_url: string }>(database.db, sql`SELECT source_url FROM media_items`);
    expect(media).toHaveLength(summary.mediaItems);
    for (const { source_url } of media) expect(existsSync(path.join(originalsDir(dir), source_url))).toBe(true);
  });

  it('gives every variation a variable parent and the attribute values its parent offers', async () => {
    expect(
      await count(
        database,
        sql`SELECT count(*) AS n FROM products v LEFT JOIN products p ON p.id = v.parent_id
            WHERE v.type = 'variation' AND (p.id IS NULL OR p.type <> 'variable')`,
      ),
    ).toBe(0);
    expect(
      await count(
        database,
        sql`SELECT count(*) AS n FROM products v, jsonb_array_elements(v.variation_attributes) a
            WHERE v.type = 'variation' AND NOT EXISTS (
              SELECT 1 FROM product_attribute_terms pat JOIN attribute_terms t ON t.id = pat.term_id
              JOIN global_attributes g ON g.id = t.attribute_id
              WHERE pat.product_id = v.parent_id AND g.taxonomy = a->>'name' AND t.slug = a->>'value')`,
      ),
    ).toBe(0);
    expect(await count(database, sql`SELECT count(*) AS n FROM products WHERE type = 'variable' AND NOT EXISTS (SELECT 1 FROM products v WHERE v.parent_id = products.id)`)).toBe(0);
  });

  it('keeps prices, ratings and term counts in step with the rows they derive from', async () => {
    expect(
      await count(
        database,
        sql`SELECT count(*) AS n FROM products p WHERE p.type = 'variable' AND p.min_price <> (
              SELECT min(v.min_price) FROM products v WHERE v.parent_id = p.id AND v.status = 'publish')`,
      ),
    ).toBe(0);
    expect(await count(database, sql`SELECT count(*) AS n FROM products WHERE on_sale`)).toBeGreaterThan(0);
    expect(await count(database, sql`SELECT count(*) AS n FROM products WHERE sale_price IS NOT NULL AND NOT on_sale`)).toBeGreaterThan(0);
    expect(
      await count(
        database,
        sql`SELECT count(*) AS n FROM products p CROSS JOIN LATERAL (
              SELECT count(*) AS reviews, coalesce(round(avg(r.rating), 2), 0) AS average
              FROM product_reviews r WHERE r.product_id = p.id AND r.status = 'approved') approved
            WHERE p.parent_id IS NULL AND (p.review_count <> approved.reviews OR p.average_rating <> approved.average)`,
      ),
    ).toBe(0);
    expect(await count(database, sql`SELECT count(*) AS n FROM products WHERE review_count > 0`)).toBeGreaterThan(20);
    expect(
      await count(
        database,
        sql`WITH RECURSIVE tree AS (SELECT id AS ancestor, id AS category FROM product_categories
              UNION ALL SELECT tree.ancestor, child.id FROM tree JOIN product_categories child ON child.parent_id = tree.category)
            SELECT count(*) AS n FROM product_categories c WHERE c.count <> (
              SELECT count(DISTINCT p.id) FROM tree JOIN product_category_links l ON l.category_id = tree.category
              JOIN products p ON p.id = l.product_id AND p.status = 'publish' AND p.catalog_visibility IN ('visible', 'catalog')
              WHERE tree.ancestor = c.id)`,
      ),
    ).toBe(0);
    expect(await count(database, sql`SELECT count(*) AS n FROM products WHERE parent_id IS NULL AND cardinality(term_ids) = 0`)).toBe(0);
  });

  it('generates the same catalogue from the same seed', async () => {
    const again = await createEmptyDatabase(kind, dir);
    try {
      expect(await generateSyntheticCatalog(again.db, { products: 200, seed: 7, dataDir: dir })).toEqual(summary);
      const fingerprint = sql`SELECT md5(string_agg(concat_ws('|', slug, sku, min_price, max_price, average_rating, stock_status), ',' ORDER BY slug)) AS n FROM products`;
      expect((await queryRows<{ n: string }>(again.db, fingerprint))[0]!.n).toBe((await queryRows<{ n: string }>(database.db, fingerprint))[0]!.n);
    } finally {
      await again.dispose();
    }
  }, 120_000);

  it('refuses a database that already has products', async () => {
    await expect(generateSyntheticCatalog(database.db, { products: 10, dataDir: dir })).rejects.toThrow(/already has 200 products/);
  });
});
