import { allocateDiscounts, type CouponRow, type DiscountableLine } from '../coupons/discounts';
import type { ShippingRateOption } from '../shipping/zones';
import { taxesOn, type TaxRate } from '../tax/rates';

export interface PricedLine extends DiscountableLine {
  /** Tax status "taxable" (prices are entered without tax). */
  taxable: boolean;
  taxClass: string;
}

export interface LineTotals {
  subtotal: number;
  subtotalTax: number;
  discount: number;
  total: number;
  tax: number;
}

export interface CouponTotals {
  code: string;
  discount: number;
  discountTax: number;
}

export interface TaxLineTotals {
  rate: TaxRate;
  tax: number;
  shippingTax: number;
}

export interface CartTotals {
  lines: Map<string, LineTotals>;
  coupons: CouponTotals[];
  subtotal: number;
  subtotalTax: number;
  discountTotal: number;
  discountTax: number;
  shippingTotal: number;
  shippingTax: number;
  contentsTotal: number;
  contentsTax: number;
  totalTax: number;
  total: number;
  taxLines: TaxLineTotals[];
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

/** A shipping rate with the tax it carries in this cart, so it can be offered as it will be charged. */
export interface TaxedShippingRate extends ShippingRateOption {
  /** In cents, rounded per tax rate as the cart's shipping tax is. */
  tax: number;
}

/** The tax per tax rate on a shipping rate: the standard class's rates that apply to shipping, when the method is taxable. */
export function shippingTaxes(shipping: ShippingRateOption | null, rates: TaxRate[]): Map<number, number> {
  const shippingRates = shipping?.taxable ? rates.filter((rate) => rate.shipping && rate.taxClass === '') : [];
  return taxesOn(shipping?.cost ?? 0, shippingRates);
}

export function withShippingTax(shipping: ShippingRateOption, rates: TaxRate[]): TaxedShippingRate {
  return { ...shipping, tax: sum(shippingTaxes(shipping, rates).values()) };
}

/**
 * WC_Cart_Totals in integer cents: line subtotals, coupon discounts allocated per line, tax per line
 * and per rate rounded to the cent, shipping and its tax; every total is the sum of rounded parts, so
 * `total` always equals contents + contents tax + shipping + shipping tax exactly.
 */
export function calculateTotals(lines: PricedLine[], couponList: CouponRow[], shipping: ShippingRateOption | null, rates: TaxRate[]): CartTotals {
  const allocation = allocateDiscounts(couponList, lines);
  const taxByRate = new Map<number, number>(rates.map((rate) => [rate.id, 0]));
  const lineTotals = new Map<string, LineTotals>();
  const couponTax = new Map<string, number>(couponList.map((coupon) => [coupon.code, 0]));
  for (const line of lines) {
    const lineRates = line.taxable ? rates.filter((rate) => rate.taxClass === line.taxClass) : [];
    const discount = sum([...allocation.values()].map((perLine) => perLine.get(line.key) ?? 0));
    const total = line.subtotal - discount;
    const taxes = taxesOn(total, lineRates);
    for (const [rateId, tax] of taxes) taxByRate.set(rateId, (taxByRate.get(rateId) ?? 0) + tax);
    for (const [code, perLine] of allocation) {
      couponTax.set(code, (couponTax.get(code) ?? 0) + sum(taxesOn(perLine.get(line.key) ?? 0, lineRates).values()));
    }
    lineTotals.set(line.key, {
      subtotal: line.subtotal,
      subtotalTax: sum(taxesOn(line.subtotal, lineRates).values()),
      discount,
      total,
      tax: sum(taxes.values()),
    });
  }
  const taxesOnShipping = shippingTaxes(shipping, rates);
  const subtotal = sum([...lineTotals.values()].map((line) => line.subtotal));
  const subtotalTax = sum([...lineTotals.values()].map((line) => line.subtotalTax));
  const contentsTotal = sum([...lineTotals.values()].map((line) => line.total));
  const contentsTax = sum([...lineTotals.values()].map((line) => line.tax));
  // Each coupon's tax is rounded line by line; the cent those roundings may lose goes to the last coupon,
  // so the coupons' discounts with tax add up to the cart's discount with tax that the totals show.
  const lastCoupon = [...couponList].reverse().find((candidate) => sum(allocation.get(candidate.code)?.values() ?? []) > 0);
  if (lastCoupon) {
    const drift = subtotalTax - contentsTax - sum(couponTax.values());
    couponTax.set(lastCoupon.code, (couponTax.get(lastCoupon.code) ?? 0) + drift);
  }
  const shippingTotal = shipping?.cost ?? 0;
  const shippingTax = sum(taxesOnShipping.values());
  return {
    lines: lineTotals,
    coupons: couponList.map((coupon) => ({
      code: coupon.code,
      discount: sum(allocation.get(coupon.code)?.values() ?? []),
      discountTax: couponTax.get(coupon.code) ?? 0,
    })),
    subtotal,
    subtotalTax,
    discountTotal: subtotal - contentsTotal,
    discountTax: subtotalTax - contentsTax,
    shippingTotal,
    shippingTax,
    contentsTotal,
    contentsTax,
    totalTax: contentsTax + shippingTax,
    total: contentsTotal + contentsTax + shippingTotal + shippingTax,
    taxLines: rates
      .map((rate) => ({ rate, tax: taxByRate.get(rate.id) ?? 0, shippingTax: taxesOnShipping.get(rate.id) ?? 0 }))
      .filter((line) => line.tax > 0 || line.shippingTax > 0),
  };
}
