import { integer, pgTable, serial, text, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';

/** Product categories (WooCommerce taxonomy `product_cat`): a tree ordered by menu order then name. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    menuOrder: integer('menu_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('product_categories_slug_key').on(table.slug), index('product_categories_parent_idx').on(table.parentId)],
);
