import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaItems, productCategories, productCategoryLinks, products } from './schema';
import { runWithPlannedRows, withPlannedRows } from './row-mapper';
import { createTestDatabase, testDatabaseKinds } from '../test/database';

/** The planned mapper must give exactly what drizzle's own mapping gives, row for row. */
describe.each(testDatabaseKinds)('planned row mapping on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  const selection = {
    row: { id: products.id, name: products.name, regularPrice: products.regularPrice, createdAt: products.createdAt, stockQuantity: products.stockQuantity },
    image: mediaItems,
    doubled: sql<number>`${products.id} * 2`.mapWith(Number),
    label: sql<string>`upper(${products.slug})`,
  };

  it('builds the same objects as drizzle for a left join: decoded columns, nested objects, and null for a missing joined row', async () => {
    const [withoutImage] = await database.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1);
    await database.db.update(products).set({ imageId: null }).where(eq(products.id, withoutImage!.id));
    const build = () => database.db.select(selection).from(products).leftJoin(mediaItems, eq(mediaItems.id, products.imageId)).orderBy(asc(products.id));
    const expected = await build();
    const planned = await runWithPlannedRows(build(), selection);

    expect(planned).toEqual(expected);
    // Both kinds of row are there, so the comparison covers the nulled object and the filled one.
    expect(planned.some((row) => row.image === null)).toBe(true);
    expect(planned.some((row) => row.image !== null && row.image.createdAt instanceof Date)).toBe(true);
    expect(planned.every((row) => row.row.createdAt instanceof Date && typeof row.doubled === 'number')).toBe(true);
    // A second run with the kept plan maps as well as the first.
    expect(await runWithPlannedRows(build(), selection)).toEqual(expected);
  });

  it('maps a named prepared statement with placeholders and an inner join', async () => {
    const build = () =>
      database.db
        .select({ productId: productCategoryLinks.productId, category: productCategories })
        .from(productCategoryLinks)
        .innerJoin(productCategories, eq(productCategories.id, productCategoryLinks.categoryId))
        .where(sql`${productCategoryLinks.productId} = ANY(${sql.placeholder('keys')})`)
        .orderBy(asc(productCategoryLinks.productId), asc(productCategories.id));
    const [first] = await database.db.select({ id: productCategoryLinks.productId }).from(productCategoryLinks).limit(1);
    const keys = [first!.id];
    const expected = await build().prepare('row_mapper_test_drizzle').execute({ keys });
    const planned = await withPlannedRows(build().prepare('row_mapper_test_planned')).execute({ keys });

    expect(expected.length).toBeGreaterThan(0);
    expect(planned).toEqual(expected);
  });
});
