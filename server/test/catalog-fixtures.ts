import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema/catalog';

type ProductChanges = Partial<typeof products.$inferInsert>;

/** The database id of a demo product or variation, by slug (ids depend on import order). */
export async function productIdBySlug(db: Database, slug: string): Promise<number> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no demo product with slug ${slug}`);
  return row.id;
}

/** Changes a demo product on the test's private database copy (stock, status, prices...). */
export async function changeProduct(db: Database, slug: string, changes: ProductChanges): Promise<number> {
  const id = await productIdBySlug(db, slug);
  await db.update(products).set(changes).where(eq(products.id, id));
  return id;
}
