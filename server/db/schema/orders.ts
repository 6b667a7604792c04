import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers, type StoredAddress } from './customers';
import type { CartLineAttribute } from './cart';

export type OrderStatus = 'pending' | 'processing' | 'on-hold' | 'completed' | 'cancelled' | 'refunded' | 'failed';

export interface OrderShippingLine {
  rateId: string;
  methodId: string;
  title: string;
  total: number;
  tax: number;
}

export interface OrderCouponLine {
  code: string;
  discount: number;
  discountTax: number;
}

export interface OrderTaxLine {
  rateId: number;
  label: string;
  rate: string;
  taxTotal: number;
  shippingTaxTotal: number;
}

export interface OrderMeta {
  key: string;
  value: string;
}

/** Orders; every money column is in cents of `currency`, prices exclusive of tax. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** WooCommerce's order key ("wc_order_…"): lets a guest see their order-received page. */
    orderKey: text('order_key').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentMethodTitle: text('payment_method_title').notNull(),
    transactionId: text('transaction_id'),
    customerNote: text('customer_note').notNull().default(''),
    createdVia: text('created_via').notNull().default('checkout'),
    billing: jsonb('billing').$type<StoredAddress>().notNull(),
    shipping: jsonb('shipping').$type<StoredAddress>().notNull(),
    subtotal: integer('subtotal').notNull(),
    discountTotal: integer('discount_total').notNull(),
    discountTax: integer('discount_tax').notNull(),
    shippingTotal: integer('shipping_total').notNull(),
    shippingTax: integer('shipping_tax').notNull(),
    cartTax: integer('cart_tax').notNull(),
    totalTax: integer('total_tax').notNull(),
    total: integer('total').notNull(),
    shippingLines: jsonb('shipping_lines').$type<OrderShippingLine[]>().notNull().default([]),
    couponLines: jsonb('coupon_lines').$type<OrderCouponLine[]>().notNull().default([]),
    taxLines: jsonb('tax_lines').$type<OrderTaxLine[]>().notNull().default([]),
    metaData: jsonb('meta_data').$type<OrderMeta[]>().notNull().default([]),
    customerIpAddress: text('customer_ip_address'),
    customerUserAgent: text('customer_user_agent'),
    datePaid: timestamp('date_paid', { withTimezone: true }),
    dateCompleted: timestamp('date_completed', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_order_key_key').on(table.orderKey),
    index('orders_customer_idx').on(table.customerId, table.createdAt),
    uniqueIndex('orders_transaction_key').on(table.paymentMethod, table.transactionId),
  ],
);

/** Line items with the prices charged (copied from the catalogue at checkout). */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    variationId: integer('variation_id'),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    attributes: jsonb('attributes').$type<CartLineAttribute[]>().notNull().default([]),
    taxClass: text('tax_class').notNull().default(''),
    subtotal: integer('subtotal').notNull(),
    subtotalTax: integer('subtotal_tax').notNull(),
    total: integer('total').notNull(),
    totalTax: integer('total_tax').notNull(),
  },
  (table) => [index('order_items_order_idx').on(table.orderId)],
);

/** Who may download which file of which order, how often and until when (WooCommerce permissions). */
export const downloadPermissions = pgTable(
  'download_permissions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    downloadId: text('download_id').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** Null = unlimited. */
    downloadsRemaining: integer('downloads_remaining'),
    /** Null = never expires. */
    accessExpires: timestamp('access_expires', { withTimezone: true }),
    downloadCount: integer('download_count').notNull().default(0),
  },
  (table) => [index('download_permissions_order_idx').on(table.orderId), index('download_permissions_customer_idx').on(table.customerId)],
);
