import { describe, expect, it } from 'vitest';
import { parseFilters, priceBounds, priceFilterValue, priceSliderValue, serializeFilters, withFilter } from './filters';
import { filterWhere, listStateFromUrl } from './listVariables';

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

describe('a price range with a bound left open', () => {
  it('adds no bound for a thumb left at its end, so dearer (taxed) prices are not cut off', () => {
    expect(priceFilterValue(10, 90, 10, 90)).toEqual([]);
    expect(priceFilterValue(20, 90, 10, 90)).toEqual(['20', '*']);
    expect(priceFilterValue(10, 40, 10, 90)).toEqual(['*', '40']);
    expect(priceBounds(parseFilters('price[20,*]').price)).toEqual({ min: 20, max: undefined });
    // The other way round they mean the same range, as the slider shows it.
    expect(priceBounds(parseFilters('price[20,10]').price)).toEqual({ min: 10, max: 20 });
    expect(priceBounds(parseFilters('price[*,40]').price)).toEqual({ min: undefined, max: 40 });
    expect(priceSliderValue(['*', '40'], 10, 90)).toEqual([10, 40]);
    expect(filterWhere(listStateFromUrl({ page: 1 }, new URLSearchParams('filter=price[20,*]')), { withFilters: true })).toEqual({ minPrice: 20 });
  });
});
