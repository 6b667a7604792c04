import type { Database } from '../../db/client';
import type { SessionData } from '../../db/schema/sessions';
import { deleteSession, lockExistingSession, lockSession, sessionTtl, writeSession, type Executor } from './store';

/** Moves cart lines from one session to another inside the transfer's transaction. */
export type CartLinesTransfer = (tx: Executor, fromSessionId: string, toSessionId: string) => Promise<void>;

/**
 * Login transfer (WooGraphQL `session_transfer_behavior`): the guest's cart lines join the customer's
 * cart, coupons and chosen rates come along, and guest addresses fill what the customer session lacks.
 * The guest session is then gone, so its token cannot reach the customer's cart. Both rows are locked
 * (guest first, as every transfer does) so no cart change of either session runs in between.
 */
export async function transferSession(db: Database, moveCartLines: CartLinesTransfer, fromId: string, toId: string, toCustomerId: number) {
  await db.transaction(async (tx) => {
    const guest = await lockExistingSession(tx, fromId);
    if (!guest) return;
    const target = await lockSession(tx, toId, toCustomerId);
    target.data = mergeSessionData(target.data, guest.data);
    target.expiresAt = new Date(Date.now() + sessionTtl(toCustomerId));
    await writeSession(tx, target);
    await moveCartLines(tx, fromId, toId);
    await deleteSession(tx, fromId);
  });
}

function mergeSessionData(customer: SessionData, guest: SessionData): SessionData {
  const coupons = [...new Set([...(customer.appliedCoupons ?? []), ...(guest.appliedCoupons ?? [])])];
  return {
    ...customer,
    billing: hasAddress(customer.billing) ? customer.billing : guest.billing,
    shipping: hasAddress(customer.shipping) ? customer.shipping : guest.shipping,
    appliedCoupons: coupons,
    chosenShippingMethods: guest.chosenShippingMethods ?? customer.chosenShippingMethods,
    calculatedShipping: customer.calculatedShipping || guest.calculatedShipping,
  };
}

function hasAddress(address: SessionData['billing']): boolean {
  return address !== undefined && Object.values(address).some(Boolean);
}
