import { describe, expect, it } from 'vitest';
import type { CouponRow } from '../coupons/discounts';
import { calculateTotals, type PricedLine } from './totals';
import type { TaxRate } from '../tax/rates';

function line(key: string, unitPrice: number, quantity = 1, extra: Partial<PricedLine> = {}): PricedLine {
  return {
    key,
    productId: Number(key.replace(/\D/g, '')) || 1,
    variationId: null,
    name: key,
    categoryIds: [],
    categoryNames: [],
    quantity,
    subtotal: unitPrice * quantity,
    onSale: false,
    taxable: true,
    taxClass: '',
    ...extra,
  };
}

function coupon(code: string, discountType: CouponRow['discountType'], amount: number, extra: Partial<CouponRow> = {}): CouponRow {
  return {
    id: 1,
    code,
    description: '',
    discountType,
    amount,
    expiresAt: null,
    minimumSpend: null,
    maximumSpend: null,
    usageLimit: null,
    usageLimitPerUser: null,
    limitUsageToXItems: null,
    usageCount: 0,
    individualUse: false,
    freeShipping: false,
    excludeSaleItems: false,
    productIds: [],
    excludedProductIds: [],
    categoryIds: [],
    excludedCategoryIds: [],
    emailRestrictions: [],
    createdAt: new Date(),
    ...extra,
  };
}

const VAT: TaxRate = { id: 1, label: 'VAT', percent: 19, rateText: '19', taxClass: '', shipping: true };

describe('cart totals in cents', () => {
  it('spreads a fixed cart discount over lines so the parts add up exactly', () => {
    const totals = calculateTotals([line('a1', 333), line('b2', 333), line('c3', 334)], [coupon('ten', 'fixed_cart', 1000)], null, []);
    const discounts = [...totals.lines.values()].map((entry) => entry.discount);
    expect(discounts.reduce((sum, value) => sum + value, 0)).toBe(1000);
    expect(Math.max(...discounts) - Math.min(...discounts)).toBeLessThanOrEqual(1);
    expect(totals.total).toBe(0);
  });

  it('rounds a percent discount once and hands out the remainder a cent at a time', () => {
    const totals = calculateTotals([line('a1', 105), line('b2', 105), line('c3', 105)], [coupon('third', 'percent', 33)], null, []);
    // 33 % of 3.15 = 1.0395 -> 1.04 in total, although each line alone would floor to 0.34.
    expect(totals.discountTotal).toBe(104);
    expect([...totals.lines.values()].map((entry) => entry.discount).sort()).toEqual([34, 35, 35]);
  });

  it('never discounts a line below zero, even with stacked coupons', () => {
    const totals = calculateTotals([line('a1', 500)], [coupon('big', 'fixed_product', 400), coupon('bigger', 'fixed_cart', 400)], null, []);
    expect(totals.lines.get('a1')).toMatchObject({ discount: 500, total: 0 });
    expect(totals.coupons).toEqual([
      { code: 'big', discount: 400, discountTax: 0 },
      { code: 'bigger', discount: 100, discountTax: 0 },
    ]);
  });

  it('limits a coupon to the most expensive items when limit_usage_to_x_items is set', () => {
    const totals = calculateTotals([line('a1', 1000, 1), line('b2', 2000, 3)], [coupon('two', 'fixed_product', 100, { limitUsageToXItems: 2 })], null, []);
    expect(totals.lines.get('b2')?.discount).toBe(200);
    expect(totals.lines.get('a1')?.discount).toBe(0);
  });

  it('taxes discounted lines and shipping per line, and the totals agree to the cent', () => {
    const shipping = { id: 'flat_rate:1', methodId: 'flat_rate', instanceId: 1, label: 'Flat', cost: 490, taxable: true };
    const totals = calculateTotals(
      [line('a1', 1999, 3), line('b2', 1, 1), line('c3', 1500, 1, { taxable: false })],
      [coupon('welcome', 'percent', 10)],
      shipping,
      [VAT],
    );
    const sum = (pick: (entry: { total: number; tax: number }) => number) => [...totals.lines.values()].reduce((acc, entry) => acc + pick(entry), 0);
    expect(totals.contentsTotal).toBe(sum((entry) => entry.total));
    expect(totals.contentsTax).toBe(sum((entry) => entry.tax));
    expect(totals.shippingTax).toBe(93);
    expect(totals.lines.get('c3')?.tax).toBe(0);
    expect(totals.total).toBe(totals.contentsTotal + totals.contentsTax + totals.shippingTotal + totals.shippingTax);
    expect(totals.totalTax).toBe(totals.taxLines.reduce((acc, taxLine) => acc + taxLine.tax + taxLine.shippingTax, 0));
    expect(totals.discountTotal).toBe(totals.subtotal - totals.contentsTotal);
  });

  it("gives the coupons' tax the cent that per-line rounding loses, so a coupon's discount matches the cart's", () => {
    // 10 % off 55.00 + 16.00: the discounts' own taxes round to 1.05 (of 5.50) + 0.30 (of 1.60) = 1.35, while
    // the cart's discount tax is its subtotal tax minus its contents tax: 13.49 − (9.41 + 2.74) = 1.34.
    const totals = calculateTotals([line('belt', 5500), line('cap', 1600)], [coupon('welcome10', 'percent', 10)], null, [VAT]);
    expect(totals.discountTotal + totals.discountTax).toBe(844);
    expect(totals.coupons.map((entry) => entry.discount + entry.discountTax)).toEqual([844]);
  });

  // WooCommerce's own arithmetic where a shopper's sum differs by a cent: prices are entered without tax
  // and the tax is rounded per line (WooCommerce's default; "round tax at subtotal" is off).
  describe('where intuition and WooCommerce differ by a cent, WooCommerce wins', () => {
    it('rounds tax per line, not on the subtotal: three lines of 1.02 carry 0.57 tax, not 19 % of 3.06 (0.58)', () => {
      const totals = calculateTotals([line('a1', 102), line('b2', 102), line('c3', 102)], [], null, [VAT]);
      expect([...totals.lines.values()].map((entry) => entry.tax)).toEqual([19, 19, 19]);
      expect(totals.totalTax).toBe(57);
      expect(totals.total).toBe(363);
    });

    it('taxes a line of three on its net total: 3 × 1.02 is 3.64 with tax, not 3 × the shown 1.21 (3.63)', () => {
      const single = calculateTotals([line('a1', 102, 1)], [], null, [VAT]);
      expect(single.total).toBe(121);
      const three = calculateTotals([line('a1', 102, 3)], [], null, [VAT]);
      expect(three.lines.get('a1')?.tax).toBe(58);
      expect(three.total).toBe(364);
    });

    it('taxes shipping on its own line: 4.90 carries 0.93, whatever the goods', () => {
      const shipping = { id: 'flat_rate:1', methodId: 'flat_rate', instanceId: 1, label: 'Flat', cost: 490, taxable: true };
      const totals = calculateTotals([line('a1', 102), line('b2', 102)], [], shipping, [VAT]);
      expect(totals.shippingTax).toBe(93);
      // Goods 2.04 + 0.38 (2 × 0.19) + shipping 4.90 + 0.93 = 8.25, though 19 % of 6.94 would be 1.32 (8.26).
      expect(totals.total).toBe(825);
    });
  });
});
