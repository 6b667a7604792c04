import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productDownloads, products } from '../../db/schema/catalog';
import { customers } from '../../db/schema/customers';
import { downloadPermissions, orderItems, orders, type OrderStatus } from '../../db/schema/orders';
import type { Executor } from '../session/store';
import type { OrderRow } from './queries';

/** A line as download permissions need it: the bought product or variation and how many. */
export interface BoughtItem {
  productId: number;
  variationId: number | null;
  quantity: number;
}

/**
 * wc_downloadable_product_permissions(): one permission per file of every downloadable item, with
 * the product's download limit (per unit bought) and expiry. Called only once an order is paid, or
 * completed by the shop owner; an order that already has permissions gets none twice.
 */
export async function grantDownloads(tx: Executor, order: OrderRow, items: BoughtItem[]): Promise<void> {
  const ids = [...new Set(items.map((item) => item.variationId ?? item.productId))];
  if (ids.length === 0) return;
  const [already] = await tx.select({ id: downloadPermissions.id }).from(downloadPermissions).where(eq(downloadPermissions.orderId, order.id)).limit(1);
  if (already) return;
  const rows = await tx.select().from(products).where(inArray(products.id, ids));
  const downloadable = new Map(rows.filter((row) => row.downloadable).map((row) => [row.id, row]));
  if (downloadable.size === 0) return;
  const files = await tx.select().from(productDownloads).where(inArray(productDownloads.productId, [...downloadable.keys()]));
  const permissions = items.flatMap((item) => {
    const own = downloadable.get(item.variationId ?? item.productId);
    if (!own) return [];
    return files
      .filter((file) => file.productId === own.id)
      .map((file) => ({
        orderId: order.id,
        productId: own.id,
        downloadId: file.downloadId,
        customerId: order.customerId,
        email: (order.billing.email ?? '').toLowerCase(),
        downloadsRemaining: own.downloadLimit < 0 ? null : own.downloadLimit * item.quantity,
        accessExpires: own.downloadExpiry < 0 ? null : new Date(Date.now() + own.downloadExpiry * 24 * 3600 * 1000),
      }));
  });
  if (permissions.length) await tx.insert(downloadPermissions).values(permissions);
}

/** WooCommerce lets a shopper download once the order is paid, or once the owner completed it. */
export function downloadsPermitted(order: Pick<OrderRow, 'status' | 'datePaid'>): boolean {
  return order.status === 'completed' || (order.status === 'processing' && order.datePaid !== null);
}

export class OrderCommandError extends Error {}

const CLOSED: OrderStatus[] = ['cancelled', 'refunded', 'failed'];

/**
 * The shop owner's side of an unpaid order (cash on delivery, bank transfer, cheque):
 * `paid` is WC_Order::payment_complete() (processing, or completed when nothing needs shipping),
 * `complete` marks it completed (and paid, if it was not). Both grant the downloads.
 */
export async function settleOrder(db: Database, orderId: number, action: 'paid' | 'complete'): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new OrderCommandError(`there is no order #${orderId}`);
    if (CLOSED.includes(order.status)) throw new OrderCommandError(`order #${orderId} is ${order.status}; it cannot be paid or completed`);
    if (action === 'paid' && order.datePaid) throw new OrderCommandError(`order #${orderId} is already paid (${order.datePaid.toISOString()})`);
    if (action === 'complete' && order.status === 'completed') throw new OrderCommandError(`order #${orderId} is already completed`);
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const now = new Date();
    let status: OrderStatus = 'completed';
    if (action === 'paid') {
      const sold = await tx.select().from(products).where(inArray(products.id, items.map((item) => item.variationId ?? item.productId)));
      const needsProcessing = items.length === 0 || sold.length < items.length || sold.some((row) => !(row.virtual && row.downloadable));
      status = needsProcessing ? 'processing' : 'completed';
    }
    const [updated] = await tx
      .update(orders)
      .set({ status, datePaid: order.datePaid ?? now, dateCompleted: status === 'completed' ? now : null, updatedAt: now })
      .where(eq(orders.id, orderId))
      .returning();
    await grantDownloads(tx, updated!, items);
    if (updated!.customerId) await tx.update(customers).set({ isPayingCustomer: true }).where(eq(customers.id, updated!.customerId));
    return updated!;
  });
}
