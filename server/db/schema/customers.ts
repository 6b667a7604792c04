import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A postal address as WooCommerce stores it for billing and shipping (empty fields omitted). */
export interface StoredAddress {
  firstName?: string;
  lastName?: string;
  company?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  postcode?: string;
  country?: string;
  email?: string;
  phone?: string;
}

/** Registered shoppers (WordPress users with the customer role). */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** Stored lower-cased so uniqueness and look-ups ignore case. */
    email: text('email').notNull(),
    /** argon2id hash; null for accounts created through a social login only. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    displayName: text('display_name').notNull().default(''),
    billing: jsonb('billing').$type<StoredAddress>().notNull().default({}),
    shipping: jsonb('shipping').$type<StoredAddress>().notNull().default({}),
    isPayingCustomer: boolean('is_paying_customer').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customers_username_key').on(sql`lower(${table.username})`),
    uniqueIndex('customers_email_key').on(table.email),
  ],
);

/**
 * One signed-in device: the family of a rotating refresh token. Auth tokens name their family, so
 * revoking it (logout, password change, refresh-token reuse) ends that sign-in at once.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The id of the only refresh token of this family that may still be used. */
    currentRefreshId: text('current_refresh_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_sessions_customer_idx').on(table.customerId)],
);

/** Password reset keys: only a hash is kept; a key works once and expires. */
export const passwordResets = pgTable('password_resets', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  keyHash: text('key_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Accounts at an OAuth provider linked to a customer (social login). */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] }), index('oauth_identities_customer_idx').on(table.customerId)],
);

/** Server-side wishlist of signed-in customers (guests keep theirs in the browser). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.productId] })],
);
