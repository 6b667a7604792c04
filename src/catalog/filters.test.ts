import { describe, expect, it } from 'vitest';
import { parseFilters, serializeFilters, withFilter } from './filters';

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
