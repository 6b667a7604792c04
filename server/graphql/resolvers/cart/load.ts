import { userError } from '../../errors';
import type { GraphQLContext } from '../../context';
import type { SessionData } from '../../../db/schema/sessions';
import { findCustomerById, type CustomerRow } from '../../../services/customers/accounts';
import { computeCart, type CartContents, type CartView, type Shopper } from '../../../services/cart/view';

/**
 * WooGraphQL refuses cart operations for a bad session token ("invalid_token"); the client then resets.
 * `mutateNext`: the operation's next use of the session is `ctx.session.mutate`, which then refuses a
 * revoked token itself, from the session row it locks, before any change (see RequestSession.tokenError).
 */
export async function assertSessionToken(ctx: GraphQLContext, mutateNext = false): Promise<void> {
  const message = await ctx.session.tokenError(mutateNext);
  if (!message) return;
  // The same response already carries a fresh guest session for the client to start over with.
  await ctx.session.token();
  throw userError(message, 'INVALID_SESSION_TOKEN');
}

/** Who is shopping: the signed-in customer's account details, or the guest session's. */
export async function shopperFor(ctx: GraphQLContext): Promise<Shopper> {
  return shopperOf(await viewerAccount(ctx), await ctx.session.data());
}

/** The signed-in customer's account row, or null for a guest. */
export async function viewerAccount(ctx: GraphQLContext): Promise<CustomerRow | null> {
  return ctx.viewer ? findCustomerById(ctx.db, ctx.viewer.customerId) : null;
}

/** The shopper from an account (read beforehand) and session data (e.g. read under the session lock). */
export function shopperOf(customer: CustomerRow | null, data: SessionData): Shopper {
  if (customer) {
    return { customerId: customer.id, email: customer.email, billing: customer.billing, shipping: customer.shipping };
  }
  return { customerId: null, email: null, billing: data.billing ?? {}, shipping: data.shipping ?? {} };
}

/** The session's cart; `contents`: its lines and items as a change just read them under the session lock. */
export async function currentCart(ctx: GraphQLContext, contents?: CartContents): Promise<CartView> {
  const record = await ctx.session.record();
  return computeCart(ctx.db, ctx.config, record.id, record.data, await shopperFor(ctx), contents);
}
