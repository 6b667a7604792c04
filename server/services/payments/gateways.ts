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
 * The status an order gets from its gateway's process_payment(): cash on delivery starts processing,
 * bank transfer and cheque wait on hold for the money; a verified card payment is paid.
 */
export function statusAfterPayment(gatewayId: string, paid: boolean, allVirtualDownloads: boolean): OrderStatus {
  if (paid) return allVirtualDownloads ? 'completed' : 'processing';
  if (gatewayId === 'cod') return 'processing';
  if (gatewayId === 'bacs' || gatewayId === 'cheque') return 'on-hold';
  return 'pending';
}
