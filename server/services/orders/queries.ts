import { and, desc, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productDownloads } from '../../db/schema/catalog';
import { downloadPermissions, orderItems, orders } from '../../db/schema/orders';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
type Reader = Pick<Database, 'select'>;

export async function findOrder(db: Reader, by: { id: number } | { key: string }): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where('id' in by ? eq(orders.id, by.id) : eq(orders.orderKey, by.key));
  return row ?? null;
}

/** The customer's orders, newest first; `before` is an order id for keyset paging. */
export async function customerOrders(db: Reader, customerId: number, limit: number, beforeId?: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), beforeId ? lt(orders.id, beforeId) : undefined))
    .orderBy(desc(orders.id))
    .limit(limit);
}

export async function itemsOfOrder(db: Reader, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
}

export interface DownloadableItemView {
  permissionId: number;
  order: OrderRow;
  productId: number;
  downloadId: string;
  name: string;
  file: string;
  downloadsRemaining: number | null;
  accessExpires: Date | null;
}

/** Downloads granted for paid orders (of one order, or of a customer). */
export async function downloadableItems(db: Reader, scope: { orderId: number } | { customerId: number }): Promise<DownloadableItemView[]> {
  const rows = await db
    .select({ permission: downloadPermissions, order: orders, name: productDownloads.name, file: productDownloads.file })
    .from(downloadPermissions)
    .innerJoin(orders, eq(orders.id, downloadPermissions.orderId))
    .innerJoin(
      productDownloads,
      and(eq(productDownloads.productId, downloadPermissions.productId), eq(productDownloads.downloadId, downloadPermissions.downloadId)),
    )
    .where(
      and(
        'orderId' in scope ? eq(downloadPermissions.orderId, scope.orderId) : eq(orders.customerId, scope.customerId),
        // downloadsPermitted(): completed, or processing and paid.
        or(eq(orders.status, 'completed'), and(eq(orders.status, 'processing'), isNotNull(orders.datePaid))),
      ),
    )
    .orderBy(desc(downloadPermissions.orderId), downloadPermissions.id);
  return rows.map(({ permission, order, name, file }) => ({
    permissionId: permission.id,
    order,
    productId: permission.productId,
    downloadId: permission.downloadId,
    name,
    file,
    downloadsRemaining: permission.downloadsRemaining,
    accessExpires: permission.accessExpires,
  }));
}
