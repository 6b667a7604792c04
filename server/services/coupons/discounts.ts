import type { coupons } from '../../db/schema/commerce';

export type CouponRow = typeof coupons.$inferSelect;

/** What coupon rules and discounts need to know about a cart line. Money in cents. */
export interface DiscountableLine {
  key: string;
  productId: number;
  variationId: number | null;
  name: string;
  categoryIds: number[];
  categoryNames: string[];
  quantity: number;
  /** quantity × unit price, before discounts and tax. */
  subtotal: number;
  onSale: boolean;
}

/** Does this coupon's product/category/sale restriction let it discount the line? */
export function lineIsEligible(coupon: CouponRow, line: DiscountableLine): boolean {
  const ids = [line.productId, ...(line.variationId ? [line.variationId] : [])];
  if (coupon.productIds.length && !ids.some((id) => coupon.productIds.includes(id))) return false;
  if (coupon.categoryIds.length && !line.categoryIds.some((id) => coupon.categoryIds.includes(id))) return false;
  if (ids.some((id) => coupon.excludedProductIds.includes(id))) return false;
  if (line.categoryIds.some((id) => coupon.excludedCategoryIds.includes(id))) return false;
  if (coupon.excludeSaleItems && line.onSale) return false;
  return true;
}

/** Coupon code -> line key -> discount in cents. */
export type DiscountAllocation = Map<string, Map<string, number>>;

/**
 * WC_Discounts: coupons apply in order; each line's discounts never exceed its subtotal. Percent
 * discounts are floored per line and the rounding remainder is handed out a cent at a time, so the
 * lines add up exactly to the coupon's rounded discount.
 */
export function allocateDiscounts(couponList: CouponRow[], lines: DiscountableLine[]): DiscountAllocation {
  const remaining = new Map(lines.map((line) => [line.key, line.subtotal]));
  const allocation: DiscountAllocation = new Map();
  for (const coupon of couponList) {
    const eligible = lines.filter((line) => lineIsEligible(coupon, line));
    // limit_usage_to_x_items discounts the most expensive items first, as WooCommerce sorts them.
    const ordered = [...eligible].sort((a, b) => b.subtotal / b.quantity - a.subtotal / a.quantity);
    const perLine = new Map<string, number>();
    const give = (key: string, cents: number) => {
      const granted = Math.min(cents, remaining.get(key) ?? 0);
      if (granted <= 0) return 0;
      remaining.set(key, (remaining.get(key) ?? 0) - granted);
      perLine.set(key, (perLine.get(key) ?? 0) + granted);
      return granted;
    };
    let itemsLeft = coupon.limitUsageToXItems ?? Number.POSITIVE_INFINITY;
    const discountedQuantity = (line: DiscountableLine) => {
      const quantity = Math.min(line.quantity, itemsLeft);
      itemsLeft -= quantity;
      return quantity;
    };
    if (coupon.discountType === 'percent') {
      let target = 0;
      let given = 0;
      for (const line of ordered) {
        const base = Math.round((line.subtotal * discountedQuantity(line)) / line.quantity);
        target += (base * coupon.amount) / 100;
        given += give(line.key, Math.floor((base * coupon.amount) / 100));
      }
      distributeRemainder(ordered, Math.round(target) - given, give);
    } else if (coupon.discountType === 'fixed_product') {
      for (const line of ordered) give(line.key, coupon.amount * discountedQuantity(line));
    } else {
      const base = eligible.reduce((sum, line) => sum + (remaining.get(line.key) ?? 0), 0);
      const amount = Math.min(coupon.amount, base);
      let given = 0;
      for (const line of eligible) {
        if (base > 0) given += give(line.key, Math.floor((amount * (remaining.get(line.key) ?? 0)) / base));
      }
      distributeRemainder(eligible, amount - given, give);
    }
    allocation.set(coupon.code, perLine);
  }
  return allocation;
}

function distributeRemainder(lines: DiscountableLine[], cents: number, give: (key: string, cents: number) => number) {
  let left = cents;
  while (left > 0) {
    let progressed = false;
    for (const line of lines) {
      if (left <= 0) break;
      if (give(line.key, 1) === 1) {
        left -= 1;
        progressed = true;
      }
    }
    if (!progressed) break;
  }
}
