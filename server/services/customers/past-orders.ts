import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couponUsages } from '../../db/schema/commerce';
import { downloadPermissions, orders } from '../../db/schema/orders';

/**
 * wc_update_new_customer_past_orders(): a new account takes over the guest orders placed with its e-mail
 * address, with their downloads and coupon uses, so they show under "Orders" and "Downloads".
 */
/** Orders placed as a guest with `email`, in any letter case, that no account holds. */
export function guestOrdersWith(email: string) {
  return and(isNull(orders.customerId), sql`lower(${orders.billing}->>'email') = ${email.toLowerCase()}`);
}

export async function linkPastOrders(db: Pick<Database, 'update'>, customerId: number, email: string): Promise<void> {
  const address = email.toLowerCase();
  const linked = await db
    .update(orders)
    .set({ customerId })
    .where(guestOrdersWith(address))
    .returning({ id: orders.id });
  if (linked.length === 0) return;
  await db
    .update(downloadPermissions)
    .set({ customerId })
    .where(and(isNull(downloadPermissions.customerId), eq(downloadPermissions.email, address)));
  await db.update(couponUsages).set({ customerId }).where(and(isNull(couponUsages.customerId), eq(couponUsages.email, address)));
}
