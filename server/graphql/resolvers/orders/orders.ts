import { userError } from '../../errors';
import { fromGlobalId, toGlobalId } from '../../global-id';
import { shopText } from '../../../services/i18n/woocommerce-defaults';
import type { GraphQLContext } from '../../context';
import { connectionFromList, atomDate, type SliceArgs } from '../../../services/catalog/presenters';
import { loadCartProducts } from '../../../services/cart/products';
import { findCustomerById } from '../../../services/customers/accounts';
import { downloadUrl } from '../../../services/orders/downloads';
import { customerOrders, downloadableItems, findOrder, itemsOfOrder, type DownloadableItemView, type OrderItemRow, type OrderRow } from '../../../services/orders/queries';
import { money, type PriceFormat } from '../../../services/pricing/money';
import { productNode } from '../cart/cart-type';
import { addressFields, customerModel, type CustomerModel } from '../customer/models';

type FormatArgs = { format?: PriceFormat | null };
const ORDER_NOT_FOUND = 'We could not find your order. Please try again later.';

/**
 * Orders the current request has just placed: the checkout payload may show their customer (an
 * account created at checkout is not signed in for that request yet). Keyed by the row object,
 * which only that request holds.
 */
const placedByThisRequest = new WeakSet<OrderRow>();
export function markPlacedByThisRequest(order: OrderRow): OrderRow {
  placedByThisRequest.add(order);
  return order;
}

/** The order with this database id when it is the signed-in customer's own, else null (missing or not). */
export async function ownOrder(ctx: GraphQLContext, databaseId: number): Promise<OrderRow | null> {
  if (!ctx.viewer) return null;
  const order = await findOrder(ctx.db, { id: databaseId });
  return order && order.customerId === ctx.viewer.customerId ? order : null;
}

/** Customers see their own orders; anyone holding the order key sees that order (order-received page). */
async function orderFor(ctx: GraphQLContext, args: { id?: string | null; idType?: string | null }): Promise<OrderRow> {
  const id = args.id ?? '';
  if (args.idType === 'ORDER_KEY') {
    const order = id ? await findOrder(ctx.db, { key: id }) : null;
    if (order) return order;
  } else {
    const databaseId = args.idType === 'DATABASE_ID' ? id : fromGlobalId(id)?.type === 'order' ? fromGlobalId(id)!.id : '';
    const order = /^\d+$/.test(databaseId) ? await ownOrder(ctx, Number(databaseId)) : null;
    if (order) return order;
  }
  // The same answer for "missing" and "not yours", so ids cannot be probed.
  throw userError(ORDER_NOT_FOUND, 'NOT_FOUND');
}

function ordersConnection(orders: OrderRow[], args: SliceArgs, max: number) {
  return connectionFromList(orders, args, max, (order) => order.id);
}

const allVirtual = async (ctx: GraphQLContext, order: OrderRow) => {
  const items = await itemsOfOrder(ctx.db, order.id);
  const products = await loadCartProducts(ctx.db, items.map((item) => item.variationId ?? item.productId));
  return items.every((item) => products.get(item.variationId ?? item.productId)?.variation?.virtual ?? products.get(item.productId)?.product.virtual);
};

function filterDownloads(items: DownloadableItemView[], where?: { active?: boolean | null; expired?: boolean | null; hasDownloadsRemaining?: boolean | null } | null) {
  const now = new Date();
  return items.filter((item) => {
    const expired = item.accessExpires !== null && item.accessExpires <= now;
    const remaining = item.downloadsRemaining === null || item.downloadsRemaining > 0;
    if (where?.expired !== undefined && where.expired !== null && expired !== where.expired) return false;
    if (where?.hasDownloadsRemaining !== undefined && where.hasDownloadsRemaining !== null && remaining !== where.hasDownloadsRemaining) return false;
    if (where?.active !== undefined && where.active !== null && (remaining && !expired) !== where.active) return false;
    return true;
  });
}

export const orderResolvers = {
  RootQuery: {
    order: (_: unknown, args: { id?: string | null; idType?: string | null }, ctx: GraphQLContext) => orderFor(ctx, args),
    async orders(_: unknown, args: SliceArgs, ctx: GraphQLContext) {
      const orders = ctx.viewer ? await customerOrders(ctx.db, ctx.viewer.customerId, 1000) : [];
      return ordersConnection(orders, args, ctx.config.maxPageSize);
    },
  },
  Customer: {
    async orders({ row }: CustomerModel, args: SliceArgs, ctx: GraphQLContext) {
      const orders = row && ctx.viewer?.customerId === row.id ? await customerOrders(ctx.db, row.id, 1000) : [];
      return ordersConnection(orders, args, ctx.config.maxPageSize);
    },
    async downloadableItems({ row }: CustomerModel, args: SliceArgs & { where?: Parameters<typeof filterDownloads>[1] }, ctx: GraphQLContext) {
      const items = row && ctx.viewer?.customerId === row.id ? await downloadableItems(ctx.db, { customerId: row.id }) : [];
      return connectionFromList(filterDownloads(items, args.where), args, ctx.config.maxPageSize, (item) => item.permissionId);
    },
    async orderCount({ row }: CustomerModel, _: unknown, ctx: GraphQLContext) {
      return row ? (await customerOrders(ctx.db, row.id, 10000)).length : 0;
    },
    async totalSpent({ row }: CustomerModel, _: unknown, ctx: GraphQLContext) {
      if (!row) return 0;
      const orders = await customerOrders(ctx.db, row.id, 10000);
      return orders.filter((order) => ['processing', 'completed'].includes(order.status)).reduce((sum, order) => sum + order.total, 0) / 100;
    },
    async lastOrder({ row }: CustomerModel, _: unknown, ctx: GraphQLContext) {
      return row && ctx.viewer?.customerId === row.id ? ((await customerOrders(ctx.db, row.id, 1))[0] ?? null) : null;
    },
  },
  Order: {
    id: (order: OrderRow) => toGlobalId('order', order.id),
    databaseId: (order: OrderRow) => order.id,
    orderNumber: (order: OrderRow) => String(order.id),
    orderVersion: () => null,
    date: (order: OrderRow) => atomDate(order.createdAt),
    modified: (order: OrderRow) => atomDate(order.updatedAt),
    dateCompleted: (order: OrderRow) => atomDate(order.dateCompleted),
    datePaid: (order: OrderRow) => atomDate(order.datePaid),
    status: (order: OrderRow) => order.status.toUpperCase().replace(/-/g, '_'),
    transactionId: (order: OrderRow) => order.transactionId,
    paymentMethodTitle: (order: OrderRow, _: unknown, ctx: GraphQLContext) => shopText(order.paymentMethodTitle, ctx.language.locale),
    customerNote: (order: OrderRow) => order.customerNote || null,
    discountTotal: (order: OrderRow, { format }: FormatArgs, ctx: GraphQLContext) => money(order.discountTotal, format, ctx.config),
    discountTax: (order: OrderRow, { format }: FormatArgs, ctx: GraphQLContext) => money(order.discountTax, format, ctx.config),
    shippingTotal: (order: OrderRow, { format }: FormatArgs, ctx: GraphQLContext) => money(order.shippingTotal, format, ctx.config),
    shippingTax: (order: OrderRow, { format }: FormatArgs, ctx: GraphQLContext) => money(order.shippingTax, format, ctx.config),
    cartTax: (order: OrderRow, { format }: FormatArgs, ctx: GraphQLContext) => money(order.cartTax, format, ctx.config),
    total: (order: OrderRow, { format }: FormatArgs, ctx: GraphQLContext) => money(order.total, format, ctx.config),
    totalTax: (order: OrderRow, { format }: FormatArgs, ctx: GraphQLContext) => money(order.totalTax, format, ctx.config),
    subtotal: (order: OrderRow, { format }: FormatArgs, ctx: GraphQLContext) => money(order.subtotal, format, ctx.config),
    pricesIncludeTax: () => false,
    cartHash: () => null,
    isDownloadPermitted: (order: OrderRow) => ['processing', 'completed'].includes(order.status),
    billing: (order: OrderRow) => addressFields(order.billing),
    shipping: (order: OrderRow) => addressFields(order.shipping),
    // The account's current profile (e-mail, phone, addresses, order count, total spent) is for its
    // owner only: an order key opens that order's own data, not the account behind it.
    async customer(order: OrderRow, _: unknown, ctx: GraphQLContext) {
      if (!order.customerId || (ctx.viewer?.customerId !== order.customerId && !placedByThisRequest.has(order))) return null;
      return customerModel(await findCustomerById(ctx.db, order.customerId));
    },
    parent: () => null,
    shippingAddressMapUrl: () => null,
    hasBillingAddress: (order: OrderRow) => Boolean(order.billing.address1 || order.billing.address2),
    hasShippingAddress: (order: OrderRow) => Boolean(order.shipping.address1 || order.shipping.address2),
    needsShippingAddress: (order: OrderRow) => order.shippingLines.length > 0,
    async hasDownloadableItem(order: OrderRow, _: unknown, ctx: GraphQLContext) {
      return (await downloadableItems(ctx.db, { orderId: order.id })).length > 0;
    },
    needsPayment: (order: OrderRow) => ['pending', 'failed'].includes(order.status) && order.total > 0,
    async needsProcessing(order: OrderRow, _: unknown, ctx: GraphQLContext) {
      return !(await allVirtual(ctx, order));
    },
    // WooGraphQL: `key` or `keysIn` narrow the entries to those keys.
    metaData: (order: OrderRow, args: { key?: string | null; keysIn?: (string | null)[] | null }) =>
      order.metaData
        .map((entry, index) => ({ id: String(index + 1), key: entry.key, value: entry.value }))
        .filter((entry) => (args.key ? entry.key === args.key : true) && (args.keysIn ? args.keysIn.includes(entry.key) : true)),
    async lineItems(order: OrderRow, args: SliceArgs, ctx: GraphQLContext) {
      const items = await itemsOfOrder(ctx.db, order.id);
      return connectionFromList(items, args, ctx.config.maxPageSize, (item) => item.id);
    },
    shippingLines: (order: OrderRow, args: SliceArgs, ctx: GraphQLContext) =>
      connectionFromList(order.shippingLines.map((line, index) => ({ ...line, index, order })), args, ctx.config.maxPageSize, (line) => line.index),
    couponLines: (order: OrderRow, args: SliceArgs, ctx: GraphQLContext) =>
      connectionFromList(order.couponLines.map((line, index) => ({ ...line, index, order })), args, ctx.config.maxPageSize, (line) => line.index),
    taxLines: (order: OrderRow, args: SliceArgs, ctx: GraphQLContext) =>
      connectionFromList(order.taxLines.map((line, index) => ({ ...line, index, order })), args, ctx.config.maxPageSize, (line) => line.index),
    feeLines: (_: OrderRow, args: SliceArgs, ctx: GraphQLContext) => connectionFromList([], args, ctx.config.maxPageSize, () => 0),
    async downloadableItems(order: OrderRow, args: SliceArgs & { where?: Parameters<typeof filterDownloads>[1] }, ctx: GraphQLContext) {
      const items = await downloadableItems(ctx.db, { orderId: order.id });
      return connectionFromList(filterDownloads(items, args.where), args, ctx.config.maxPageSize, (item) => item.permissionId);
    },
  },
  LineItem: {
    id: (item: OrderItemRow) => toGlobalId('order_item', `${item.orderId}+${item.id}`),
    databaseId: (item: OrderItemRow) => item.id,
    orderId: (item: OrderItemRow) => item.orderId,
    productId: (item: OrderItemRow) => item.productId,
    variationId: (item: OrderItemRow) => item.variationId,
    metaData: (item: OrderItemRow) =>
      item.attributes.map((attribute, index) => ({ id: String(index + 1), key: attribute.attributeName, value: attribute.attributeValue })),
    itemDownloads: () => null,
    taxClass: (item: OrderItemRow) => (item.taxClass === '' ? 'STANDARD' : item.taxClass.toUpperCase().replace(/-/g, '_')),
    taxStatus: (item: OrderItemRow) => (item.totalTax > 0 || item.subtotalTax > 0 ? 'TAXABLE' : 'NONE'),
    taxes: () => null,
    subtotal: (item: OrderItemRow, { format }: FormatArgs, ctx: GraphQLContext) => money(item.subtotal, format, ctx.config),
    subtotalTax: (item: OrderItemRow, { format }: FormatArgs, ctx: GraphQLContext) => money(item.subtotalTax, format, ctx.config),
    total: (item: OrderItemRow, { format }: FormatArgs, ctx: GraphQLContext) => money(item.total, format, ctx.config),
    totalTax: (item: OrderItemRow, { format }: FormatArgs, ctx: GraphQLContext) => money(item.totalTax, format, ctx.config),
    async product(item: OrderItemRow, _: unknown, ctx: GraphQLContext) {
      const product = (await loadCartProducts(ctx.db, [item.productId])).get(item.productId);
      return product ? { cursor: null, node: productNode(product.product) } : null;
    },
    async variation(item: OrderItemRow, _: unknown, ctx: GraphQLContext) {
      if (!item.variationId) return null;
      const variation = (await loadCartProducts(ctx.db, [item.variationId])).get(item.variationId)?.variation;
      return variation ? { cursor: null, node: productNode(variation) } : null;
    },
  },
  ShippingLine: {
    id: (line: { order: OrderRow; index: number }) => toGlobalId('order_item', `${line.order.id}+shipping${line.index}`),
    databaseId: () => null,
    orderId: (line: { order: OrderRow }) => line.order.id,
    methodTitle: (line: { title: string }, _: unknown, ctx: GraphQLContext) => shopText(line.title, ctx.language.locale),
    total: (line: { total: number }, _: unknown, ctx: GraphQLContext) => money(line.total, 'FORMATTED', ctx.config),
    totalTax: (line: { tax: number }, _: unknown, ctx: GraphQLContext) => money(line.tax, 'FORMATTED', ctx.config),
    taxes: () => null,
    taxClass: () => 'STANDARD',
    metaData: () => [],
  },
  CouponLine: {
    id: (line: { order: OrderRow; index: number }) => toGlobalId('order_item', `${line.order.id}+coupon${line.index}`),
    databaseId: () => null,
    orderId: (line: { order: OrderRow }) => line.order.id,
    discount: (line: { discount: number }) => String(line.discount / 100),
    discountTax: (line: { discountTax: number }) => String(line.discountTax / 100),
    metaData: () => [],
  },
  TaxLine: {
    id: (line: { order: OrderRow; index: number }) => toGlobalId('order_item', `${line.order.id}+tax${line.index}`),
    databaseId: () => null,
    orderId: (line: { order: OrderRow }) => line.order.id,
    rateCode: (line: { label: string; rate: string }) => `${line.label}-${line.rate}`,
    taxTotal: (line: { taxTotal: number }) => String(line.taxTotal / 100),
    shippingTaxTotal: (line: { shippingTaxTotal: number }) => String(line.shippingTaxTotal / 100),
    isCompound: () => false,
    metaData: () => [],
  },
  DownloadableItem: {
    id: (item: DownloadableItemView) => toGlobalId('download', item.downloadId),
    downloadId: (item: DownloadableItemView) => item.downloadId,
    name: (item: DownloadableItemView) => item.name,
    url: (item: DownloadableItemView, _: unknown, ctx: GraphQLContext) => downloadUrl(ctx.config, item.permissionId, item.order.orderKey),
    downloadUrl: (item: DownloadableItemView, _: unknown, ctx: GraphQLContext) => downloadUrl(ctx.config, item.permissionId, item.order.orderKey),
    downloadNonce: () => null,
    downloadsRemaining: (item: DownloadableItemView) => item.downloadsRemaining,
    accessExpires: (item: DownloadableItemView) => atomDate(item.accessExpires),
    download: (item: DownloadableItemView) => ({ downloadId: item.downloadId, name: item.name, file: item.file }),
    async product(item: DownloadableItemView, _: unknown, ctx: GraphQLContext) {
      const product = (await loadCartProducts(ctx.db, [item.productId])).get(item.productId);
      return product ? productNode(product.variation ?? product.product) : null;
    },
  },
};
