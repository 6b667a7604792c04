import type { ProductWhere, TaxonomyFilter } from './product-list';

/**
 * Faceted search's rule for counts: within one facet the chosen values combine with OR, so each
 * value's count is taken with every other facet's selection applied but without the facet's own,
 * i.e. "how many products would the list have if this value were chosen too". Otherwise, after
 * choosing one category, every other category reads 0 although choosing it adds products.
 *
 * A facet is named after its taxonomy: `product_cat` (categories), `pa_*` (a global attribute), or
 * `rating`. Only selections that are one OR-set joined to the rest with AND are a facet's own:
 * `categoryIn`/`categoryIdIn`, `rating`, attribute queries and taxonomy filters with the IN operator
 * in an AND relation. `category` (a category page's own category) and every other argument stay,
 * as they narrow the list rather than offer a choice.
 */

export const CATEGORY_FACET = 'product_cat';
export const RATING_FACET = 'rating';

const isOwnChoice = (filter: TaxonomyFilter | null | undefined, facet: string): boolean =>
  !!filter && filter.taxonomy.toLowerCase() === facet && (filter.operator ?? 'IN') === 'IN';

const present = (list: unknown[] | null | undefined): boolean => (list ?? []).some((value) => value !== null && value !== undefined);

/** The taxonomy filters that are AND-joined to the rest of the `where` (the only ones a facet can own). */
function andFilters(where: ProductWhere): (TaxonomyFilter | null)[] {
  const taxonomy = where.taxonomyFilter;
  const attributesAnd = (where.attributes?.relation ?? 'AND') === 'AND';
  return [
    ...(taxonomy?.and ?? []),
    ...(taxonomy && taxonomy.relation !== 'OR' ? (taxonomy.filters ?? []) : []),
    ...(attributesAnd ? (where.attributes?.queries ?? []) : []),
  ];
}

/** The facets that have a selection of their own in `where`. */
export function selectedFacets(where: ProductWhere): string[] {
  const facets = new Set<string>();
  if (present(where.categoryIn) || present(where.categoryIdIn)) facets.add(CATEGORY_FACET);
  if (present(where.rating)) facets.add(RATING_FACET);
  for (const filter of andFilters(where)) {
    if (filter && isOwnChoice(filter, filter.taxonomy.toLowerCase())) facets.add(filter.taxonomy.toLowerCase());
  }
  return [...facets].sort();
}

/** `where` without the facet's own selection: what that facet's counts are computed over. */
export function whereWithoutFacet(where: ProductWhere, facet: string): ProductWhere {
  const rest: ProductWhere = { ...where };
  if (facet === CATEGORY_FACET) {
    delete rest.categoryIn;
    delete rest.categoryIdIn;
  }
  if (facet === RATING_FACET) delete rest.rating;
  const keep = (filters: (TaxonomyFilter | null)[] | null | undefined) => filters?.filter((filter) => !isOwnChoice(filter, facet));
  if (where.taxonomyFilter) {
    rest.taxonomyFilter = {
      ...where.taxonomyFilter,
      and: keep(where.taxonomyFilter.and),
      filters: where.taxonomyFilter.relation === 'OR' ? where.taxonomyFilter.filters : keep(where.taxonomyFilter.filters),
    };
  }
  if (where.attributes && (where.attributes.relation ?? 'AND') === 'AND') {
    rest.attributes = { ...where.attributes, queries: keep(where.attributes.queries) };
  }
  return rest;
}
