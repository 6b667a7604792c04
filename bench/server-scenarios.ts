import { parse, validate } from 'graphql';
import { mergeExtensions, readBackendSchema, readExtensions } from '../server/graphql/schema-sources';

/**
 * The storefront's catalogue requests, as the benchmark sends them: the queries mirror the fields
 * a product card and a product page read (src/components/ProductCard, spec §3).
 */

const CARD_FIELDS = `
  id databaseId __typename name slug onSale averageRating reviewCount
  image { sourceUrl(size: WOOCOMMERCE_THUMBNAIL) altText }
  ... on ProductWithPricing { price(format: RAW) regularPrice(format: RAW) }`;

export const LIST_QUERY = `query ProductList($first: Int, $after: String, $where: RootQueryToProductConnectionWhereArgs) {
  products(first: $first, after: $after, where: $where) {
    found
    pageInfo { hasNextPage endCursor }
    nodes { ${CARD_FIELDS} }
  }
}`;

/** The offset pagination extension (WPGraphQL Offset Pagination's names), for direct page access. */
export const OFFSET_LIST_QUERY = `query ProductPage($where: RootQueryToProductConnectionWhereArgs) {
  products(where: $where) {
    pageInfo { hasNextPage offsetPagination { total } }
    nodes { ${CARD_FIELDS} }
  }
}`;

export const PRODUCT_QUERY = `query ProductBySlug($slug: ID!) {
  product(id: $slug, idType: SLUG) {
    id databaseId __typename name slug sku description shortDescription onSale averageRating reviewCount
    image { sourceUrl(size: WOOCOMMERCE_SINGLE) altText }
    galleryImages(first: 20) { nodes { sourceUrl(size: WOOCOMMERCE_SINGLE) altText } }
    productCategories { nodes { name slug } }
    ... on SimpleProduct { price regularPrice salePrice stockStatus stockQuantity }
    ... on VariableProduct {
      price regularPrice salePrice stockStatus
      defaultAttributes { nodes { name value } }
      variations(first: 100) {
        nodes { databaseId name price regularPrice salePrice stockStatus stockQuantity image { sourceUrl } attributes { nodes { name value } } }
      }
    }
    related(first: 5) { nodes { name slug image { sourceUrl(size: WOOCOMMERCE_THUMBNAIL) } } }
    reviews(first: 10) { edges { rating node { content date } } }
  }
}`;

export const PAGE_SIZE = 24;
export const DEEP_PAGE = 100;

export interface Scenario {
  name: string;
  /** JSON request bodies, sent in turn (one for most scenarios; many slugs for the product page). */
  bodies: string[];
  /** How the scenario was run when it had to adapt (e.g. "cursor" when offset pagination is missing). */
  note?: string;
}

export const body = (query: string, variables: Record<string, unknown>) => JSON.stringify({ query, variables });

export const listWhere = { orderby: [{ field: 'DATE', order: 'DESC' }] };
export const filteredWhere = {
  categoryIn: ['clothing'],
  minPrice: 20,
  maxPrice: 150,
  stockStatus: ['IN_STOCK'],
  taxonomyFilter: { relation: 'AND', filters: [{ taxonomy: 'PA_COLOR', terms: ['blue', 'black'], operator: 'IN' }] },
  orderby: [{ field: 'PRICE', order: 'ASC' }],
};
export const searchWhere = { search: 'hoodie', orderby: [{ field: 'DATE', order: 'DESC' }] };

/** Fails fast, before any server starts, if a query no longer matches the API contract. */
export function validateQueries(): void {
  const schema = mergeExtensions(readBackendSchema(), readExtensions());
  for (const query of [LIST_QUERY, OFFSET_LIST_QUERY, PRODUCT_QUERY]) {
    const errors = validate(schema, parse(query));
    // The offset query uses an extension the contract may not have yet; that is checked at run time.
    const relevant = query === OFFSET_LIST_QUERY ? errors.filter((error) => !/offsetPagination/.test(error.message)) : errors;
    if (relevant.length) throw new Error(`benchmark query does not match the server's schema: ${relevant[0]!.message}`);
  }
}
