import { and, eq, getTableColumns, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { attributeTerms, globalAttributes, mediaItems, productCategories, productLinks, products, productTags } from '../../db/schema';
import { joinedConditions } from '../../db/conditions';
import { selectFrame, type SelectFrame } from '../../db/select-frame';
import { jsonRowCodec } from '../../db/json-rows';
import { ensurePricesCurrent, intArray, queryRows } from './lookup';
import { cachedAggregate } from './result-cache';
import { decodeVariationPrices, variationPriceColumnsOf, type VariationPriceRow } from './variation-prices';

/**
 * The shop's product list: WooGraphQL's `products(where:)` semantics (see
 * ../shared/api/woographql-notes.md §3-4) as one indexed SQL statement over the lookup columns, with
 * keyset pagination in every sort order. Extensions: the DISCOUNT sort, offset pagination for
 * page-numbered URLs, and facet counts.
 */

export type ProductRow = Omit<typeof products.$inferSelect, 'searchText' | 'termIds' | 'variationPrices'>;
const { searchText: _searchText, termIds: _termIds, variationPrices: _variationPrices, ...listColumns } = getTableColumns(products);
export const productColumns = listColumns;

/**
 * What the fields of a product card read (price, image, rating, stock; see card-selection.ts), about
 * half the columns: a page of cards then skips descriptions, attributes, dimensions and the like,
 * which on PGlite roughly halves the time the page's main statement takes.
 */
const CARD_COLUMN_NAMES = [
  'id', 'parentId', 'type', 'slug', 'sku', 'name', 'status', 'featured', 'menuOrder', 'createdAt', 'modifiedAt',
  'regularPrice', 'salePrice', 'saleFrom', 'saleTo', 'taxStatus', 'taxClass', 'manageStock', 'stockQuantity',
  'stockStatus', 'backorders', 'imageId', 'minPrice', 'maxPrice', 'onSale', 'averageRating', 'reviewCount',
] as const satisfies readonly (keyof typeof listColumns)[];
export type ProductCardRow = Pick<ProductRow, (typeof CARD_COLUMN_NAMES)[number]>;
const cardColumns = Object.fromEntries(CARD_COLUMN_NAMES.map((name) => [name, listColumns[name]])) as Pick<typeof listColumns, (typeof CARD_COLUMN_NAMES)[number]>;

/** Whole product rows, or only what cards need. */
export type RowShape = 'full' | 'card';
type RowOf<S extends RowShape> = S extends 'card' ? ProductCardRow : ProductRow;

export class CatalogInputError extends Error {
  constructor(
    message: string,
    readonly code = 'BAD_USER_INPUT',
  ) {
    super(message);
  }
}

export interface TaxonomyFilter {
  taxonomy: string;
  terms?: (string | null)[] | null;
  ids?: (number | null)[] | null;
  operator?: 'IN' | 'NOT_IN' | 'AND' | 'EXISTS' | 'NOT_EXISTS' | null;
}

export interface ProductWhere {
  search?: string | null;
  category?: string | null;
  categoryIn?: (string | null)[] | null;
  categoryNotIn?: (string | null)[] | null;
  categoryId?: number | null;
  categoryIdIn?: (number | null)[] | null;
  categoryIdNotIn?: (number | null)[] | null;
  tag?: string | null;
  tagIn?: (string | null)[] | null;
  tagNotIn?: (string | null)[] | null;
  tagId?: number | null;
  tagIdIn?: (number | null)[] | null;
  tagIdNotIn?: (number | null)[] | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  onSale?: boolean | null;
  stockStatus?: (string | null)[] | null;
  rating?: (number | null)[] | null;
  visibility?: string | null;
  status?: string | null;
  featured?: boolean | null;
  include?: (number | null)[] | null;
  exclude?: (number | null)[] | null;
  slugIn?: (string | null)[] | null;
  sku?: string | null;
  type?: string | null;
  typeIn?: (string | null)[] | null;
  typeNotIn?: (string | null)[] | null;
  taxonomyFilter?: {
    and?: (TaxonomyFilter | null)[] | null;
    or?: (TaxonomyFilter | null)[] | null;
    filters?: (TaxonomyFilter | null)[] | null;
    relation?: 'AND' | 'OR' | null;
  } | null;
  attributes?: { queries?: (TaxonomyFilter | null)[] | null; relation?: 'AND' | 'IN' | 'NOT_IN' | null } | null;
  orderby?: ({ field: string; order?: 'ASC' | 'DESC' | null } | null)[] | null;
  offsetPagination?: { offset?: number | null; size?: number | null } | null;
}

export interface ProductListArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  where?: ProductWhere | null;
}

const STOCK_STATUS: Record<string, string> = { IN_STOCK: 'instock', OUT_OF_STOCK: 'outofstock', ON_BACKORDER: 'onbackorder' };
const LIST_TYPES: Record<string, string> = { SIMPLE: 'simple', VARIABLE: 'variable', EXTERNAL: 'external', GROUPED: 'grouped' };

const clean = <T>(list: (T | null | undefined)[] | null | undefined): T[] => (list ?? []).filter((item): item is T => item !== null && item !== undefined);

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/*
 * Category or tag ids by slug, for filters: kept with the catalogue's aggregates (result-cache.ts),
 * which a change to categories, tags or attributes drops on every server, so a filtered page costs one
 * statement.
 */
function termIdsBySlug(db: Database, table: typeof productCategories | typeof productTags, slugs: string[]): Promise<number[]> {
  if (slugs.length === 0) return Promise.resolve([]);
  const kind = table === productCategories ? 'category_ids' : 'tag_ids';
  return cachedAggregate(db, kind, JSON.stringify(slugs), async () => {
    const rows = await db.select({ id: table.id }).from(table).where(inArray(table.slug, slugs));
    return rows.map((row) => row.id);
  });
}

/** A list's price bounds; WooGraphQL only applies non-empty ones, so minPrice: 0 (WooNuxt's default) filters nothing. */
function priceBounds(where: ProductWhere): { min: number | null; max: number | null } {
  return { min: where.minPrice ? Number(where.minPrice) : null, max: where.maxPrice ? Number(where.maxPrice) : null };
}

/** Term ids of a taxonomy filter; `all` = every term of the taxonomy (EXISTS / NOT_EXISTS). */
function taxonomyTermIds(db: Database, filter: TaxonomyFilter, all: boolean): Promise<number[]> {
  const scope = JSON.stringify([filter.taxonomy.toLowerCase(), all, clean(filter.terms), clean(filter.ids)]);
  return cachedAggregate(db, 'taxonomy_term_ids', scope, () => findTaxonomyTermIds(db, filter, all));
}

async function findTaxonomyTermIds(db: Database, filter: TaxonomyFilter, all: boolean): Promise<number[]> {
  const taxonomy = filter.taxonomy.toLowerCase();
  const slugs = clean(filter.terms);
  const ids = clean(filter.ids);
  const table = taxonomy === 'product_cat' ? productCategories : taxonomy === 'product_tag' ? productTags : null;
  if (table) {
    if (all) return (await db.select({ id: table.id }).from(table)).map((row) => row.id);
    const bySlug = slugs.length ? (await db.select({ id: table.id }).from(table).where(inArray(table.slug, slugs))).map((row) => row.id) : [];
    const byId = ids.length ? (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id) : [];
    return [...bySlug, ...byId];
  }
  if (!taxonomy.startsWith('pa_')) return [];
  const conditions = [sql`${globalAttributes.taxonomy} = ${taxonomy}`];
  if (!all) {
    const termConditions: SQL[] = [];
    if (slugs.length) termConditions.push(inArray(attributeTerms.slug, slugs));
    if (ids.length) termConditions.push(inArray(attributeTerms.id, ids));
    if (termConditions.length === 0) return [];
    conditions.push(sql`(${sql.join(termConditions, sql` OR `)})`);
  }
  const rows = await db
    .select({ id: attributeTerms.id })
    .from(attributeTerms)
    .innerJoin(globalAttributes, sql`${globalAttributes.id} = ${attributeTerms.attributeId}`)
    .where(and(...conditions));
  return rows.map((row) => row.id);
}

const hasAny = (ids: number[]) => (ids.length ? sql`${products.termIds} && ${intArray(ids)}` : sql`FALSE`);

async function taxonomyCondition(db: Database, filter: TaxonomyFilter): Promise<SQL> {
  const operator = filter.operator ?? 'IN';
  if (operator === 'EXISTS' || operator === 'NOT_EXISTS') {
    const ids = await taxonomyTermIds(db, filter, true);
    return operator === 'EXISTS' ? hasAny(ids) : sql`NOT ${hasAny(ids)}`;
  }
  const ids = await taxonomyTermIds(db, filter, false);
  const requested = clean(filter.terms).length + clean(filter.ids).length;
  if (operator === 'NOT_IN') return ids.length ? sql`NOT (${products.termIds} && ${intArray(ids)})` : sql`TRUE`;
  if (operator === 'AND') return ids.length && ids.length >= requested ? sql`${products.termIds} @> ${intArray(ids)}` : sql`FALSE`;
  return hasAny(ids);
}

/**
 * How a filtered or searched page reads its products: from whatever index PostgreSQL picks for its
 * conditions (a category's, the search's trigrams) and then sorted, or by walking the list's sort
 * index and testing each product until the page is full (see `readPlan`).
 */
export type ReadPlan = 'by index' | 'in order';

/**
 * The search text is kept in lower case, so this is ILIKE's match (PostgreSQL's ILIKE lowers both
 * sides of every comparison) without lowering each product's text again, for every row the search
 * reads and for every sampled text the planner tries the pattern on: a third of the time on
 * PostgreSQL, and on PGlite, whose lower() is slower still, a fraction.
 *
 * Read in order, a word is found with strpos, the same substring test: LIKE would have the planner
 * estimate the pattern's matches from 500 sampled texts on every run, for a plan that cannot change.
 */
function searchMatches(words: readonly string[], plan: ReadPlan): SQL[] {
  return words.map((word) =>
    plan === 'in order' ? sql`strpos(${products.searchText}, lower(${word})) > 0` : sql`${products.searchText} LIKE lower(${`%${escapeLike(word)}%`})`,
  );
}

/**
 * A condition as a page read in order tests it: coalesce(condition, false) keeps the same rows in a
 * WHERE clause, but no index can serve it and PostgreSQL estimates it alike whatever the values. The
 * page is then planned as the walk it was chosen to be, and PostgreSQL soon settles on one plan for
 * the statement (its generic plan) instead of planning it on every run.
 */
const testedInOrder = (condition: SQL) => sql`coalesce((${condition}), false)`;

/**
 * Conditions that end a walk of a sort index (a price list's bound on its own sort column): kept as
 * they are on a page read in order of that column, so the walk stops there rather than reading the
 * rest of the index when the page does not fill.
 */
const sortIndexBounds = new WeakMap<SQL, AnyColumn>();
function boundOfSortIndex(condition: SQL, column: AnyColumn): SQL {
  sortIndexBounds.set(condition, column);
  return condition;
}

export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_MAX_WORDS = 10;

/**
 * The words of a search, each matched against every product's search text: bounded, because every
 * word scans the catalogue once more (a 20,000-word search took seconds and stalled the server).
 */
export function searchWords(search: string | null | undefined): string[] {
  const text = (search ?? '').trim();
  if (text.length > SEARCH_MAX_LENGTH) {
    throw new CatalogInputError(`Your search is too long: please use at most ${SEARCH_MAX_LENGTH} characters.`);
  }
  const words = [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))];
  if (words.length > SEARCH_MAX_WORDS) throw new CatalogInputError(`Your search has too many words: please use at most ${SEARCH_MAX_WORDS}.`);
  return words;
}

/**
 * WHERE conditions for a shopper's product list. Shoppers only ever see published, catalogue-visible
 * products (hidden, draft, pending and private ones never); browsing shows "catalog"-visible ones,
 * searching "search"-visible ones, as WooCommerce's product query does.
 */
export async function productConditions(db: Database, where: ProductWhere = {}): Promise<SQL[]> {
  const conditions: SQL[] = [sql`${products.parentId} IS NULL AND ${products.status} = 'publish'`];
  const words = searchWords(where.search);

  switch (where.visibility) {
    case 'VISIBLE':
      conditions.push(sql`${products.catalogVisibility} = 'visible'`);
      break;
    case 'CATALOG':
      conditions.push(sql`${products.catalogVisibility} IN ('visible', 'catalog')`);
      break;
    case 'SEARCH':
      conditions.push(sql`${products.catalogVisibility} IN ('visible', 'search')`);
      break;
    case 'HIDDEN':
      conditions.push(sql`FALSE`);
      break;
    default:
      conditions.push(words.length ? sql`${products.catalogVisibility} IN ('visible', 'search')` : sql`${products.catalogVisibility} IN ('visible', 'catalog')`);
  }
  if (where.status && where.status !== 'publish') conditions.push(sql`FALSE`);

  conditions.push(...searchMatches(words, 'by index'));

  // Category and tag slugs that match no term leave nothing to show (an unknown category page is empty).
  const categorySlugs = [...clean(where.categoryIn), ...(where.category ? [where.category] : [])];
  if (categorySlugs.length) conditions.push(hasAny(await termIdsBySlug(db, productCategories, categorySlugs)));
  const categoryIds = [...clean(where.categoryIdIn), ...(where.categoryId ? [where.categoryId] : [])];
  if (categoryIds.length) conditions.push(hasAny(categoryIds));
  const notCategories = [...(await termIdsBySlug(db, productCategories, clean(where.categoryNotIn))), ...clean(where.categoryIdNotIn)];
  if (notCategories.length) conditions.push(sql`NOT (${products.termIds} && ${intArray(notCategories)})`);
  const tagSlugs = [...clean(where.tagIn), ...(where.tag ? [where.tag] : [])];
  if (tagSlugs.length) conditions.push(hasAny(await termIdsBySlug(db, productTags, tagSlugs)));
  const tagIds = [...clean(where.tagIdIn), ...(where.tagId ? [where.tagId] : [])];
  if (tagIds.length) conditions.push(hasAny(tagIds));
  const notTags = [...(await termIdsBySlug(db, productTags, clean(where.tagNotIn))), ...clean(where.tagIdNotIn)];
  if (notTags.length) conditions.push(sql`NOT (${products.termIds} && ${intArray(notTags)})`);

  const { min, max } = priceBounds(where);
  if (min !== null || max !== null) {
    if (min !== null) conditions.push(boundOfSortIndex(sql`${products.maxPrice} >= ${min}`, products.maxPrice));
    if (max !== null) conditions.push(boundOfSortIndex(sql`${products.minPrice} <= ${max}`, products.minPrice));
    // The lookup range overlapping is not enough for a variable product: one variation must be inside.
    // Its min/max price are its cheapest and dearest priced variations (when max > 0 it has one), so
    // either end inside the bounds settles it without looking at the variations.
    const inside = (column: AnyColumn) =>
      and(min !== null ? sql`${column} >= ${min}` : undefined, max !== null ? sql`${column} <= ${max}` : undefined)!;
    conditions.push(sql`(${products.type} <> 'variable'
      OR (${products.maxPrice} > 0 AND (${inside(products.minPrice)} OR ${inside(products.maxPrice)}))
      OR variation_price_in_range(${products.id}, ${min}::numeric, ${max}::numeric))`);
  }
  if (where.onSale === true) conditions.push(sql`${products.onSale}`);
  if (where.onSale === false) conditions.push(sql`NOT ${products.onSale}`);
  const stock = clean(where.stockStatus).map((status) => STOCK_STATUS[status] ?? status);
  if (stock.length) conditions.push(inArray(products.stockStatus, stock as ('instock' | 'outofstock' | 'onbackorder')[]));
  // WooGraphQL's rating arg is [Int]: the product_visibility terms rated-1..rated-5, i.e. the rounded
  // average rating. "4 stars and up" is rating: [4, 5].
  const ratings = clean(where.rating);
  if (ratings.length) conditions.push(inArray(products.ratingRounded, ratings));
  if (where.featured === true) conditions.push(sql`${products.featured} AND ${products.catalogVisibility} IN ('visible', 'catalog')`);
  if (where.featured === false) conditions.push(sql`NOT ${products.featured}`);
  const include = clean(where.include);
  if (where.include) conditions.push(include.length ? sql`${products.id} = ANY(${intArray(include)})` : sql`FALSE`);
  const exclude = clean(where.exclude);
  if (exclude.length) conditions.push(sql`NOT (${products.id} = ANY(${intArray(exclude)}))`);
  const slugs = clean(where.slugIn);
  if (where.slugIn) conditions.push(slugs.length ? inArray(products.slug, slugs) : sql`FALSE`);
  if (where.sku) conditions.push(sql`${products.sku} ILIKE ${`%${escapeLike(where.sku)}%`}`);
  const typeIn = [...clean(where.typeIn), ...(where.type ? [where.type] : [])];
  if (typeIn.length) {
    const types = typeIn.map((type) => LIST_TYPES[type]).filter((type): type is string => !!type);
    conditions.push(types.length ? inArray(products.type, types as 'simple'[]) : sql`FALSE`);
  }
  const typeNotIn = clean(where.typeNotIn).map((type) => LIST_TYPES[type]).filter((type): type is string => !!type);
  if (typeNotIn.length) conditions.push(sql`NOT (${inArray(products.type, typeNotIn as 'simple'[])})`);

  const taxonomy = where.taxonomyFilter;
  if (taxonomy) {
    const groups: { filters: TaxonomyFilter[]; joiner: 'AND' | 'OR' }[] = [
      { filters: clean(taxonomy.and), joiner: 'AND' },
      { filters: clean(taxonomy.or), joiner: 'OR' },
      { filters: clean(taxonomy.filters), joiner: taxonomy.relation === 'OR' ? 'OR' : 'AND' },
    ];
    for (const group of groups) {
      if (group.filters.length === 0) continue;
      const parts = await Promise.all(group.filters.map((filter) => taxonomyCondition(db, filter)));
      conditions.push(sql`(${sql.join(parts, group.joiner === 'AND' ? sql` AND ` : sql` OR `)})`);
    }
  }
  const attributeQueries = clean(where.attributes?.queries);
  if (attributeQueries.length) {
    const parts = await Promise.all(attributeQueries.map((filter) => taxonomyCondition(db, filter)));
    conditions.push(sql`(${sql.join(parts, where.attributes?.relation === 'IN' ? sql` OR ` : sql` AND `)})`);
  }
  return conditions;
}

interface SortKey {
  expr: SQL;
  cast: string;
  column: unknown;
}

export interface ProductSort {
  keys: SortKey[];
  direction: 'ASC' | 'DESC';
}

/**
 * WooCommerce's catalogue ordering for the first `orderby` entry (the others are ignored, as in
 * WooGraphQL). Ties are broken by product id in the same direction, so the order is total and a
 * keyset cursor is exact. POPULARITY is always descending (WooCommerce forces it); the
 * default order is DESC; no orderby at all is WooCommerce's "menu_order title" (DESC).
 */
export function productSort(orderby: ProductWhere['orderby']): ProductSort {
  const first = clean(orderby)[0];
  // A sort is never changed once made: one per order asked, rather than its SQL built for every list.
  const key = first ? `${first.field} ${first.order}` : '';
  let sort = sorts.get(key);
  if (!sort) {
    sort = sortOf(first);
    // Orders come from the schema's enums; the bound only keeps other callers' strings from filling it.
    if (sorts.size < 64) sorts.set(key, sort);
  }
  return sort;
}

const sorts = new Map<string, ProductSort>();

function sortOf(first: NonNullable<NonNullable<ProductWhere['orderby']>[number]> | undefined): ProductSort {
  const direction = first?.order === 'ASC' ? 'ASC' : 'DESC';
  const key = (column: unknown, cast: string): SortKey => ({ expr: sql`${column}`, cast, column });
  const menuOrder = [key(products.menuOrder, 'int'), key(products.sortName, 'text')];
  switch (first?.field) {
    case 'DATE':
      return { keys: [key(products.createdAt, 'timestamptz')], direction };
    case 'MODIFIED':
      return { keys: [key(products.modifiedAt, 'timestamptz')], direction };
    case 'PRICE':
    case 'REGULAR_PRICE':
    case 'SALE_PRICE':
      // wc_product_meta_lookup: ascending by the lowest price, descending by the highest.
      return { keys: [direction === 'ASC' ? key(products.minPrice, 'numeric') : key(products.maxPrice, 'numeric')], direction };
    case 'RATING':
      // WooCommerce's own catalogue forces DESC; a shop that lets shoppers flip the order needs ASC too.
      return { keys: [key(products.averageRating, 'numeric')], direction };
    case 'POPULARITY':
    case 'TOTAL_SALES':
      return { keys: [key(products.totalSales, 'int')], direction: 'DESC' };
    case 'REVIEW_COUNT':
      return { keys: [key(products.reviewCount, 'int')], direction };
    case 'NAME':
      return { keys: [key(products.sortName, 'text')], direction };
    case 'SLUG':
      return { keys: [key(products.slug, 'text')], direction };
    case 'DISCOUNT':
      return { keys: [key(products.discountPercent, 'numeric')], direction };
    case 'MENU_ORDER':
      return { keys: menuOrder, direction };
    default:
      return { keys: menuOrder, direction: first ? direction : 'DESC' };
  }
}

function orderBy(sort: ProductSort, reverse: boolean): SQL {
  const direction = (sort.direction === 'ASC') !== reverse ? sql`ASC` : sql`DESC`;
  return sql.join([...sort.keys.map((key) => sql`${key.expr} ${direction}`), sql`${products.id} ${direction}`], sql`, `);
}

/** A product row with its image (a left join: null when the product has none). */
export interface WithImage<R> {
  row: R;
  image: typeof mediaItems.$inferSelect | null;
}

/** The join that reads a product's image with it, for pages of products and the loaders alike. */
export const imageOfProduct = eq(mediaItems.id, products.imageId);

export type { VariationPriceRow } from './variation-prices';
/** What a variable product's price range needs of its variations, read from their own rows. */
export const variationPriceColumns = variationPriceColumnsOf(products);

/** What a grouped product's price (its children's range) needs of each child. */
export type GroupChildPriceRow = Pick<ProductRow, 'minPrice' | 'maxPrice' | 'taxStatus' | 'taxClass'>;

/**
 * What every card of the page shows besides its own columns, read in the page's statement rather than
 * in one more round trip each: the product's image, a variable product's variation prices (kept on
 * its row, variation-prices.ts) and a grouped product's children's prices (their price ranges) as
 * JSON lists (json-rows.ts), in the order the loaders give them.
 */
const groupChild = alias(products, 'g');
const groupChildPriceRow = jsonRowCodec({ minPrice: groupChild.minPrice, maxPrice: groupChild.maxPrice, taxStatus: groupChild.taxStatus, taxClass: groupChild.taxClass });
const pageAttachments = {
  image: mediaItems,
  variationPrices: sql<VariationPriceRow[] | null>`CASE WHEN ${products.type} = 'variable' THEN ${products.variationPrices} END`.mapWith(decodeVariationPrices),
  groupChildPrices: sql<GroupChildPriceRow[] | null>`CASE WHEN ${products.type} = 'grouped' THEN (
    SELECT coalesce(json_agg(${groupChildPriceRow.array} ORDER BY ${productLinks.position}), '[]')
    FROM ${productLinks} JOIN products g ON ${groupChild.id} = ${productLinks.linkedId}
    WHERE ${productLinks.productId} = ${products.id} AND ${productLinks.kind} = 'grouped' AND ${groupChild.status} = 'publish') END`.mapWith((list: unknown) =>
    (list as unknown[][]).map(groupChildPriceRow.decode),
  ),
};

export interface PageRow<S extends RowShape> extends WithImage<RowOf<S>> {
  /** Null unless the product is variable. */
  variationPrices: VariationPriceRow[] | null;
  /** Null unless the product is grouped: its published children's prices. */
  groupChildPrices: GroupChildPriceRow[] | null;
}

const pageSelections = { card: { row: cardColumns, ...pageAttachments }, full: { row: productColumns, ...pageAttachments } };

/**
 * The statement of a page, rendered once per row shape and order (select-frame.ts). The rows are found
 * in two steps: the ids in order from the sort index alone (an index-only scan for the covering sort
 * indexes, however deep the offset), then only those rows with their attachments.
 */
const pageFrames = new Map<string, SelectFrame<PageRow<RowShape>>>();

function pageFrame(db: Database, shape: RowShape, sort: ProductSort, reverse: boolean): SelectFrame<PageRow<RowShape>> {
  const key = `${shape} ${sort.keys.map((key) => (key.column as AnyColumn).name).join()} ${sort.direction} ${reverse}`;
  let frame = pageFrames.get(key);
  if (!frame) {
    const order = orderBy(sort, reverse);
    frame = selectFrame((where, limit, offset) => {
      const ids = db.select({ id: products.id }).from(products).where(where).orderBy(order).limit(limit).offset(offset);
      return db.select(pageSelections[shape]).from(products).leftJoin(mediaItems, imageOfProduct).where(inArray(products.id, ids)).orderBy(order);
    });
    pageFrames.set(key, frame);
  }
  return frame;
}

interface PageRead {
  conditions: readonly SQL[];
  /** Run as a named statement, prepared once per connection (see `readPlan`). */
  prepared: boolean;
}

async function pageRows<S extends RowShape>(db: Database, shape: S, read: PageRead, sort: ProductSort, reverse: boolean, limit: number, offset: number): Promise<PageRow<S>[]> {
  // The shape decides the columns, which the compiler cannot follow through the conditional type.
  return (await pageFrame(db, shape, sort, reverse).run(db, joinedConditions(read.conditions), limit, offset, read.prepared)) as PageRow<S>[];
}

/** Loads the cursor product's sort key and returns "strictly after/before it in this order". */
async function keysetCondition(db: Database, sort: ProductSort, cursorId: number, side: 'after' | 'before'): Promise<SQL> {
  const selected = sql.join(
    sort.keys.map((key, index) => sql`${key.expr}::text AS ${sql.raw(`k${index}`)}`),
    sql`, `,
  );
  const [row] = await queryRows<Record<string, string | null>>(db, sql`SELECT ${selected} FROM products WHERE id = ${cursorId}`);
  if (!row) {
    // The cursor's product was deleted since the page was loaded: its place in the order is unknown.
    throw new CatalogInputError('This list has changed since it was loaded (a product on it no longer exists). Please reload the list.', 'STALE_CURSOR');
  }
  const values = sort.keys.map((key, index) => sql`${row[`k${index}`]}::${sql.raw(key.cast)}`);
  const columns = sql.join([...sort.keys.map((key) => key.expr), sql`${products.id}`], sql`, `);
  const forwards = (sort.direction === 'ASC') === (side === 'after');
  return sql`(${columns}) ${forwards ? sql`>` : sql`<`} (${sql.join([...values, sql`${cursorId}`], sql`, `)})`;
}

export function parseCursor(cursor: string): number {
  const decoded = Buffer.from(cursor, 'base64').toString('utf8');
  const match = /^arrayconnection:(\d+)$/.exec(decoded);
  if (!match) throw new CatalogInputError(`"${cursor}" is not a valid cursor for this list.`, 'INVALID_CURSOR');
  return Number(match[1]);
}

export interface ProductPage<S extends RowShape = 'full'> {
  rows: PageRow<S>[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** Set with offset pagination. */
  offset: { offset: number; size: number } | null;
  /** Where the page came from a cursor (WooGraphQL's `found` is null then). */
  usedCursor: boolean;
  conditions: SQL[];
}

/**
 * One page of products. Page size: `first` or `last`, 10 when neither is given, capped at
 * config.maxPageSize (WPGraphQL's max_query_amount, 100 by default), so `first: 9999` gives 100
 * products and hasNextPage: true.
 */
export async function listProducts<S extends RowShape = 'full'>(db: Database, args: ProductListArgs, maxPageSize: number, shape: S = 'full' as S): Promise<ProductPage<S>> {
  await ensurePricesCurrent(db);
  const where = args.where ?? {};
  const words = searchWords(where.search);
  // Everything but the search's words (the products a search looks among), then the words' matches.
  const listed = await (words.length
    ? productConditions(db, { ...where, search: null, visibility: where.visibility ?? 'SEARCH' })
    : filtersNothing(where)
      ? listingConditions(db, null)
      : productConditions(db, where));
  // The same array for the same list, so that what is rendered of it is rendered once (select-frame.ts, result-cache.ts).
  const conditions = words.length ? [...listed, ...searchMatches(words, 'by index')] : listed;
  const sort = productSort(where.orderby);
  /** The conditions a page is read with, and whether its statement is kept prepared (see `readPlan`). */
  const readWith = async (rowsToRead: number): Promise<PageRead> => {
    if ((await readPlan(db, where, words, sort, conditions, rowsToRead)) === 'by index') return { conditions, prepared: false };
    // The first condition is the sort indexes' own (published, not a variation), which they must see.
    const [listing, ...filters] = listed;
    const walked = sort.keys[0]!.column;
    const tested = filters.map((filter) => (sortIndexBounds.get(filter) === walked ? filter : testedInOrder(filter)));
    return { conditions: [listing!, ...tested, ...searchMatches(words, 'in order')], prepared: true };
  };

  const offsetArgs = where.offsetPagination;
  if (offsetArgs) {
    const size = Math.max(0, Math.min(offsetArgs.size ?? args.first ?? 10, maxPageSize));
    const offset = Math.max(0, offsetArgs.offset ?? 0);
    const rows = await pageRows(db, shape, await readWith(offset + size + 1), sort, false, size + 1, offset);
    return { rows: rows.slice(0, size), hasNextPage: rows.length > size, hasPreviousPage: offset > 0, offset: { offset, size }, usedCursor: false, conditions };
  }

  const backwards = args.last !== undefined && args.last !== null && (args.first === undefined || args.first === null);
  const requested = (backwards ? args.last : args.first) ?? 10;
  if (requested < 0) throw new CatalogInputError(`"${backwards ? 'last' : 'first'}" must not be negative.`);
  const size = Math.min(requested, maxPageSize);
  const read = await readWith(size + 1);
  let pageConditions = read.conditions;
  if (args.after || args.before) {
    const keyset = [...read.conditions];
    if (args.after) keyset.push(await keysetCondition(db, sort, parseCursor(args.after), 'after'));
    if (args.before) keyset.push(await keysetCondition(db, sort, parseCursor(args.before), 'before'));
    pageConditions = keyset;
  }
  const fetched = await pageRows(db, shape, { conditions: pageConditions, prepared: read.prepared }, sort, backwards, size + 1, 0);
  const more = fetched.length > size;
  const page = fetched.slice(0, size);
  if (backwards) page.reverse();
  return {
    rows: page,
    hasNextPage: backwards ? !!args.before : more,
    hasPreviousPage: backwards ? more : !!args.after,
    offset: null,
    usedCursor: !!(args.after || args.before),
    conditions,
  };
}

/** The orders with an index of their own (server/db/schema/catalog.ts), which a search can walk. */
const WALKABLE_SORTS = new Set<unknown>([products.createdAt, products.minPrice, products.maxPrice, products.averageRating, products.totalSales, products.sortName, products.menuOrder, products.discountPercent]);

/**
 * Which way a filtered or searched page reads fewer rows for a page of `rowsToRead`. Walking the list's
 * sort index reads about rowsToRead × listed / matches products, where listed is every product the list
 * could show; reading by index reads every match and sorts them. A common word ("hoodie", 3% of 100k
 * products) or a big category fills a page after a few hundred products in order, against thousands
 * of matches read and sorted; a rare one is best found by index. PostgreSQL would choose from its
 * estimate of the matches, which comes from a sample and swung between the two plans from one ANALYZE
 * to the next; the exact counts are the catalogue's cached aggregates (the match count is the list's
 * `found`).
 *
 * A page read in order is kept prepared: its plan is the walk whatever the values, so PostgreSQL parses
 * it once per connection and plans it without weighing other indexes. A page read by index is planned
 * afresh with its values, whose selectivity decides the plan.
 */
async function readPlan(db: Database, where: ProductWhere, words: readonly string[], sort: ProductSort, matching: SQL[], rowsToRead: number): Promise<ReadPlan> {
  const walked = sort.keys[0]?.column;
  if (!WALKABLE_SORTS.has(walked)) return 'by index';
  const listing = await listingConditions(db, where.visibility ?? (words.length ? 'SEARCH' : null));
  // Nothing but the listing itself: a statement without values, already planned once (select-frame.ts).
  if (matching.length === listing.length) return 'by index';
  const [matches, listed, skipped] = await Promise.all([countProducts(db, matching), countProducts(db, listing), skippedByWalk(db, where, sort, listing)]);
  // Words, SKUs and slugs are tested on the product's row, every other filter on the sort index's own columns.
  const indexOnly = COVERING_SORTS.has(walked) && words.length === 0 && !where.sku && !where.slugIn;
  return readingInOrderIsCheaper({ rowsToRead, listed, matches, skipped, indexOnly }) ? 'in order' : 'by index';
}

/** The sort indexes that carry every column a filter tests (server/db/schema/catalog.ts). */
const COVERING_SORTS = new Set<unknown>([products.createdAt, products.minPrice, products.maxPrice, products.averageRating, products.totalSales, products.menuOrder]);

/**
 * Walking reads about skipped + rowsToRead × (listed − skipped) / matches entries of the sort index;
 * reading by index reads every match and sorts them. An entry of a covering index is tested without
 * its row, for a tenth of a match read by index or less (at 100k products: 0.18 µs an entry against
 * 3.4 µs a match for a category and price filter); a walk that reads rows (a search's text) pays about
 * what reading by index does per row.
 */
export function readingInOrderIsCheaper(counts: { rowsToRead: number; listed: number; matches: number; skipped: number; indexOnly: boolean }): boolean {
  const { rowsToRead, listed, matches, skipped, indexOnly } = counts;
  if (matches === 0) return false;
  const walked = skipped + (rowsToRead * (listed - skipped)) / matches;
  return walked * (indexOnly ? 0.1 : 1) <= matches;
}

/**
 * Products a walk reads that cannot match, where they are not spread along the order: walking a price
 * list up from the lowest price, every product whose dearest price is below the range comes first (and
 * walking down, every product whose cheapest is above it). Counted once per bound with the catalogue's
 * aggregates.
 */
async function skippedByWalk(db: Database, where: ProductWhere, sort: ProductSort, listing: SQL[]): Promise<number> {
  const column = sort.keys[0]!.column;
  const { min, max } = priceBounds(where);
  let before: SQL | null = null;
  if (column === products.minPrice && sort.direction === 'ASC' && min !== null) before = sql`${products.maxPrice} < ${min}`;
  if (column === products.maxPrice && sort.direction === 'DESC' && max !== null) before = sql`${products.minPrice} > ${max}`;
  return before ? countProducts(db, [...listing, before]) : 0;
}

/** What only orders or pages a list, without choosing among its products. */
const UNFILTERING_ARGS = new Set<string>(['orderby', 'offsetPagination']);

/** Whether a list shows every listed product (the catalogue in some order): its conditions are then the listing's own. */
function filtersNothing(where: ProductWhere): boolean {
  for (const [name, value] of Object.entries(where)) if (value !== null && value !== undefined && !UNFILTERING_ARGS.has(name)) return false;
  return true;
}

/**
 * Every product a list of this visibility could show. These conditions take no values and no lookups:
 * built once, so that their count's cache key is rendered once (result-cache.ts).
 */
const listings = new Map<string | null, Promise<SQL[]>>();
function listingConditions(db: Database, visibility: string | null): Promise<SQL[]> {
  let listing = listings.get(visibility);
  if (!listing) listings.set(visibility, (listing = productConditions(db, { visibility })));
  return listing;
}

export async function countProducts(db: Database, conditions: SQL[]): Promise<number> {
  return cachedAggregate(db, 'count', conditions, async () => {
    const where = joinedConditions(conditions);
    const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM products WHERE ${where}`);
    return Number(row?.n ?? 0);
  });
}

export interface ProductFacetsResult {
  total: number;
  onSale: number;
  /** term id -> products of the result having it (categories count their subcategories' products). */
  terms: Map<number, number>;
  /** Rounded average rating (1-5) -> products. */
  ratings: Map<number, number>;
  minPrice: number | null;
  maxPrice: number | null;
}

/** Facet counts over the whole current result (every filter applied), in one statement. */
export function productFacets(db: Database, conditions: SQL[]): Promise<ProductFacetsResult> {
  return cachedAggregate(db, 'facets', conditions, () => computeFacets(db, joinedConditions(conditions)));
}

async function computeFacets(db: Database, where: SQL): Promise<ProductFacetsResult> {
  const rows = await queryRows<{ kind: string; key: number | null; n: number; lo: string | null; hi: string | null }>(
    db,
    sql`WITH r AS (SELECT ${products.termIds} AS term_ids, ${products.onSale} AS on_sale, ${products.ratingRounded} AS rating,
                         ${products.minPrice} AS min_price, ${products.maxPrice} AS max_price
                  FROM products WHERE ${where})
        SELECT 'term' AS kind, t AS key, count(*)::int AS n, NULL::text AS lo, NULL::text AS hi FROM r, unnest(r.term_ids) AS t GROUP BY t
        UNION ALL SELECT 'rating', rating, count(*)::int, NULL, NULL FROM r WHERE rating > 0 GROUP BY rating
        UNION ALL SELECT 'summary', NULL, count(*)::int, min(min_price)::text, max(max_price)::text FROM r
        UNION ALL SELECT 'onSale', NULL, count(*)::int, NULL, NULL FROM r WHERE on_sale`,
  );
  const result: ProductFacetsResult = { total: 0, onSale: 0, terms: new Map(), ratings: new Map(), minPrice: null, maxPrice: null };
  for (const row of rows) {
    const n = Number(row.n);
    if (row.kind === 'term') result.terms.set(Number(row.key), n);
    else if (row.kind === 'rating') result.ratings.set(Number(row.key), n);
    else if (row.kind === 'onSale') result.onSale = n;
    else {
      result.total = n;
      result.minPrice = row.lo === null ? null : Number(row.lo);
      result.maxPrice = row.hi === null ? null : Number(row.hi);
    }
  }
  return result;
}
