import { describe, expect, it } from 'vitest';
import { discountPercent, parseRawPrices, priceRange } from './price';

describe('RAW prices', () => {
  it('reads single prices and variation lists', () => {
    expect(parseRawPrices('12.5')).toEqual([12.5]);
    expect(parseRawPrices('10, 12, 15')).toEqual([10, 12, 15]);
    expect(priceRange('18, 18, 45')).toEqual({ min: 18, max: 45 });
    expect(priceRange(null)).toBeNull();
  });

  it('gives the discount only when the price really is lower', () => {
    expect(discountPercent('100', '80')).toBe(20);
    expect(discountPercent('20', '18')).toBe(10);
    expect(discountPercent('20', '20')).toBeNull();
    expect(discountPercent('20', '25')).toBeNull();
    expect(discountPercent(null, '18')).toBeNull();
    expect(discountPercent('0', '0')).toBeNull();
  });
});
