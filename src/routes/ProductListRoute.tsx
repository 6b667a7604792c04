import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, readInlineData, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLocation, useSearchParams } from 'react-router-dom';
import { usePendingLocation, useRouteData } from '../router/NavigationRouter';
import { RouteErrorResponse } from '../router/routeError';
import type { ProductListRouteFiltersQuery } from '../__generated__/ProductListRouteFiltersQuery.graphql';
import type { ProductListRoute_itemList$key } from '../__generated__/ProductListRoute_itemList.graphql';
import type { ProductListRoute_total$key } from '../__generated__/ProductListRoute_total.graphql';
import type { ProductListRouteQuery } from '../__generated__/ProductListRouteQuery.graphql';
import type { ProductAttributeEnum, ProductListRouteStatsQuery } from '../__generated__/ProductListRouteStatsQuery.graphql';
import { useProductFilterFacets } from '../components/ProductFilters/ProductFilterFacets';
import { useProductFilterStats } from '../components/ProductFilters/ProductFilterStats';
import { parseFilters, serializeFilters, type Filters } from '../catalog/filters';
import { listBasePath, parsePageNumber } from '../catalog/listLocation';
import { useSettledNavigate } from '../catalog/useSettledNavigate';
import { filterWhere, listStateFromUrl, listWhere, statsWhere, type ListState } from '../catalog/listVariables';
import { SORT_KEYS, type SortKey, type SortOrder } from '../catalog/sort';
import { CategoryHeader } from '../components/CategoryHeader/CategoryHeader';
import { PageMeta, useAbsoluteAppUrl } from '../components/PageMeta/PageMeta';
import type { ProductFiltersProps } from '../components/ProductFilters/ProductFilters';
import { ProductListing } from '../components/ProductListing/ProductListing';
import { backend } from '../backend/backend';
import { storeSettings } from '../config';
import { htmlToText } from '../lib/htmlToText';
import { lazyIsland } from '../lib/lazyIsland';
import { sanitizerForScreen } from '../lib/sanitizerLoader';
import { itemListJsonLd } from '../seo/jsonLd';
import { isBadInputError } from '../relay/isBadInputError';
import { errorMessage } from '../relay/request-error';
import { isNotFoundError } from '../relay/isNotFoundError';
import { loadRouteQuery } from '../relay/loadRouteQuery';
import { LazyButton } from '../ui/LazyButton/LazyButton';
import { FilterIcon } from '../ui/icons/FilterIcon';
import type { RouteLoader } from './types';
import * as styles from './ProductListRoute.css';

/**
 * The sort Select and the filters are most of the list's code (react-aria's listbox, popover,
 * selection, slider and checkboxes): the server's HTML shows them at once, and they hydrate when
 * their code is in, after the rest of the page. Most visits never sort, so the sort control's code
 * (about 150 kB decoded) comes when the shopper reaches for it.
 */
const SortControls = lazyIsland(() => import('../components/SortControls/SortControls').then((module) => module.SortControls), { when: 'used' });
// On a phone the filters wait in a closed panel: their code comes when the shopper opens it.
const ProductFilters = lazyIsland(() => import('../components/ProductFilters/ProductFilters').then((module) => module.ProductFilters), { when: 'shown' });

/** Valid against WooGraphQL: Vitrine's extensions reach it only inside `$where` (offsetPagination, DISCOUNT). */
const listQuery = graphql`
  query ProductListRouteQuery($first: Int!, $where: RootQueryToProductConnectionWhereArgs, $categorySlug: ID!, $inCategory: Boolean!) {
    productCategory(id: $categorySlug, idType: SLUG) @include(if: $inCategory) {
      name
      description
      ...CategoryHeader_category
    }
    ...ProductListing_query @arguments(first: $first, where: $where)
    ...ProductListRoute_total
    ...ProductListRoute_itemList
  }
`;

/** The page's products in order, for the ItemList search engines read. Same field as the listing's, so one query. */
const itemListFragment = graphql`
  fragment ProductListRoute_itemList on RootQuery @inline {
    products(first: $first, where: $where) {
      nodes {
        slug
      }
    }
  }
`;

/** The list's size, read by the loader: a page number past the end is a 404. Same field as the listing's, so one query. */
const totalFragment = graphql`
  fragment ProductListRoute_total on RootQuery @inline {
    products(first: $first, where: $where) {
      found
    }
  }
`;

/** Vitrine's facets extension: options and bounds over the unfiltered list, counts over the filtered one. */
const filtersQuery = graphql`
  query ProductListRouteFiltersQuery($where: RootQueryToProductConnectionWhereArgs, $baseWhere: RootQueryToProductConnectionWhereArgs) {
    current: products(first: 1, where: $where) {
      facets {
        ...ProductFilterFacets_facets
      }
    }
    base: products(first: 1, where: $baseWhere) {
      facets {
        ...ProductFilterFacets_facets
      }
    }
  }
`;

/** WooGraphQL's own statistics, for a backend without facets: the filters then show fewer counts. */
const statsQuery = graphql`
  query ProductListRouteStatsQuery(
    $where: CollectionStatsWhereArgs
    $baseWhere: CollectionStatsWhereArgs
    $taxonomies: [CollectionStatsQueryInput]
    $withCategories: Boolean!
  ) {
    current: collectionStats(where: $where, taxonomies: $taxonomies, calculateRatingCounts: true) {
      ...ProductFilterStats_stats
    }
    base: collectionStats(where: $baseWhere, taxonomies: $taxonomies, calculatePriceRange: true) {
      ...ProductFilterStats_stats
    }
    productCategories(first: 100, where: { hideEmpty: true }) @include(if: $withCategories) {
      ...ProductFilterStats_categories
    }
  }
`;

type FiltersQuery =
  | { kind: 'facets'; query: PreloadedQuery<ProductListRouteFiltersQuery> }
  | { kind: 'stats'; query: PreloadedQuery<ProductListRouteStatsQuery> };

interface LoaderData {
  list: PreloadedQuery<ProductListRouteQuery>;
  filters: FiltersQuery | null;
  state: ListState;
  numberedPages: boolean;
  /** Releases both queries (a preload that is not followed by a visit). */
  dispose: () => void;
}

function loaderData(list: LoaderData['list'], filters: LoaderData['filters'], state: ListState, numberedPages: boolean): LoaderData {
  return { list, filters, state, numberedPages, dispose: () => {
      list.dispose();
      filters?.query.dispose();
    },
  };
}

function notFound(path: string): never {
  throw new RouteErrorResponse(404, `Page not found: ${path}`);
}

export const loader: RouteLoader<Promise<LoaderData>> = async ({ params, request }, environment) => {
  const url = new URL(request.url);
  const page = parsePageNumber(params.pageNumber);
  if (page === null) notFound(url.pathname);
  const state = listStateFromUrl({ categorySlug: params.categorySlug, page }, url.searchParams);
  const perPage = storeSettings.productsPerPage;
  const { capabilities } = backend();
  const loadList = () =>
    loadRouteQuery<ProductListRouteQuery>(
      environment,
      listQuery,
      {
        first: perPage,
        where: listWhere(state, perPage, capabilities),
        categorySlug: state.categorySlug ?? '',
        inCategory: state.categorySlug !== null,
      },
      (result) => {
        if (!result || (state.categorySlug !== null && !result.productCategory)) notFound(url.pathname);
        const found = readInlineData<ProductListRoute_total$key>(totalFragment, result).products?.found;
        if (capabilities.offsetPagination && page > 1 && found != null && (page - 1) * perPage >= found) notFound(url.pathname);
      },
    );
  // Filters are a nicety: the list shows without them if their query fails.
  const loadFilters = (): Promise<FiltersQuery | null> => {
    if (capabilities.facets) {
      return loadRouteQuery<ProductListRouteFiltersQuery>(environment, filtersQuery, {
        where: filterWhere(state, { withFilters: true }),
        baseWhere: filterWhere(state, { withFilters: false }),
      }).then((query) => ({ kind: 'facets' as const, query }), () => null);
    }
    return loadRouteQuery<ProductListRouteStatsQuery>(environment, statsQuery, {
      where: statsWhere(state, { withFilters: true }),
      baseWhere: statsWhere(state, { withFilters: false }),
      // The shop's own attribute taxonomies, as the server learnt them from its schema.
      taxonomies: backend().attributeTaxonomies.map((taxonomy) => ({ taxonomy: taxonomy as ProductAttributeEnum, relation: 'OR' as const })),
      withCategories: state.categorySlug === null,
    }).then((query) => ({ kind: 'stats' as const, query }), () => null);
  };

  try {
    const [list, filters] = await Promise.all([
      loadList(),
      storeSettings.showFilters ? loadFilters() : null,
      // A category's description is backend HTML.
      state.categorySlug !== null ? sanitizerForScreen() : null,
    ]);
    return loaderData(list, filters, state, capabilities.offsetPagination);
  } catch (error) {
    if (isNotFoundError(error)) notFound(url.pathname);
    // The list's address asked for something the shop refuses: the shopper is told what, with a 400.
    if (isBadInputError(error)) throw new RouteErrorResponse(400, errorMessage(error));
    throw error;
  }
};

/** The sorts the backend can do: the discount sort is one of Vitrine's extensions. */
function sortKeys(): readonly SortKey[] {
  return backend().capabilities.discountSort ? SORT_KEYS : SORT_KEYS.filter((key) => key !== 'discount');
}

/** /products, /product-category/{slug} and their /page/{n} (spec §2). */
export function Component() {
  const intl = useIntl();
  const navigate = useSettledNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const { list, filters, state, numberedPages } = useRouteData<LoaderData>();
  const data = usePreloadedQuery<ProductListRouteQuery>(listQuery, list);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const filtersToggleId = useId();
  const found = readInlineData<ProductListRoute_total$key>(totalFragment, data).products?.found ?? null;
  /** On a phone the open filters cover the list: this closes them and brings the shopper back to it. */
  const showResults = () => {
    setFiltersOpen(false);
    const toggle = document.getElementById(filtersToggleId);
    toggle?.scrollIntoView({ block: 'start' });
    toggle?.focus({ preventScroll: true });
  };
  const absoluteUrl = useAbsoluteAppUrl();
  const basePath = listBasePath(pathname);
  // While the next result loads, the filters already show what was chosen.
  // The selection is the next list's query string: a link elsewhere does not re-render the list.
  const pendingSearch = usePendingLocation((next) => (next && listBasePath(next.pathname) === basePath ? next.search : null));
  const pending = pendingSearch !== null;
  const shownFilters = useMemo(
    () => (pendingSearch === null ? state.filters : parseFilters(new URLSearchParams(pendingSearch).get('filter'))),
    [pendingSearch, state.filters],
  );

  /** Any change of filters, sort or search starts again at page 1; a control being moved keeps one history entry. */
  const go = (change: (params: URLSearchParams) => void, movingControl?: string) => {
    const params = new URLSearchParams(searchParams);
    change(params);
    const query = params.toString();
    navigate(`${basePath}${query ? `?${query}` : ''}`, movingControl);
  };
  const setFilters = (next: Filters, movingControl?: string) =>
    go((params) => {
      const value = serializeFilters(next);
      if (value) params.set('filter', value);
      else params.delete('filter');
    }, movingControl);
  const setSort = (sort: SortKey, order: SortOrder) =>
    go((params) => {
      params.set('orderby', sort);
      params.set('order', order);
    });
  const clearAll = () =>
    go((params) => {
      params.delete('filter');
      params.delete('search');
    });
  const narrowed = state.search !== '' || Object.keys(state.filters).length > 0;

  const category = data.productCategory;
  const title = category?.name ?? intl.formatMessage({ id: 'products.title', defaultMessage: 'Products' });
  const description = category?.description
    ? htmlToText(category.description)
    : intl.formatMessage({ id: 'products.description', defaultMessage: 'Browse all our products.' });

  const slugs = (readInlineData<ProductListRoute_itemList$key>(itemListFragment, data).products?.nodes ?? []).map((node) => node.slug);
  const itemList = itemListJsonLd(
    slugs.filter((slug): slug is string => Boolean(slug)).map((slug) => absoluteUrl(`/product/${slug}`)),
    (state.page - 1) * storeSettings.productsPerPage + 1,
  );

  return (
    <>
      <PageMeta
        noindex={narrowed}
        jsonLd={[itemList]}
        title={state.page > 1 ? intl.formatMessage({ id: 'products.pageTitle', defaultMessage: '{title} – page {page}' }, { title, page: state.page }) : title}
        description={description}
      />
      {category ? (
        <CategoryHeader category={category} />
      ) : (
        <h1 className={styles.title}>
          {state.search ? (
            <FormattedMessage id="products.searchTitle" defaultMessage="Results for “{search}”" values={{ search: state.search }} />
          ) : (
            title
          )}
        </h1>
      )}
      <div className={filters ? styles.layout : undefined}>
        {filters ? (
          <aside className={styles.sidebar} aria-label={intl.formatMessage({ id: 'filters.label', defaultMessage: 'Filters' })}>
            <LazyButton id={filtersToggleId} className={styles.filtersToggle} onPress={() => setFiltersOpen(!filtersOpen)} aria-expanded={filtersOpen} aria-controls={filtersId}>
              <FilterIcon width={18} height={18} />
              <FormattedMessage id="filters.toggle" defaultMessage="Filters" />
            </LazyButton>
            <div id={filtersId} className={styles.filtersPanel} data-open={filtersOpen}>
              <ListFilters source={filters} filters={shownFilters} showCategories={state.categorySlug === null} onChange={setFilters} />
              <div className={styles.showResults}>
                <LazyButton className={styles.showResultsButton} onPress={showResults} aria-controls={filtersId}>
                  {pending || found === null ? (
                    <FormattedMessage id="filters.showResults" defaultMessage="Show results" />
                  ) : (
                    <FormattedMessage id="filters.showCount" defaultMessage="Show {count, plural, one {# result} other {# results}}" values={{ count: found }} />
                  )}
                </LazyButton>
              </div>
            </div>
          </aside>
        ) : null}
        <ProductListing
          query={data}
          page={state.page}
          perPage={storeSettings.productsPerPage}
          basePath={basePath}
          numberedPages={numberedPages}
          onClearAll={narrowed ? clearAll : undefined}
          toolbar={
            storeSettings.showOrderByDropdown ? (
              <SortControls sort={state.sort} order={state.order} keys={sortKeys()} onChange={setSort} />
            ) : null
          }
        />
      </div>
    </>
  );
}

type ListFiltersProps = Omit<ProductFiltersProps, 'options' | 'counts'>;

function FacetFilters({ query, ...props }: { query: PreloadedQuery<ProductListRouteFiltersQuery> } & ListFiltersProps) {
  const data = usePreloadedQuery<ProductListRouteFiltersQuery>(filtersQuery, query);
  const options = useProductFilterFacets(data.base?.facets ?? null);
  const counts = useProductFilterFacets(data.current?.facets ?? null);
  return options ? <ProductFilters options={options} counts={counts} {...props} /> : null;
}

function StatsFilters({ query, ...props }: { query: PreloadedQuery<ProductListRouteStatsQuery> } & ListFiltersProps) {
  const data = usePreloadedQuery<ProductListRouteStatsQuery>(statsQuery, query);
  const options = useProductFilterStats(data.base ?? null, data.productCategories ?? null);
  const counts = useProductFilterStats(data.current ?? null, data.productCategories ?? null);
  return options ? <ProductFilters options={options} counts={counts} {...props} /> : null;
}

function ListFilters({ source, ...props }: { source: FiltersQuery } & ListFiltersProps) {
  return source.kind === 'facets' ? <FacetFilters query={source.query} {...props} /> : <StatsFilters query={source.query} {...props} />;
}
