import { sql } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../src/i18n/locales';
import { hmacKey } from '../session/secrets';
import { findCustomerById } from './accounts';
import { guestOrdersWith, linkPastOrders } from './past-orders';

/**
 * Guest orders placed with an e-mail address join an account with that address only once its owner
 * shows they read that mailbox: anyone can register with any address, and a guest order holds a
 * name, addresses, a phone number and paid downloads. The proof is a link in a mail sent there (the
 * welcome mail), a password reset (its key came by mail) or a login provider that verified the address.
 */

/** Where the link in the welcome mail points: a server route, so it works without the storefront's JavaScript. */
export const CONFIRM_GUEST_ORDERS_PATH = '/account/guest-orders';
export const GUEST_ORDERS_LINK_TTL_S = 14 * 24 * 3600;

const TOKEN_TYPE = 'guest-orders';

/** How many orders placed as a guest with this address no account holds yet. */
export async function unclaimedGuestOrders(db: Pick<Database, 'select'>, email: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(guestOrdersWith(email));
  return row?.count ?? 0;
}

/** The link that proves the account's owner reads its mailbox; it names the mail's language for the page it leads to. */
export async function guestOrdersLink(config: ServerConfig, customer: { id: number; email: string }, locale: Locale): Promise<string> {
  const token = await new SignJWT({ typ: TOKEN_TYPE, email: customer.email.toLowerCase(), lng: locale })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(config.publicUrl)
    .setSubject(String(customer.id))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + GUEST_ORDERS_LINK_TTL_S)
    .sign(await hmacKey(config, 'guest-orders'));
  return `${config.publicUrl}${CONFIRM_GUEST_ORDERS_PATH}?token=${encodeURIComponent(token)}`;
}

export type GuestOrdersConfirmation =
  | { confirmed: true; customerId: number; locale: Locale }
  | { confirmed: false; locale: Locale };

/**
 * Joins the guest orders of the address a link was sent to with its account. Following the link
 * twice, or after the orders were joined otherwise, changes nothing more. A link is refused when it
 * is forged, expired, or for an account whose address changed since it was sent (the new address
 * was never proven).
 */
export async function confirmGuestOrders(db: Database, config: ServerConfig, token: string): Promise<GuestOrdersConfirmation> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, await hmacKey(config, 'guest-orders'), { algorithms: ['HS256'], issuer: config.publicUrl, clockTolerance: 30 }));
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return { confirmed: false, locale: DEFAULT_LOCALE };
    throw error;
  }
  const locale = isLocale(payload.lng) ? payload.lng : DEFAULT_LOCALE;
  if (payload.typ !== TOKEN_TYPE || typeof payload.email !== 'string' || !/^\d+$/.test(payload.sub ?? '')) return { confirmed: false, locale };
  const customer = await findCustomerById(db, Number(payload.sub));
  if (!customer || customer.email.toLowerCase() !== payload.email) return { confirmed: false, locale };
  await db.transaction((tx) => linkPastOrders(tx, customer.id, customer.email));
  return { confirmed: true, customerId: customer.id, locale };
}
