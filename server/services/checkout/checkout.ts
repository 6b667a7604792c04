import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { couponUsages, coupons } from '../../db/schema/commerce';
import { customers, type StoredAddress } from '../../db/schema/customers';
import { orderItems, orders, type OrderMeta } from '../../db/schema/orders';
import { userError } from '../../graphql/errors';
import { refreshProductLookup } from '../catalog/lookup';
import { clearCart } from '../cart/lines';
import { sellable, stockFacts } from '../cart/products';
import { checkoutNotEnoughStock } from '../cart/rules';
import { computeCart, couponUsesBy, shopperEmails, type CartView, type Shopper } from '../cart/view';
import { createCustomer, findCustomerById } from '../customers/accounts';
import { mergeAddress, type AddressInput } from '../customers/profile';
import { bankAccountMeta } from '../payments/bank-transfer';
import { availableGateways, statusAfterPayment } from '../payments/gateways';
import { refundPayment, verifyPayment } from '../payments/stripe';
import type { RequestSession, Transaction } from '../session/request-session';
import { addressProblems } from './validation';
import { COUPON_USAGE_LIMIT } from '../coupons/rules';
import { sendOrderConfirmation } from '../orders/mail';
import { grantDownloads } from '../orders/payment';
import { welcomeQuietly } from '../customers/welcome-mail';
import type { MailDeps } from '../mail/mailer';

export type { OrderRow } from '../orders/queries';
import type { OrderRow } from '../orders/queries';

export interface CheckoutInput {
  paymentMethod?: string | null;
  shippingMethod?: (string | null)[] | null;
  shipToDifferentAddress?: boolean | null;
  billing?: AddressInput | null;
  shipping?: AddressInput | null;
  account?: { username: string; password: string } | null;
  transactionId?: string | null;
  isPaid?: boolean | null;
  metaData?: { key: string; value: string }[] | null;
  customerNote?: string | null;
  /** Accepted for WooGraphQL compatibility and ignored: orders placed here are always created via 'checkout'. */
  createdVia?: string | null;
}

export interface CheckoutDeps {
  db: Database;
  config: ServerConfig;
  session: RequestSession;
  log: FastifyBaseLogger;
  /** The signed-in customer, if any. */
  customerId: number | null;
  /** The shopper's language: a welcome mail for an account made at checkout is in it. */
  language?: MailDeps['language'];
}

export interface CheckoutResult {
  order: OrderRow;
  result: 'success';
  redirect: string;
}

const NO_SHIPPING_METHOD = 'No shipping method has been selected. Please double check your address, or contact us if you need any help.';

function orderKey(): string {
  return `wc_order_${randomBytes(10).toString('base64url').replace(/[^A-Za-z0-9]/g, '').slice(0, 13)}`;
}

function stockMessage(line: CartView['lines'][number], available: number): string {
  if (available <= 0) {
    return `Sorry, &quot;${sellable(line.item).name}&quot; is not in stock. Please edit your cart and try again. We apologize for any inconvenience caused.`;
  }
  return checkoutNotEnoughStock(line.item, available);
}

/** Every problem WC_Checkout::validate_checkout() would report for this cart and these addresses. */
/** The longest order note the shop keeps; a longer one is refused, not cut. */
export const MAX_ORDER_NOTE_LENGTH = 2000;

function checkoutProblems(cart: CartView, billing: StoredAddress, shipping: StoredAddress, input: CheckoutInput, gatewayIds: string[], config: ServerConfig): string[] {
  const problems = addressProblems('Billing', billing, config.allowedCountries);
  if (cart.needsShipping && input.shipToDifferentAddress) problems.push(...addressProblems('Shipping', shipping, config.allowedCountries));
  if (cart.unavailable.length) problems.push('Some items in your cart are no longer available. Please remove them and try again.');
  for (const invalid of cart.invalidCoupons) problems.push(invalid.message);
  for (const line of cart.lines) {
    const stock = stockFacts(line.item);
    if (!stock.inStock) problems.push(stockMessage(line, 0));
    else if (stock.quantity !== null && !stock.backordersAllowed && line.row.quantity > stock.quantity) problems.push(stockMessage(line, stock.quantity));
  }
  if (cart.needsShipping && !cart.chosenRate && !problems.some((problem) => problem.startsWith('Unfortunately'))) problems.push(NO_SHIPPING_METHOD);
  if (cart.totals.total > 0 && !gatewayIds.includes(input.paymentMethod ?? '')) problems.push('Invalid payment method.');
  if ((input.customerNote ?? '').length > MAX_ORDER_NOTE_LENGTH) problems.push(`Your order note is too long: please keep it under ${MAX_ORDER_NOTE_LENGTH} characters.`);
  return problems;
}

/**
 * Places the order: validates everything, verifies a card payment with Stripe, then in one
 * transaction locks the session (so no cart change of a parallel request slips in or is lost) and the
 * stock rows, re-reads and re-prices the cart, creates order, lines, coupon usage and download
 * permissions, decrements stock and empties the cart. Any failure leaves nothing behind.
 */
export async function placeOrder(deps: CheckoutDeps, input: CheckoutInput): Promise<CheckoutResult> {
  const { db, config, session } = deps;
  const record = await session.record();
  const account = deps.customerId ? await findCustomerById(db, deps.customerId) : null;
  const stored = { billing: account?.billing ?? record.data.billing ?? {}, shipping: account?.shipping ?? record.data.shipping ?? {} };
  // Checkout reports every address problem together, so merging must not stop at the first one.
  const billing = mergeAddress(input.billing?.overwrite ? {} : stored.billing, input.billing, { checkEmail: false });
  if (!billing.email && account) billing.email = account.email;
  const shipping = input.shipToDifferentAddress
    ? mergeAddress(input.shipping?.overwrite ? {} : stored.shipping, input.shipping, { checkEmail: false })
    : { ...billing, email: undefined, phone: undefined };
  const shopper: Shopper = { customerId: account?.id ?? null, email: account?.email ?? null, billing, shipping };
  const data = { ...record.data, ...(input.shippingMethod?.[0] ? { chosenShippingMethods: [input.shippingMethod[0]], shippingRatesOffered: undefined } : {}) };

  const preview = await computeCart(db, config, record.id, data, shopper);
  if (preview.lines.length === 0) throw userError('Sorry, no session found.');
  if (input.shippingMethod?.[0] && preview.chosenRate?.id !== input.shippingMethod[0]) throw userError(NO_SHIPPING_METHOD);
  const gateways = await availableGateways(db, config);
  const problems = checkoutProblems(preview, billing, shipping, input, gateways.map((gateway) => gateway.id), config);
  if (problems.length) throw userError(problems.join(' '), 'CHECKOUT_INVALID');

  const gateway = gateways.find((candidate) => candidate.id === input.paymentMethod) ?? null;
  const needsPayment = preview.totals.total > 0;
  const cardPayment = needsPayment && gateway?.id === 'stripe' ? (input.transactionId ?? '') : null;
  if (cardPayment !== null) {
    const [used] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.paymentMethod, 'stripe'), eq(orders.transactionId, cardPayment)));
    if (used) throw userError('This payment has already been used for another order.', 'PAYMENT_FAILED');
    const refusal = await verifyPayment(config, cardPayment, preview.totals.total);
    if (refusal) throw userError(refusal, 'PAYMENT_FAILED');
  }
  const paid = !needsPayment || cardPayment !== null;

  let order: OrderRow;
  let newAccount: Awaited<ReturnType<typeof createCustomer>> | null = null;
  try {
    order = await session.mutate(async (tx, locked) => {
      // The session is locked first (every cart change takes that lock first too), then the stock rows
      // in id order so concurrent checkouts cannot deadlock; the cart is priced from what the locks protect.
      const lockedData = { ...locked.data, ...(input.shippingMethod?.[0] ? { chosenShippingMethods: [input.shippingMethod[0]] } : {}) };
      const stockIds = [...new Set(preview.lines.flatMap((line) => [line.item.product.id, ...(line.item.variation ? [line.item.variation.id] : [])]))].sort((a, b) => a - b);
      await tx.select({ id: products.id }).from(products).where(inArray(products.id, stockIds)).orderBy(products.id).for('update');
      const cart = await computeCart(tx, config, locked.id, lockedData, shopper);
      const lockedProblems = checkoutProblems(cart, billing, shipping, input, gateways.map((candidate) => candidate.id), config);
      if (lockedProblems.length) throw userError(lockedProblems.join(' '), 'CHECKOUT_INVALID');
      if (cart.totals.total !== preview.totals.total) throw userError('The cart changed while placing the order. Please review it and try again.');

      let customerId = account?.id ?? null;
      if (!customerId && input.account) {
        const created = await createCustomer(tx, {
          email: billing.email ?? '',
          username: input.account.username,
          password: input.account.password,
          firstName: billing.firstName,
          lastName: billing.lastName,
          billing,
          shipping,
        });
        customerId = created.id;
        newAccount = created;
      } else if (account) {
        await rememberAddresses(tx, account, billing, cart.needsShipping ? shipping : null);
      }

      const allVirtualDownloads = cart.lines.every((line) => sellable(line.item).virtual && sellable(line.item).downloadable);
      const hasDownloads = cart.lines.some((line) => sellable(line.item).downloadable);
      const status = statusAfterPayment(gateway?.id ?? '', paid, { allVirtualDownloads, hasDownloads });
      const now = new Date();
      const meta: OrderMeta[] = (input.metaData ?? []).slice(0, 20).map((entry) => ({ key: entry.key.slice(0, 100), value: entry.value.slice(0, 1000) }));
      const [created] = await tx
        .insert(orders)
        .values({
          orderKey: orderKey(),
          customerId,
          status,
          currency: config.currency,
          paymentMethod: gateway?.id ?? '',
          paymentMethodTitle: gateway?.title ?? '',
          transactionId: gateway?.id === 'stripe' ? input.transactionId : null,
          customerNote: input.customerNote ?? '',
          // WooCommerce's storefront checkout always records 'checkout'; a client cannot pass its orders off as another channel's.
          createdVia: 'checkout',
          billing,
          shipping: cart.needsShipping ? shipping : {},
          subtotal: cart.totals.subtotal,
          discountTotal: cart.totals.discountTotal,
          discountTax: cart.totals.discountTax,
          shippingTotal: cart.totals.shippingTotal,
          shippingTax: cart.totals.shippingTax,
          cartTax: cart.totals.contentsTax,
          totalTax: cart.totals.totalTax,
          total: cart.totals.total,
          shippingLines: cart.chosenRate
            ? [{ rateId: cart.chosenRate.id, methodId: cart.chosenRate.methodId, title: cart.chosenRate.label, total: cart.totals.shippingTotal, tax: cart.totals.shippingTax }]
            : [],
          couponLines: cart.coupons.map((applied) => ({ code: applied.coupon.code, discount: applied.discount, discountTax: applied.discountTax })),
          taxLines: cart.totals.taxLines.map((line) => ({
            rateId: line.rate.id,
            label: line.rate.label,
            rate: line.rate.rateText,
            taxTotal: line.tax,
            shippingTaxTotal: line.shippingTax,
          })),
          metaData: [...meta, ...paymentInstructionsMeta(gateway)],
          datePaid: paid ? now : null,
          dateCompleted: status === 'completed' ? now : null,
        })
        .returning();
      const order = created!;

      await tx.insert(orderItems).values(
        cart.lines.map((line) => ({
          orderId: order.id,
          productId: line.item.product.id,
          variationId: line.item.variation?.id ?? null,
          name: sellable(line.item).name,
          quantity: line.row.quantity,
          attributes: line.row.attributes,
          taxClass: line.item.variation?.taxClass === 'parent' ? line.item.product.taxClass : sellable(line.item).taxClass,
          subtotal: line.totals.subtotal,
          subtotalTax: line.totals.subtotalTax,
          total: line.totals.total,
          totalTax: line.totals.tax,
        })),
      );

      await reduceStock(tx, cart);
      await recordCouponUsage(tx, cart, order, customerId, shopper);
      // Downloads only for a paid order; an unpaid one gets them when the owner marks it paid (settleOrder).
      if (paid) {
        await grantDownloads(tx, order, cart.lines.map((line) => ({ productId: line.item.product.id, variationId: line.item.variation?.id ?? null, quantity: line.row.quantity })));
      }
      if (paid && customerId) await tx.update(customers).set({ isPayingCustomer: true }).where(eq(customers.id, customerId));
      await clearCart(tx, locked);
      return order;
    });
  } catch (error) {
    if (cardPayment) {
      await refundPayment(config, cardPayment).catch((refundError: unknown) =>
        deps.log.error({ err: refundError, paymentIntent: cardPayment }, 'refund after a failed checkout failed'),
      );
    }
    throw error;
  }

  if (newAccount) await welcomeQuietly({ db, config, log: deps.log, language: deps.language }, newAccount);
  await sendOrderConfirmation({ db, config, log: deps.log }, order).catch((error: unknown) =>
    deps.log.error({ err: error, orderId: order.id }, 'order confirmation mail failed'),
  );
  return {
    order,
    result: 'success',
    redirect: `${config.publicUrl}/checkout/order-received/${order.id}?key=${order.orderKey}`,
  };
}

type Tx = Transaction;

/**
 * WC_Checkout::process_customer(): the signed-in customer keeps the addresses of this checkout for the
 * next one, and an empty account name is taken from the billing address.
 */
async function rememberAddresses(tx: Tx, account: NonNullable<Awaited<ReturnType<typeof findCustomerById>>>, billing: StoredAddress, shipping: StoredAddress | null) {
  const firstName = account.firstName || billing.firstName || '';
  const lastName = account.lastName || billing.lastName || '';
  await tx
    .update(customers)
    .set({
      billing: { ...billing, email: billing.email || account.email },
      ...(shipping ? { shipping: { ...shipping, email: undefined, phone: undefined } } : {}),
      firstName,
      lastName,
      ...(account.displayName === account.username && (firstName || lastName) ? { displayName: [firstName, lastName].filter(Boolean).join(' ') } : {}),
    })
    .where(eq(customers.id, account.id));
}

/** The bank details a bank-transfer order is paid to (WooCommerce shows them on the order page and in the mail). */
function paymentInstructionsMeta(gateway: { id: string; settings?: unknown } | null): OrderMeta[] {
  if (gateway?.id !== 'bacs') return [];
  return bankAccountMeta(gateway.settings);
}

/** wc_reduce_stock_levels(): managed stock goes down (refused above when it would go below zero). */
async function reduceStock(tx: Tx, cart: CartView) {
  const touched = new Set<number>();
  for (const line of cart.lines) {
    const stock = stockFacts(line.item);
    const own = sellable(line.item);
    await tx
      .update(products)
      .set({ totalSales: sql`${products.totalSales} + ${line.row.quantity}` })
      .where(eq(products.id, line.item.product.id));
    if (stock.rowId === null) continue;
    const [updated] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${line.row.quantity}` })
      .where(
        and(
          eq(products.id, stock.rowId),
          or(sql`${products.backorders} <> 'no'`, sql`${products.stockQuantity} >= ${line.row.quantity}`),
        ),
      )
      .returning({ quantity: products.stockQuantity, backorders: products.backorders });
    if (!updated) throw userError(stockMessage(line, 0));
    const quantity = updated.quantity ?? 0;
    const status = quantity > 0 ? 'instock' : updated.backorders === 'no' ? 'outofstock' : 'onbackorder';
    await tx.update(products).set({ stockStatus: status }).where(eq(products.id, stock.rowId));
    touched.add(line.item.product.id);
    touched.add(own.id);
  }
  if (touched.size) await refreshProductLookup(tx, [...touched]);
}

/**
 * Counts the use; the guarded increment refuses when the overall limit was reached meanwhile. It also
 * locks the coupon's row until the order commits, so the per-shopper count read after it sees every
 * order placed with the coupon before: parallel checkouts by one shopper cannot all pass the limit.
 */
async function recordCouponUsage(tx: Tx, cart: CartView, order: OrderRow, customerId: number | null, shopper: Shopper) {
  const emails = [...new Set([...shopperEmails(shopper), (order.billing.email ?? '').toLowerCase()].filter(Boolean))];
  for (const applied of cart.coupons) {
    const [counted] = await tx
      .update(coupons)
      .set({ usageCount: sql`${coupons.usageCount} + 1` })
      .where(and(eq(coupons.id, applied.coupon.id), or(isNull(coupons.usageLimit), lt(coupons.usageCount, sql`${coupons.usageLimit}`))))
      .returning({ id: coupons.id, usageLimitPerUser: coupons.usageLimitPerUser });
    if (!counted) throw userError(COUPON_USAGE_LIMIT);
    if (counted.usageLimitPerUser !== null && (await couponUsesBy(tx, applied.coupon.id, customerId, emails)) >= counted.usageLimitPerUser) {
      throw userError(COUPON_USAGE_LIMIT);
    }
    await tx.insert(couponUsages).values({ couponId: applied.coupon.id, orderId: order.id, customerId, email: (order.billing.email ?? '').toLowerCase() });
  }
}
