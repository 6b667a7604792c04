import { isAttributeFilter, parseFilters, type Filters } from './filters';
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
  return {
    categorySlug: params.categorySlug ?? null,
    page: params.page,
    search: search.get('search')?.trim() ?? '',
    sort: parseSortKey(search.get('orderby')),
    order: parseSortOrder(search.get('order')),
    filters: parseFilters(search.get('filter')),
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
  const [low, high] = numbers(filters.price);
  if (low !== undefined) where.minPrice = low;
  if (high !== undefined) where.maxPrice = high;
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
 * The list query's `where`: filters, search and sort, plus, when the backend supports Vitrine's
 * extensions, `offsetPagination` for the page in the URL and the DISCOUNT sort.
 */
export function listWhere(state: ListState, perPage: number, withExtensions: boolean): ProductWhere {
  const where = filterWhere(state, { withFilters: true });
  const sort = !withExtensions && state.sort === 'discount' ? 'date' : state.sort;
  where.orderby = [{ field: ORDER_BY_FIELD[sort], order: state.order }];
  if (withExtensions) where.offsetPagination = { offset: (state.page - 1) * perPage, size: perPage };
  return where;
}
