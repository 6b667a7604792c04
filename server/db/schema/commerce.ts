import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export type DiscountType = 'percent' | 'fixed_cart' | 'fixed_product';

/** WooCommerce coupons (post type shop_coupon). Money in cents; percent as a number of percent. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case: WooCommerce codes are case-insensitive. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    discountType: text('discount_type').$type<DiscountType>().notNull(),
    /** Percent (e.g. 10 for 10 %) or cents for fixed types. */
    amount: integer('amount').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    minimumSpend: integer('minimum_spend'),
    maximumSpend: integer('maximum_spend'),
    usageLimit: integer('usage_limit'),
    usageLimitPerUser: integer('usage_limit_per_user'),
    /** Caps how many items a fixed_product or percent coupon discounts. */
    limitUsageToXItems: integer('limit_usage_to_x_items'),
    usageCount: integer('usage_count').notNull().default(0),
    individualUse: boolean('individual_use').notNull().default(false),
    freeShipping: boolean('free_shipping').notNull().default(false),
    excludeSaleItems: boolean('exclude_sale_items').notNull().default(false),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    excludedProductIds: integer('excluded_product_ids').array().notNull().default(sql`'{}'::integer[]`),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    excludedCategoryIds: integer('excluded_category_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Allowed billing e-mails; "*@example.com" wildcards as WooCommerce. */
    emailRestrictions: text('email_restrictions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('coupons_code_key').on(table.code)],
);

/** One use of a coupon by an order, for the per-customer limit (by customer id or billing e-mail). */
export const couponUsages = pgTable(
  'coupon_usages',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    customerId: integer('customer_id'),
    email: text('email').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.couponId, table.orderId] }), index('coupon_usages_email_idx').on(table.couponId, table.email)],
);

/** Shipping zones, matched in `position` order; a zone without locations covers everything else. */
export const shippingZones = pgTable('shipping_zones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export type ZoneLocationType = 'country' | 'state' | 'postcode';

/** country "DE", state "US:CA", postcode "75*", "10000...19999" or an exact code. */
export const shippingZoneLocations = pgTable(
  'shipping_zone_locations',
  {
    id: serial('id').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    type: text('type').$type<ZoneLocationType>().notNull(),
    code: text('code').notNull(),
  },
  (table) => [index('shipping_zone_locations_zone_idx').on(table.zoneId)],
);

export type ShippingMethodId = 'flat_rate' | 'free_shipping' | 'local_pickup';
/** What unlocks free shipping: a minimum amount, a free-shipping coupon, either or both. */
export type FreeShippingRequires = '' | 'min_amount' | 'coupon' | 'either' | 'both';

export interface ShippingMethodSettings {
  /** flat_rate / local_pickup: cost in cents per order, plus per item. */
  cost?: number;
  costPerItem?: number;
  taxable?: boolean;
  requires?: FreeShippingRequires;
  minAmount?: number;
  /** free_shipping: "Apply minimum order rule before coupon discount" (WooCommerce's ignore_discounts, off by default). */
  ignoreDiscounts?: boolean;
}

/** Methods of a zone; the rate id is `<methodId>:<id>` (WooCommerce's method instance id). */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: serial('id').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    methodId: text('method_id').$type<ShippingMethodId>().notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    settings: jsonb('settings').$type<ShippingMethodSettings>().notNull().default({}),
  },
  (table) => [index('shipping_methods_zone_idx').on(table.zoneId, table.position)],
);

/** Tax rates by country and state ('' = any), per tax class ('' = standard). */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull().default(''),
    state: text('state').notNull().default(''),
    /** Percent, e.g. 20.0000. */
    rate: numeric('rate', { precision: 8, scale: 4 }).notNull(),
    label: text('label').notNull(),
    taxClass: text('tax_class').notNull().default(''),
    /** Also applies to shipping. */
    shipping: boolean('shipping').notNull().default(true),
    priority: integer('priority').notNull().default(1),
  },
  (table) => [index('tax_rates_location_idx').on(table.country, table.state)],
);

/** Payment gateways the shop offers, in display order. */
export const paymentGateways = pgTable('payment_gateways', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  icon: text('icon'),
  enabled: boolean('enabled').notNull().default(true),
  position: integer('position').notNull().default(0),
  /** Gateway options, e.g. bank transfer's `accounts` (WooCommerce's woocommerce_bacs_accounts). */
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
});
