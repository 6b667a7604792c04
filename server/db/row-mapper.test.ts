import { and, asc, eq, gt, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaItems, productCategories, productCategoryLinks, products } from './schema';
import { withPlannedRows } from './row-mapper';
import { selectFrame } from './select-frame';
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
    const planned = await withPlannedRows(build().prepare(undefined as unknown as string)).execute();

    expect(planned).toEqual(expected);
    // Both kinds of row are there, so the comparison covers the nulled object and the filled one.
    expect(planned.some((row) => row.image === null)).toBe(true);
    expect(planned.some((row) => row.image !== null && row.image.createdAt instanceof Date)).toBe(true);
    expect(planned.every((row) => row.row.createdAt instanceof Date && typeof row.doubled === 'number')).toBe(true);
  });

  it('runs a select frame as drizzle runs the whole select: the request parameters, then LIMIT and OFFSET, in their places', async () => {
    const all = await database.db.select({ id: products.id }).from(products).orderBy(asc(products.id));
    expect(all.length).toBeGreaterThan(6);
    const build = (where: ReturnType<typeof sql>, limit: number | ReturnType<typeof sql.placeholder>, offset: number | ReturnType<typeof sql.placeholder>) => {
      const ids = database.db.select({ id: products.id }).from(products).where(where).orderBy(asc(products.id)).limit(limit).offset(offset);
      return database.db.select(selection).from(products).leftJoin(mediaItems, eq(mediaItems.id, products.imageId)).where(inArray(products.id, ids)).orderBy(asc(products.id));
    };
    const frame = selectFrame(build);
    // Twice with other conditions and values: the frame is rendered once, the conditions each time.
    for (const [where, limit, offset, prepared] of [
      [and(gt(products.id, all[1]!.id), like(products.slug, '%'))!, 3, 1, false],
      [sql`${products.id} <> ${all[0]!.id}`, 2, 0, false],
      // No parameters: a named statement with its LIMIT and OFFSET written in, run again for other pages.
      [sql`${products.slug} IS NOT NULL`, 2, 0, false],
      [sql`${products.slug} IS NOT NULL`, 3, 2, false],
      [sql`${products.slug} IS NOT NULL`, 2, 0, false],
      // Kept prepared with parameters: the same statement again with other values and bounds.
      [sql`${products.id} <> ${all[0]!.id}`, 2, 1, true],
      [sql`${products.id} <> ${all[2]!.id}`, 3, 0, true],
      [sql`${products.id} <> ${all[0]!.id}`, 2, 1, true],
    ] as const) {
      const expected = await build(where, limit, offset);
      expect(expected.length).toBe(limit);
      expect(await frame.run(database.db, where, limit, offset, prepared)).toEqual(expected);
    }
  });

  it('refuses a limit or offset that is not a whole number rather than write it into a statement', async () => {
    const frame = selectFrame((where, limit, offset) => database.db.select({ id: products.id }).from(products).where(where).orderBy(asc(products.id)).limit(limit).offset(offset));
    await expect(frame.run(database.db, sql`true`, 2.5, 0)).rejects.toThrow(/whole numbers, not 2.5/);
    await expect(frame.run(database.db, sql`true`, 2, -1)).rejects.toThrow(/whole numbers, not -1/);
  });

  it('refuses a frame whose LIMIT and OFFSET are not after its one WHERE', () => {
    expect(() => selectFrame((where) => database.db.select({ id: products.id }).from(products).where(where))).toThrow(/a select frame needs/);
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
