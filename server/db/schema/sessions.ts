import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers, type StoredAddress } from './customers';

/** What a WooCommerce session remembers besides the cart lines. */
export interface SessionData {
  billing?: StoredAddress;
  shipping?: StoredAddress;
  /** Coupon codes applied to the cart, in the order applied. */
  appliedCoupons?: string[];
  /** Chosen shipping rate id per package (one package). */
  chosenShippingMethods?: string[];
  /** The rate ids offered when the shopper chose (a free rate offered later is chosen for them). */
  shippingRatesOffered?: string[];
  /** Set once a shipping location was given (WC_Customer calculated_shipping). */
  calculatedShipping?: boolean;
}

/**
 * Shopping sessions (WooCommerce sessions): a guest's ("t_…") or a customer's (id = customer id).
 * The signed session token names the row; rows outlive tokens only until `expires_at`.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<SessionData>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Tokens carry the version they were issued under; raising it (logout, password reset) revokes them all. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_expires_idx').on(table.expiresAt)],
);
