import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/client';
import { couponUsages, coupons } from '../../db/schema/commerce';
import type { StoredAddress } from '../../db/schema/customers';
import type { SessionData } from '../../db/schema/sessions';
import type { CouponRow, DiscountableLine } from '../coupons/discounts';
import { couponProblem } from '../coupons/rules';
import { calculateTotals, withShippingTax, type CartTotals, type LineTotals, type PricedLine, type TaxedShippingRate } from '../pricing/totals';
import { shippingRatesFor, type Destination, type ShippingRateOption } from '../shipping/zones';
import { taxRatesFor, type TaxRate } from '../tax/rates';
import { cartLines, type CartLineRow } from './lines';
import { productTax } from '../catalog/display-prices';
import { loadCartProducts, sellable, type CartProduct } from './products';

type Reader = Pick<Database, 'select' | '_'>;

export interface CartLineView {
  row: CartLineRow;
  item: CartProduct;
  /** Unit price in cents at the time the cart was computed. */
  unitPrice: number;
  needsShipping: boolean;
  totals: LineTotals;
}

export interface AppliedCouponView {
  coupon: CouponRow;
  discount: number;
  discountTax: number;
}

export interface CartView {
  sessionId: string;
  lines: CartLineView[];
  /** Lines whose product can no longer be bought (deleted, unpublished, unpriced). */
  unavailable: CartLineRow[];
  coupons: AppliedCouponView[];
  /** Coupon codes that stopped being valid, with WooCommerce's reason. */
  invalidCoupons: { code: string; message: string }[];
  /** One package when something needs shipping, else none. */
  packages: { rates: TaxedShippingRate[] }[];
  chosenShippingMethods: string[];
  chosenRate: ShippingRateOption | null;
  needsShipping: boolean;
  destination: Destination;
  taxRates: TaxRate[];
  totals: CartTotals;
}

export interface Shopper {
  customerId: number | null;
  /** The account's e-mail address (signed in), if any. */
  email: string | null;
  billing: StoredAddress;
  shipping: StoredAddress;
}

/** Where the order would ship: the shipping address, else the billing one, else the store's country. */
export function destinationOf(shopper: Shopper, config: Pick<ServerConfig, 'storeCountry'>): Destination {
  const address = shopper.shipping.country ? shopper.shipping : shopper.billing.country ? shopper.billing : { country: config.storeCountry };
  return { country: address.country ?? config.storeCountry, state: address.state ?? '', postcode: address.postcode ?? '' };
}

export async function findCoupons(db: Reader, codes: string[]): Promise<CouponRow[]> {
  if (codes.length === 0) return [];
  const rows = await db.select().from(coupons).where(inArray(coupons.code, codes.map((code) => code.toLowerCase())));
  return codes.flatMap((code) => rows.filter((row) => row.code === code.toLowerCase()));
}

/** Orders in which the shopper (by account or e-mail) already used the coupon. */
export async function couponUsesBy(db: Reader, couponId: number, customerId: number | null, emails: string[]): Promise<number> {
  const conditions = [];
  if (customerId !== null) conditions.push(eq(couponUsages.customerId, customerId));
  if (emails.length) conditions.push(inArray(couponUsages.email, emails));
  if (conditions.length === 0) return 0;
  const [row] = await db
    .select({ uses: sql<number>`count(*)::int` })
    .from(couponUsages)
    .where(and(eq(couponUsages.couponId, couponId), or(...conditions)));
  return row?.uses ?? 0;
}

export function shopperEmails(shopper: Shopper): string[] {
  return [...new Set([shopper.email, shopper.billing.email].filter((email): email is string => Boolean(email)).map((email) => email.toLowerCase()))];
}

/** Validates each coupon against the cart in application order, as WC_Cart::check_cart_coupons does. */
export async function validCoupons(
  db: Reader,
  config: ServerConfig,
  couponList: CouponRow[],
  lines: DiscountableLine[],
  shopper: Shopper,
): Promise<{ valid: CouponRow[]; invalid: { code: string; message: string }[] }> {
  const valid: CouponRow[] = [];
  const invalid: { code: string; message: string }[] = [];
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const emails = shopperEmails(shopper);
  for (const coupon of couponList) {
    const message = couponProblem(coupon, {
      lines,
      subtotal,
      otherCoupons: valid,
      emails,
      usesByShopper: coupon.usageLimitPerUser === null ? 0 : await couponUsesBy(db, coupon.id, shopper.customerId, emails),
      now: new Date(),
      config,
    });
    if (message) invalid.push({ code: coupon.code, message });
    else valid.push(coupon);
  }
  return { valid, invalid };
}

export function pricedLine(row: CartLineRow, item: CartProduct, unitPrice: number): PricedLine {
  const own = sellable(item);
  // The same rule as the shop's shown prices, so a product's price and its cart line carry the same tax.
  const tax = productTax(own, item.variation ? item.product : null);
  return {
    key: row.key,
    productId: row.productId,
    variationId: row.variationId,
    name: own.name,
    categoryIds: item.categoryIds,
    categoryNames: item.categoryNames,
    quantity: row.quantity,
    subtotal: unitPrice * row.quantity,
    onSale: item.onSale,
    taxable: tax.taxable,
    taxClass: tax.taxClass,
  };
}

/**
 * The shopper's rate while it is offered, else WooCommerce's default (wc_get_default_shipping_method_for_package):
 * free shipping when it is offered, else the first rate. A free-shipping rate that became available after
 * the shopper chose (a `freeship` coupon, the minimum amount reached) replaces their choice, as it does
 * in WooCommerce when the package's rates change.
 */
export function chooseShippingRate(rates: ShippingRateOption[], data: Pick<SessionData, 'chosenShippingMethods' | 'shippingRatesOffered'>): ShippingRateOption | null {
  const free = rates.find((rate) => rate.methodId === 'free_shipping');
  const chosen = rates.find((rate) => rate.id === data.chosenShippingMethods?.[0]);
  // Without a record of what was offered (a method named at checkout) the named method stands.
  const offered = data.shippingRatesOffered;
  const freeIsNew = free !== undefined && offered !== undefined && !offered.includes(free.id);
  if (chosen && !(freeIsNew && chosen !== free)) return chosen;
  return free ?? rates[0] ?? null;
}

/** A session's cart lines, and its items (products and variations) by id. */
export interface CartContents {
  rows: CartLineRow[];
  products: Map<number, CartProduct>;
}

async function readCartContents(db: Reader, sessionId: string): Promise<CartContents> {
  const rows = await cartLines(db, sessionId);
  return { rows, products: await loadCartProducts(db, rows.map((row) => row.variationId ?? row.productId)) };
}

/**
 * The cart as WC()->cart->calculate_totals() sees it: current catalogue prices, the coupons still
 * valid, the destination's shipping rates and taxes. Nothing comes from the client.
 */
export async function computeCart(
  db: Reader,
  config: ServerConfig,
  sessionId: string,
  data: SessionData,
  shopper: Shopper,
  /** The lines and their items as a change just read them under the session lock; else read now. */
  contents?: CartContents,
): Promise<CartView> {
  const { rows, products } = contents ?? (await readCartContents(db, sessionId));
  const lines: { row: CartLineRow; item: CartProduct; unitPrice: number; priced: PricedLine }[] = [];
  const unavailable: CartLineRow[] = [];
  for (const row of rows) {
    const item = products.get(row.variationId ?? row.productId);
    const own = item && sellable(item);
    if (!item || !own || item.price === null || own.status !== 'publish' || item.product.status !== 'publish') {
      unavailable.push(row);
      continue;
    }
    lines.push({ row, item, unitPrice: item.price, priced: pricedLine(row, item, item.price) });
  }
  const { valid, invalid } = await validCoupons(db, config, await findCoupons(db, data.appliedCoupons ?? []), lines.map((line) => line.priced), shopper);
  const needsShipping = lines.some((line) => !sellable(line.item).virtual);
  const destination = destinationOf(shopper, config);
  const taxRates = await taxRatesFor(db, destination.country, destination.state);
  // Shipping rates depend on the discounted subtotal (free shipping minimums), so price without shipping first.
  const withoutShipping = calculateTotals(lines.map((line) => line.priced), valid, null, taxRates);
  const rates = needsShipping
    ? await shippingRatesFor(db, destination, {
        itemCount: lines.filter((line) => !sellable(line.item).virtual).reduce((sum, line) => sum + line.row.quantity, 0),
        amounts: withoutShipping,
        displayIncludesTax: config.taxDisplayCart === 'incl',
        hasFreeShippingCoupon: valid.some((coupon) => coupon.freeShipping),
      })
    : [];
  const chosenRate = needsShipping ? chooseShippingRate(rates, data) : null;
  const totals = chosenRate ? calculateTotals(lines.map((line) => line.priced), valid, chosenRate, taxRates) : withoutShipping;
  return {
    sessionId,
    lines: lines.map((line) => ({
      row: line.row,
      item: line.item,
      unitPrice: line.unitPrice,
      needsShipping: !sellable(line.item).virtual,
      totals: totals.lines.get(line.row.key)!,
    })),
    unavailable,
    coupons: valid.map((coupon) => {
      const couponTotals = totals.coupons.find((entry) => entry.code === coupon.code)!;
      return { coupon, discount: couponTotals.discount, discountTax: couponTotals.discountTax };
    }),
    invalidCoupons: invalid,
    packages: needsShipping ? [{ rates: rates.map((rate) => withShippingTax(rate, taxRates)) }] : [],
    chosenShippingMethods: chosenRate ? [chosenRate.id] : [],
    chosenRate,
    needsShipping,
    destination,
    taxRates,
    totals,
  };
}
