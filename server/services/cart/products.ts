import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productCategories, productCategoryLinks, products } from '../../db/schema/catalog';
import { toCents } from '../pricing/money';

export type ProductRow = typeof products.$inferSelect;
type Reader = Pick<Database, 'select'>;

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

/** Loads items by id (products or variations), their parents, prices and categories. */
export async function loadCartProducts(db: Reader, ids: readonly number[], now = new Date()): Promise<Map<number, CartProduct>> {
  const result = new Map<number, CartProduct>();
  if (ids.length === 0) return result;
  const rows = await db.select().from(products).where(inArray(products.id, [...new Set(ids)]));
  const parentIds = rows.flatMap((row) => (row.parentId ? [row.parentId] : []));
  const parents = parentIds.length ? await db.select().from(products).where(inArray(products.id, parentIds)) : [];
  const byId = new Map([...rows, ...parents].map((row) => [row.id, row]));
  const ownerIds = [...new Set(rows.map((row) => row.parentId ?? row.id))];
  const categories = await db
    .select({ productId: productCategoryLinks.productId, id: productCategories.id, name: productCategories.name })
    .from(productCategoryLinks)
    .innerJoin(productCategories, eq(productCategories.id, productCategoryLinks.categoryId))
    .where(inArray(productCategoryLinks.productId, ownerIds));
  for (const row of rows) {
    const product = row.parentId ? byId.get(row.parentId) : row;
    if (!product) continue;
    const own = categories.filter((category) => category.productId === product.id);
    result.set(row.id, {
      product,
      variation: row.parentId ? row : null,
      ...currentPrice(row, now),
      categoryIds: own.map((category) => category.id),
      categoryNames: own.map((category) => category.name),
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
