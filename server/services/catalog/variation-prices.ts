import { sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { products } from '../../db/schema';
import { jsonRowCodec } from '../../db/json-rows';

/**
 * What a variable product's price range needs of its variations, kept on the product itself
 * (`products.variation_prices`, refreshed with the other lookup columns in lookup.ts): every card of a
 * variable product on a list page reads it, and aggregating the variations there instead was about
 * two fifths of the page statement's database time.
 *
 * The list holds the published variations in the product page's order, each a JSON array of these
 * columns (json-rows.ts), and decodes to what a select of the same columns gives.
 */
export const VARIATION_PRICE_COLUMN_NAMES = ['id', 'parentId', 'regularPrice', 'salePrice', 'onSale', 'taxStatus', 'taxClass'] as const;
export type VariationPriceRow = Pick<typeof products.$inferSelect, (typeof VARIATION_PRICE_COLUMN_NAMES)[number]>;

type VariationPriceColumns = Pick<typeof products._.columns, (typeof VARIATION_PRICE_COLUMN_NAMES)[number]>;

/** These columns of `products` or of an alias of it (a subquery's). */
export function variationPriceColumnsOf(table: Record<(typeof VARIATION_PRICE_COLUMN_NAMES)[number], PgColumn>): VariationPriceColumns {
  return Object.fromEntries(VARIATION_PRICE_COLUMN_NAMES.map((name) => [name, table[name]])) as VariationPriceColumns;
}

const variation = alias(products, 'v');
const priceRow = jsonRowCodec(variationPriceColumnsOf(variation));

/** The list of `parentId`'s published variations, computed from their rows (an expression over `products v`). */
export function variationPriceList(parentId: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(${priceRow.array} ORDER BY ${variation.menuOrder}, ${variation.id}), '[]')
    FROM products v WHERE ${variation.parentId} = ${parentId} AND ${variation.status} = 'publish')`;
}

export function decodeVariationPrices(list: unknown): VariationPriceRow[] {
  return (list as unknown[][]).map(priceRow.decode);
}
