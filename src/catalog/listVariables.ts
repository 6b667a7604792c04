import type { BackendCapabilities } from '../backend/capabilities';
import { isAttributeFilter, parseFilters, priceBounds, type Filters } from './filters';
import { typedText } from '../lib/typedText';
import { ORDER_BY_FIELD, parseSortKey, parseSortOrder, type SortKey, type SortOrder } from './sort';

/** The product list's state, all of it from the URL (spec §2 query parameters). */
export interface ListState {
  categorySlug: string | null;
  page: number;
  search: string;
  sort: SortKey;
  order: SortOrder;
  filters: Filters;
}

export function listStateFromUrl(params: { categorySlug?: string; page: number }, search: URLSearchParams): ListState {
  // A link, or the search form sent before the page's code took over, may carry control characters
  // (`?search=%00`): they are read as a typed field keeps them, so the list is not refused for them.
  const text = (name: string) => {
    const value = search.get(name);
    return value === null ? null : typedText(value, 'single-line');
  };
  return {
    categorySlug: params.categorySlug ?? null,
    page: params.page,
    search: text('search')?.trim() ?? '',
    sort: parseSortKey(search.get('orderby')),
    order: parseSortOrder(search.get('order')),
    filters: parseFilters(text('filter')),
  };
}

/** The `where` argument (RootQueryToProductConnectionWhereArgs) for the list's filters, search and category. */
export type ProductWhere = Record<string, unknown>;

function numbers(values: readonly string[] | undefined): number[] {
  return (values ?? []).map(Number).filter((value) => Number.isFinite(value));
}

/** Filters and search only: what the facet counts and option lists are computed over. */
export function filterWhere(state: ListState, { withFilters }: { withFilters: boolean }): ProductWhere {
  const where: ProductWhere = {};
  const { filters } = state;
  if (state.search) where.search = state.search;
  // A category page narrows the list to its category (`category`); the category filter of /products is
  // the facet's choice (`categoryIn`, OR within), which the server's facet counts leave out of their own counts.
  if (state.categorySlug) where.category = state.categorySlug;
  else if (withFilters && filters.category?.length) where.categoryIn = [...filters.category];
  if (!withFilters) return where;
  const { min, max } = priceBounds(filters.price);
  if (min !== undefined) where.minPrice = min;
  if (max !== undefined) where.maxPrice = max;
  const [minRating] = numbers(filters.rating);
  if (minRating !== undefined && minRating >= 1 && minRating <= 5) {
    where.rating = [1, 2, 3, 4, 5].filter((rating) => rating >= Math.round(minRating));
  }
  if (filters.sale?.includes('true')) where.onSale = true;
  const queries = Object.entries(filters)
    .filter(([name, values]) => isAttributeFilter(name) && values.length > 0)
    .map(([name, values]) => ({ taxonomy: name.toUpperCase(), terms: values, operator: 'IN' }));
  if (queries.length > 0) where.attributes = { queries, relation: 'AND' };
  return where;
}

/**
 * The same filters for WooGraphQL's collectionStats, whose where-args differ from the list's: a category
 * page's category is `categoryIn`, and prices are in the currency's smallest unit (WooCommerce's Store API).
 */
export function statsWhere(state: ListState, options: { withFilters: boolean }): ProductWhere {
  const { category, minPrice, maxPrice, ...where } = filterWhere(state, options);
  if (typeof category === 'string') where.categoryIn = [category];
  if (typeof minPrice === 'number') where.minPrice = Math.round(minPrice * 100);
  if (typeof maxPrice === 'number') where.maxPrice = Math.round(maxPrice * 100);
  return where;
}

/**
 * The list query's `where`: filters, search and sort, plus what the backend's extensions allow:
 * `offsetPagination` for the page in the URL, and the DISCOUNT sort (else the newest first).
 */
export function listWhere(state: ListState, perPage: number, capabilities: Pick<BackendCapabilities, 'offsetPagination' | 'discountSort'>): ProductWhere {
  const where = filterWhere(state, { withFilters: true });
  const sort = !capabilities.discountSort && state.sort === 'discount' ? 'date' : state.sort;
  where.orderby = [{ field: ORDER_BY_FIELD[sort], order: state.order }];
  if (capabilities.offsetPagination) where.offsetPagination = { offset: (state.page - 1) * perPage, size: perPage };
  return where;
}
