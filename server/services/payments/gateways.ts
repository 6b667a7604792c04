import { asc, eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/client';
import { paymentGateways } from '../../db/schema/commerce';
import type { OrderStatus } from '../../db/schema/orders';

export type GatewayRow = typeof paymentGateways.$inferSelect;

/** Enabled gateways in display order; Stripe only when its secret key is configured. */
export async function availableGateways(db: Pick<Database, 'select'>, config: ServerConfig): Promise<GatewayRow[]> {
  const rows = await db.select().from(paymentGateways).where(eq(paymentGateways.enabled, true)).orderBy(asc(paymentGateways.position));
  return rows.filter((row) => row.id !== 'stripe' || Boolean(config.stripe.secretKey));
}

/**
 * The status an order gets from its gateway's process_payment(): a verified card payment is paid
 * (completed when nothing needs shipping); bank transfer and cheque wait on hold for the money; cash on
 * delivery is processing (the goods ship, the money comes with them), but on hold when the order has a
 * download, which must not be handed out before the money arrives (WC_Gateway_COD does the same).
 */
export function statusAfterPayment(gatewayId: string, paid: boolean, order: { allVirtualDownloads: boolean; hasDownloads: boolean }): OrderStatus {
  if (paid) return order.allVirtualDownloads ? 'completed' : 'processing';
  if (gatewayId === 'cod') return order.hasDownloads ? 'on-hold' : 'processing';
  if (gatewayId === 'bacs' || gatewayId === 'cheque') return 'on-hold';
  return 'pending';
}
