import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { sessions } from './sessions';

/** A chosen value of a variation attribute, as WooCommerce keeps it on a cart line. */
export interface CartLineAttribute {
  attributeName: string;
  attributeValue: string;
}

/**
 * Cart lines of a session. Prices are never stored here: totals are computed from the catalogue on
 * every read, so the cart can't carry a stale or client-supplied price.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** WooCommerce cart item key: md5 of product, variation and attributes. */
    key: text('key').notNull(),
    productId: integer('product_id').notNull(),
    variationId: integer('variation_id'),
    attributes: jsonb('attributes').$type<CartLineAttribute[]>().notNull().default([]),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.key] }),
    index('cart_items_product_idx').on(table.productId),
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);
