import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { StockStatus } from '../../db/schema/catalog';
import { ensurePricesCurrent, queryRows } from './lookup';
import { CatalogInputError, productConditions, productFacets, searchWords, type ProductWhere } from './product-list';
import { cachedAggregate } from './result-cache';
import { allAttributeTerms, type TermRow } from './terms';

/**
 * WooGraphQL's `collectionStats` (woo: includes/type/object/class-root-query.php, class-collection-stats-type.php),
 * which hands its `where` to WooCommerce's Store API filters (StoreApi/Utilities/ProductQueryFilters.php):
 *
 * - price range: min(min_price), max(max_price) of the lookup table over the collection without its own
 *   minPrice/maxPrice; the lookup's DECIMAL(19,4) as stored ("12.5000"), null when the collection is empty;
 * - stock status counts: instock, outofstock, onbackorder in that order, zeros included, without the
 *   collection's own stockStatus;
 * - rating counts: products per rounded average rating, rated products only, ascending, without the own
 *   `rating`;
 * - attribute counts per requested taxonomy: products having each term, terms without products left out,
 *   in term id order (WooCommerce's GROUP BY term_id as MySQL returns it). Relation OR (the default) counts
 *   without the attribute queries on that taxonomy, AND with every filter. OR taxonomies come first, then
 *   AND ones, each taxonomy once (asked for both ways: counted with AND, listed in its OR place). With several
 *   AND taxonomies WooGraphQL 1.0.2 counts them in one query and lists all their terms under each; here each
 *   lists its own.
 *
 * The collection is the products list's (productConditions, as `products(where:)` selects them) rather than
 * the Store API's reading of WooGraphQL's arguments, which drops the attribute relation (it sets
 * `attributes_relation`, the Store API reads `attribute_relation`) so every attribute term is AND-ed, fails on
 * slugIn, matches sku exactly (variations too) and counts hidden products unless `visibility` is given.
 * Every count is one of the catalogue's cached aggregates (result-cache.ts), dropped when the catalogue changes.
 */

export type CountRelation = 'AND' | 'OR';

export interface CollectionStatsRequest {
  /** The collection, price bounds already as stored prices. */
  where: ProductWhere;
  /** Lower-case attribute taxonomies (pa_color) and how their own selection counts. */
  taxonomies: { taxonomy: string; relation: CountRelation }[];
  calculatePriceRange: boolean;
  calculateRatingCounts: boolean;
  calculateStockStatusCounts: boolean;
}

export interface AttributeTermCount {
  termId: number;
  count: number;
  term: TermRow;
}

export interface CollectionStatsResult {
  /** Lookup-table decimals ("12.5000"); both null when not asked for or when the collection is empty. */
  minPrice: string | null;
  maxPrice: string | null;
  attributeCounts: { taxonomy: string; terms: AttributeTermCount[] }[];
  ratingCounts: { rating: number; count: number }[];
  stockStatusCounts: { status: StockStatus; count: number }[];
}

/** wc_get_product_stock_status_options(), in its order. */
export const STOCK_STATUSES: readonly StockStatus[] = ['instock', 'outofstock', 'onbackorder'];

/** The lookup table's price column (DECIMAL(19,4)) as MySQL hands it to PHP. */
const lookupDecimal = (value: number) => value.toFixed(4);

/** The taxonomies to count, once each: ORs first, then ANDs (WooGraphQL fills one keyed array in two passes). */
export function countOrder(requested: { taxonomy: string; relation: CountRelation }[]): { taxonomy: string; relation: CountRelation }[] {
  const order = new Map<string, CountRelation>();
  for (const pass of ['OR', 'AND'] as const) {
    for (const entry of requested) if (entry.relation === pass) order.set(entry.taxonomy, pass);
  }
  return [...order].map(([taxonomy, relation]) => ({ taxonomy, relation }));
}

/** The collection without the attribute queries on one taxonomy, whatever their operator. */
function withoutTaxonomy(where: ProductWhere, taxonomy: string): ProductWhere {
  if (!where.attributes?.queries) return where;
  const queries = where.attributes.queries.filter((query) => query?.taxonomy.toLowerCase() !== taxonomy);
  return { ...where, attributes: { ...where.attributes, queries } };
}

/** Terms of the given attribute taxonomies, kept with the catalogue's aggregates. */
function attributeTermRows(db: Database, taxonomies: string[]): Promise<TermRow[]> {
  const sorted = [...taxonomies].sort();
  return cachedAggregate(db, 'collection_stats_terms', sorted.join('|'), () => allAttributeTerms(db, sorted));
}

/** Products of the collection per stock status (one GROUP BY, cached like the other aggregates). */
function countByStockStatus(db: Database, conditions: SQL[]): Promise<Map<string, number>> {
  return cachedAggregate(db, 'stock_status_counts', conditions, async () => {
    const rows = await queryRows<{ status: string; n: number }>(
      db,
      sql`SELECT stock_status AS status, count(*)::int AS n FROM products WHERE ${and(...conditions)!} GROUP BY stock_status`,
    );
    return new Map(rows.map((row) => [row.status, Number(row.n)]));
  });
}

/**
 * Refuses, with a message saying what is wrong, what WooGraphQL documents as out of range (rating 1-5) and
 * prices no product can have; `where` as sent, its prices in the currency's smallest unit.
 */
export function checkCollectionWhere(where: ProductWhere): void {
  searchWords(where.search);
  for (const [name, value] of [['minPrice', where.minPrice], ['maxPrice', where.maxPrice]] as const) {
    if (value !== null && value !== undefined && (!Number.isFinite(value) || value < 0)) {
      throw new CatalogInputError(`"${name}" must be a price of 0 or more, in the smallest unit of the currency (1000 = 10.00).`);
    }
  }
  for (const rating of where.rating ?? []) {
    if (rating !== null && (rating < 1 || rating > 5)) throw new CatalogInputError(`"rating" values must be between 1 and 5, got ${rating}.`);
  }
}

/** The stats of a collection whose `where` passed checkCollectionWhere (as sent) before its prices were converted. */
export async function collectionStats(db: Database, request: CollectionStatsRequest): Promise<CollectionStatsResult> {
  await ensurePricesCurrent(db);
  const { where } = request;
  const conditionsOf = (collection: ProductWhere) => productConditions(db, collection);
  const taxonomies = countOrder(request.taxonomies);

  const priceRange = async () => {
    if (!request.calculatePriceRange) return { minPrice: null, maxPrice: null };
    const facets = await productFacets(db, await conditionsOf({ ...where, minPrice: null, maxPrice: null }));
    if (facets.total === 0 || facets.minPrice === null || facets.maxPrice === null) return { minPrice: null, maxPrice: null };
    return { minPrice: lookupDecimal(facets.minPrice), maxPrice: lookupDecimal(facets.maxPrice) };
  };

  const ratings = async () => {
    if (!request.calculateRatingCounts) return [];
    const facets = await productFacets(db, await conditionsOf({ ...where, rating: null }));
    return [...facets.ratings]
      .filter(([rating, count]) => rating > 0 && count > 0)
      .sort(([a], [b]) => a - b)
      .map(([rating, count]) => ({ rating, count }));
  };

  const stock = async () => {
    if (!request.calculateStockStatusCounts) return [];
    const counts = await countByStockStatus(db, await conditionsOf({ ...where, stockStatus: null }));
    return STOCK_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  };

  const attributes = async () => {
    if (taxonomies.length === 0) return [];
    const terms = await attributeTermRows(db, taxonomies.map((entry) => entry.taxonomy));
    const whole = taxonomies.some((entry) => entry.relation === 'AND') ? conditionsOf(where) : null;
    return Promise.all(
      taxonomies.map(async ({ taxonomy, relation }) => {
        const conditions = relation === 'AND' ? await whole! : await conditionsOf(withoutTaxonomy(where, taxonomy));
        const counts = (await productFacets(db, conditions)).terms;
        const counted = terms
          .filter((term) => term.taxonomy === taxonomy && (counts.get(term.id) ?? 0) > 0)
          .sort((a, b) => a.id - b.id)
          .map((term) => ({ termId: term.id, count: counts.get(term.id)!, term }));
        return { taxonomy, terms: counted };
      }),
    );
  };

  const [range, attributeCounts, ratingCounts, stockStatusCounts] = await Promise.all([priceRange(), attributes(), ratings(), stock()]);
  return { ...range, attributeCounts, ratingCounts, stockStatusCounts };
}
