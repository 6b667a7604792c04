import { describe, expect, it } from 'vitest';
import { parseFilters, priceSliderValue, serializeFilters, withFilter } from './filters';

describe('filters in the URL (name[val1,val2] joined by commas)', () => {
  it('reads and writes the spec’s format', () => {
    const filters = parseFilters('pa_color[blue,green],price[10,50],sale[true]');
    expect(filters).toEqual({ pa_color: ['blue', 'green'], price: ['10', '50'], sale: ['true'] });
    expect(serializeFilters(filters)).toBe('pa_color[blue,green],price[10,50],sale[true]');
  });

  it('ignores empty and malformed parts', () => {
    expect(parseFilters('category[],rating[4],junk,pa_size[ s , ]')).toEqual({ rating: ['4'], pa_size: ['s'] });
    expect(parseFilters(null)).toEqual({});
  });

  it('sets and removes one filter', () => {
    expect(withFilter({ rating: ['4'] }, 'sale', ['true'])).toEqual({ rating: ['4'], sale: ['true'] });
    expect(withFilter({ rating: ['4'], sale: ['true'] }, 'rating', [])).toEqual({ sale: ['true'] });
  });
});

describe('priceSliderValue', () => {
  it('keeps the thumbs in order and within the bounds, whatever the URL says', () => {
    expect(priceSliderValue(undefined, 10, 90)).toEqual([10, 90]);
    expect(priceSliderValue(['20', '50'], 10, 90)).toEqual([20, 50]);
    expect(priceSliderValue(['1000', '90'], 10, 90)).toEqual([90, 90]);
    expect(priceSliderValue(['60', '30'], 10, 90)).toEqual([30, 60]);
    expect(priceSliderValue(['abc', '5'], 10, 90)).toEqual([10, 10]);
  });
});
