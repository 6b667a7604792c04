import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { wishlistItems } from '../../db/schema/customers';
import { userError } from '../../graphql/errors';

export type WishlistProduct = typeof products.$inferSelect;

/** The customer's wished-for products that can still be shown (published), oldest first. */
export async function wishlistProducts(db: Pick<Database, 'select'>, customerId: number): Promise<WishlistProduct[]> {
  const items = await db.select().from(wishlistItems).where(eq(wishlistItems.customerId, customerId)).orderBy(asc(wishlistItems.addedAt));
  if (items.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, items.map((item) => item.productId)), eq(products.status, 'publish')));
  return items.flatMap((item) => rows.filter((row) => row.id === item.productId));
}

/** Adds a published product (not a variation); adding one twice keeps one entry. */
export async function addToWishlist(db: Database, customerId: number, productId: number): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'publish'), isNull(products.parentId)));
  if (!product) throw userError('No product found matching the ID provided', 'NOT_FOUND');
  await db.insert(wishlistItems).values({ customerId, productId }).onConflictDoNothing();
}

export async function removeFromWishlist(db: Database, customerId: number, productId: number): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)));
}
