import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { toCents } from '../pricing/money';
import { reusableStatement } from '../../db/reusable-statement';

export type ProductRow = typeof products.$inferSelect;
type Reader = Pick<Database, 'select' | '_'>;

/** A purchasable item (a simple product or a variation) with what the cart needs to price and stock it. */
export interface CartProduct {
  /** The simple or variable product (for a variation: its parent). */
  product: ProductRow;
  variation: ProductRow | null;
  /** Current unit price in cents (the sale price while a sale runs); null = not purchasable. */
  price: number | null;
  onSale: boolean;
  categoryIds: number[];
  categoryNames: string[];
}

export function sellable(item: CartProduct): ProductRow {
  return item.variation ?? item.product;
}

function saleRunning(row: ProductRow, now: Date): boolean {
  return row.salePrice !== null && (!row.saleFrom || row.saleFrom <= now) && (!row.saleTo || row.saleTo > now);
}

/** WooCommerce's `_price`: the sale price while the sale runs, else the regular price. */
export function currentPrice(row: ProductRow, now = new Date()): { price: number | null; onSale: boolean } {
  const regular = toCents(row.regularPrice);
  if (saleRunning(row, now)) {
    const sale = toCents(row.salePrice);
    return { price: sale, onSale: sale !== null && (regular === null || sale < regular) };
  }
  return { price: regular, onSale: false };
}

export interface StockFacts {
  /** The row whose stock_quantity counts (a variation can use its parent's stock). */
  rowId: number | null;
  quantity: number | null;
  backordersAllowed: boolean;
  inStock: boolean;
}

/** WC_Product::managing_stock() / is_in_stock() / backorders_allowed(), parent stock included. */
export function stockFacts(item: CartProduct): StockFacts {
  const own = sellable(item);
  const source = own.manageStock ? own : item.variation && item.product.manageStock ? item.product : null;
  if (!source) return { rowId: null, quantity: null, backordersAllowed: true, inStock: own.stockStatus !== 'outofstock' };
  const backordersAllowed = source.backorders !== 'no';
  const quantity = source.stockQuantity ?? 0;
  return { rowId: source.id, quantity, backordersAllowed, inStock: quantity > 0 || backordersAllowed };
}

/** The categories of a row's product (for a variation: its parent's), ids and names in the same order. */
const ownerCategoryIds = sql<number[]>`ARRAY(SELECT l.category_id FROM product_category_links l
  WHERE l.product_id = coalesce(${products.parentId}, ${products.id}) ORDER BY l.category_id)`;
const ownerCategoryNames = sql<string[]>`ARRAY(SELECT c.name FROM product_category_links l JOIN product_categories c ON c.id = l.category_id
  WHERE l.product_id = coalesce(${products.parentId}, ${products.id}) ORDER BY l.category_id)`;

/** `= ANY($ids)`: one statement text for any number of items, rendered and parsed once. */
const cartProductRows = reusableStatement<{ row: ProductRow; categoryIds: number[]; categoryNames: string[] }>('cart_products', (db) =>
  db
    .select({ row: products, categoryIds: ownerCategoryIds, categoryNames: ownerCategoryNames })
    .from(products)
    .where(sql`${products.id} = ANY(${sql.placeholder('ids')})`),
);
const parentRows = reusableStatement<ProductRow>('cart_product_parents', (db) => db.select().from(products).where(sql`${products.id} = ANY(${sql.placeholder('ids')})`));

/**
 * Loads items by id (products or variations), their parents, prices and categories: one statement, and
 * a second one only for the parents of variations.
 */
export async function loadCartProducts(db: Reader, ids: readonly number[], now = new Date()): Promise<Map<number, CartProduct>> {
  const result = new Map<number, CartProduct>();
  if (ids.length === 0) return result;
  const rows = await cartProductRows.run(db, { ids: [...new Set(ids)] });
  const parentIds = rows.flatMap(({ row }) => (row.parentId ? [row.parentId] : []));
  const parents = parentIds.length ? await parentRows.run(db, { ids: parentIds }) : [];
  const parentsById = new Map(parents.map((row) => [row.id, row]));
  for (const { row, categoryIds, categoryNames } of rows) {
    const product = row.parentId ? parentsById.get(row.parentId) : row;
    if (!product) continue;
    result.set(row.id, {
      product,
      variation: row.parentId ? row : null,
      ...currentPrice(row, now),
      categoryIds: categoryIds.map(Number),
      categoryNames,
    });
  }
  return result;
}

/** Finds the variation of a variable product whose attributes match the chosen values. */
export async function findMatchingVariation(
  db: Reader,
  productId: number,
  chosen: Map<string, string>,
): Promise<ProductRow | null> {
  const variations = await db.select().from(products).where(eq(products.parentId, productId));
  return (
    variations.find(
      (variation) =>
        variation.status === 'publish' &&
        variation.variationAttributes.every((attribute) => attribute.value === '' ? chosen.has(attribute.name) : chosen.get(attribute.name) === attribute.value),
    ) ?? null
  );
}
