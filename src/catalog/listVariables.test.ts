import { ALL_CAPABILITIES, PLAIN_WOOGRAPHQL } from '../backend/capabilities';
import { describe, expect, it } from 'vitest';
import { filterWhere, listStateFromUrl, listWhere } from './listVariables';

const state = (query: string, categorySlug?: string, page = 1) => listStateFromUrl({ categorySlug, page }, new URLSearchParams(query));

describe('list state to the products(where:) argument', () => {
  it('turns the URL’s filters, search and sort into WooGraphQL arguments', () => {
    const where = listWhere(state('filter=pa_color[blue,red],price[10,50],rating[4],sale[true],category[music]&search=logo&orderby=price&order=asc'), 24, PLAIN_WOOGRAPHQL);
    expect(where).toEqual({
      search: 'logo',
      categoryIn: ['music'],
      minPrice: 10,
      maxPrice: 50,
      rating: [4, 5],
      onSale: true,
      attributes: { queries: [{ taxonomy: 'PA_COLOR', terms: ['blue', 'red'], operator: 'IN' }], relation: 'AND' },
      orderby: [{ field: 'PRICE', order: 'ASC' }],
    });
  });

  it('reads a link’s search and filter terms without the control characters the shop would refuse', () => {
    const where = listWhere(state('search=%00hood%0Aie%00&filter=pa_color[bl%00ue]'), 24, PLAIN_WOOGRAPHQL);
    expect(where).toMatchObject({ search: 'hood ie', attributes: { queries: [{ taxonomy: 'PA_COLOR', terms: ['blue'], operator: 'IN' }] } });
  });

  it('sorts by date, newest first, by default; asks for the page by offset when the backend can', () => {
    expect(listWhere(state('', 'hoodies', 3), 24, ALL_CAPABILITIES)).toEqual({
      category: 'hoodies',
      orderby: [{ field: 'DATE', order: 'DESC' }],
      offsetPagination: { offset: 48, size: 24 },
    });
  });

  it('falls back from the DISCOUNT sort where the backend lacks it', () => {
    expect(listWhere(state('orderby=discount'), 24, ALL_CAPABILITIES).orderby).toEqual([{ field: 'DISCOUNT', order: 'DESC' }]);
    expect(listWhere(state('orderby=discount'), 24, PLAIN_WOOGRAPHQL).orderby).toEqual([{ field: 'DATE', order: 'DESC' }]);
  });

  it('narrows a category page with `category`, keeping `categoryIn` for the category filter’s choice', () => {
    // The server's facet counts leave out `categoryIn` (the facet's own choice), never the page's category.
    expect(filterWhere(state('filter=pa_size[l]', 'hoodies'), { withFilters: true })).toMatchObject({ category: 'hoodies' });
    expect(filterWhere(state('filter=pa_size[l]', 'hoodies'), { withFilters: true })).not.toHaveProperty('categoryIn');
    expect(filterWhere(state('filter=category[music,decor]'), { withFilters: true })).toMatchObject({ categoryIn: ['music', 'decor'] });
  });

  it('leaves the shopper’s filters out of the option lists', () => {
    expect(filterWhere(state('filter=sale[true]&search=cap', 'hats'), { withFilters: false })).toEqual({ search: 'cap', category: 'hats' });
  });
});
