import type { ServerConfig } from '../../config';
import { escapeHtml } from '../escape-html';
import { formattedAmount } from '../pricing/money';
import { lineIsEligible, type CouponRow, type DiscountableLine } from './discounts';

/** The code is the shopper's text, escaped as WooCommerce escapes it: clients may show the message as HTML. */
export function couponDoesNotExist(code: string): string {
  return `Coupon &quot;${escapeHtml(code)}&quot; cannot be applied because it does not exist.`;
}
export const COUPON_ALREADY_APPLIED = 'This coupon has already been applied to the cart';
export const COUPON_USAGE_LIMIT = 'Coupon usage limit has been reached.';

export interface CouponCheck {
  lines: DiscountableLine[];
  /** Cart subtotal in cents (before discounts, without tax): what min/max spend compare with. */
  subtotal: number;
  /** The other coupons applied to the cart. */
  otherCoupons: CouponRow[];
  /** E-mail addresses known for the shopper (account and billing); empty when none is known yet. */
  emails: string[];
  /** Orders in which this shopper already used the coupon. */
  usesByShopper: number;
  now: Date;
  config: Pick<ServerConfig, 'currency' | 'priceLocale'>;
}

/** Matches WooCommerce's allowed-e-mail patterns ("*@example.com"). */
function emailAllowed(patterns: string[], email: string): boolean {
  return patterns.some((pattern) => {
    const regex = new RegExp(`^${pattern.toLowerCase().split('*').map(escapeRegex).join('.*')}$`);
    return regex.test(email.toLowerCase());
  });
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** WC_Discounts::is_coupon_valid(): WooCommerce's refusal for the first rule broken, or null. */
export function couponProblem(coupon: CouponRow, check: CouponCheck): string | null {
  if (coupon.expiresAt && coupon.expiresAt <= check.now) return 'This coupon has expired.';
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit) return COUPON_USAGE_LIMIT;
  if (coupon.usageLimitPerUser !== null && check.usesByShopper >= coupon.usageLimitPerUser) return COUPON_USAGE_LIMIT;
  if (coupon.minimumSpend !== null && check.subtotal < coupon.minimumSpend) {
    return `The minimum spend for this coupon is ${formattedAmount(coupon.minimumSpend, check.config)}.`;
  }
  if (coupon.maximumSpend !== null && check.subtotal > coupon.maximumSpend) {
    return `The maximum spend for this coupon is ${formattedAmount(coupon.maximumSpend, check.config)}.`;
  }
  if (coupon.emailRestrictions.length && check.emails.length && !check.emails.some((email) => emailAllowed(coupon.emailRestrictions, email))) {
    return `Sorry, it seems the coupon &quot;${escapeHtml(coupon.code)}&quot; is not yours.`;
  }
  const individual = check.otherCoupons.find((other) => other.individualUse);
  if (individual) {
    return `Sorry, coupon &quot;${escapeHtml(individual.code)}&quot; has already been applied and cannot be used in conjunction with other coupons.`;
  }
  const isCartCoupon = coupon.discountType === 'fixed_cart';
  if (isCartCoupon) {
    const excluded = check.lines.filter(
      (line) => [line.productId, line.variationId].some((id) => id !== null && coupon.excludedProductIds.includes(id)),
    );
    if (excluded.length) return `Sorry, this coupon is not applicable to the products: ${excluded.map((line) => line.name).join(', ')}.`;
    const excludedCategories = [
      ...new Set(
        check.lines.flatMap((line) =>
          line.categoryIds.flatMap((id, index) => (coupon.excludedCategoryIds.includes(id) ? [line.categoryNames[index]!] : [])),
        ),
      ),
    ];
    if (excludedCategories.length) return `Sorry, this coupon is not applicable to the categories: ${excludedCategories.join(', ')}.`;
    if (coupon.excludeSaleItems && check.lines.some((line) => line.onSale)) return 'Sorry, this coupon is not valid for sale items.';
  }
  if (!check.lines.some((line) => lineIsEligible(coupon, line))) {
    if (coupon.excludeSaleItems && check.lines.every((line) => line.onSale)) return 'Sorry, this coupon is not valid for sale items.';
    return 'Sorry, this coupon is not applicable to selected products.';
  }
  return null;
}

/** Applying an individual-use coupon replaces the others (WooCommerce removes them). */
export function couponsAfterApplying(coupon: CouponRow, applied: CouponRow[]): CouponRow[] {
  return coupon.individualUse ? [coupon] : [...applied, coupon];
}
