import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clearResultCache } from './result-cache';
import { variationPriceList } from './variation-prices';

/**
 * The denormalised columns of `products` (WooCommerce's wc_product_meta_lookup plus term and search
 * data): effective min/max price, on-sale flag and discount, the next scheduled price change, rating
 * aggregates, every term id, the sort name, the search text and a variable product's variation
 * prices. Every write path that changes a product, its variations, grouped children, terms or reviews
 * calls refreshProductLookup afterwards, so list queries filter and sort on one indexed table.
 */

type Executor = Pick<Database, 'execute'>;

/** Rows of a raw SQL query; both drivers (PGlite, node-postgres) answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A Postgres int[] literal as one bound parameter (keeps big id sets under the parameter limit). */
export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
}

async function expandScope(db: Executor, ids: readonly number[]): Promise<number[]> {
  const related = await queryRows<{ id: number }>(db, sql`
    SELECT id FROM products WHERE id = ANY(${intArray(ids)}) OR parent_id = ANY(${intArray(ids)})
    UNION SELECT parent_id FROM products WHERE id = ANY(${intArray(ids)}) AND parent_id IS NOT NULL`);
  const first = related.map((row) => Number(row.id));
  const grouped = await queryRows<{ id: number }>(
    db,
    sql`SELECT DISTINCT product_id AS id FROM product_links WHERE kind = 'grouped' AND linked_id = ANY(${intArray(first)})`,
  );
  return [...new Set([...first, ...grouped.map((row) => Number(row.id))])];
}

/** Recomputes the lookup columns of the given products (with their variations, parents and groups), or of all. */
export async function refreshProductLookup(db: Executor, productIds: readonly number[] | 'all'): Promise<void> {
  let ids: number[] | null = null;
  if (productIds !== 'all') {
    if (productIds.length === 0) return;
    ids = await expandScope(db, productIds);
  }
  const scope = (column: SQL) => (ids ? sql`${column} = ANY(${intArray(ids)})` : sql`TRUE`);

  // One pass over every row in scope: own prices (simple, external, variations; WC_Product::is_on_sale()
  // is a sale price below the regular price, inside its schedule), rating aggregates, terms
  // (categories with their ancestors, so a parent category's filter includes its children), the
  // byte-order sort name and the plain-text search field (variation SKUs find their parent). Rows whose
  // values do not change are not rewritten.
  await db.execute(sql`
    WITH RECURSIVE tree(category_id, ancestor_id) AS (
      SELECT id, id FROM product_categories
      UNION
      SELECT t.category_id, c.parent_id FROM tree t JOIN product_categories c ON c.id = t.ancestor_id WHERE c.parent_id IS NOT NULL
    ),
    ratings AS (
      SELECT product_id, round(avg(rating), 2) AS average, count(*)::int AS n FROM product_reviews
      WHERE status = 'approved' AND ${scope(sql`product_id`)} GROUP BY product_id
    ),
    base AS (
      SELECT p.*, p.type IN ('variable', 'grouped') AS aggregate,
        (p.sale_price IS NOT NULL AND p.regular_price > p.sale_price
          AND coalesce(p.sale_from <= now(), TRUE) AND coalesce(p.sale_to > now(), TRUE)) AS sale_now
      FROM products p WHERE ${scope(sql`p.id`)}
    ),
    computed AS (
      SELECT b.id,
        CASE WHEN b.aggregate THEN b.on_sale ELSE b.sale_now END AS on_sale,
        CASE WHEN b.aggregate THEN b.min_price ELSE coalesce(CASE WHEN b.sale_now THEN b.sale_price ELSE b.regular_price END, 0) END AS min_price,
        CASE WHEN b.aggregate THEN b.max_price ELSE coalesce(CASE WHEN b.sale_now THEN b.sale_price ELSE b.regular_price END, 0) END AS max_price,
        CASE WHEN b.aggregate THEN b.discount_percent
          WHEN b.sale_now THEN round((b.regular_price - b.sale_price) * 100 / b.regular_price, 2) ELSE 0 END AS discount_percent,
        CASE WHEN b.aggregate THEN b.next_price_change_at WHEN b.sale_price IS NULL THEN NULL
          ELSE least(CASE WHEN b.sale_from > now() THEN b.sale_from END, CASE WHEN b.sale_to > now() THEN b.sale_to END) END AS next_change,
        coalesce(r.average, 0) AS average_rating,
        coalesce(r.n, 0) AS review_count,
        least(5, round(coalesce(r.average, 0)))::smallint AS rating_rounded,
        -- Variations are never listed on their own: no terms or search text of their own.
        CASE WHEN b.parent_id IS NOT NULL THEN '{}'::int[] ELSE coalesce((
          SELECT array_agg(DISTINCT term ORDER BY term) FROM (
            SELECT tree.ancestor_id AS term FROM product_category_links l JOIN tree ON tree.category_id = l.category_id WHERE l.product_id = b.id
            UNION ALL SELECT tag_id FROM product_tag_links WHERE product_id = b.id
            UNION ALL SELECT term_id FROM product_attribute_terms WHERE product_id = b.id
          ) terms), '{}'::int[]) END AS term_ids,
        lower(b.name) COLLATE "C" AS sort_name,
        -- Lower case (searches match it with LIKE lower(pattern), see productConditions).
        CASE WHEN b.parent_id IS NOT NULL THEN '' ELSE lower(concat_ws(' ', b.name, b.sku,
          regexp_replace(b.short_description, '<[^>]*>', ' ', 'g'),
          regexp_replace(b.description, '<[^>]*>', ' ', 'g'),
          CASE WHEN b.type = 'variable' THEN (SELECT string_agg(v.sku, ' ') FROM products v WHERE v.parent_id = b.id) END)) END AS search_text
      FROM base b LEFT JOIN ratings r ON r.product_id = b.id
    )
    UPDATE products p SET
      on_sale = c.on_sale, min_price = c.min_price, max_price = c.max_price, discount_percent = c.discount_percent,
      next_price_change_at = c.next_change, average_rating = c.average_rating, review_count = c.review_count,
      rating_rounded = c.rating_rounded, term_ids = c.term_ids, sort_name = c.sort_name, search_text = c.search_text
    FROM computed c
    WHERE p.id = c.id AND (p.on_sale, p.min_price, p.max_price, p.discount_percent, p.next_price_change_at, p.average_rating,
      p.review_count, p.rating_rounded, p.term_ids, p.sort_name, p.search_text)
      IS DISTINCT FROM (c.on_sale, c.min_price, c.max_price, c.discount_percent, c.next_change, c.average_rating,
      c.review_count, c.rating_rounded, c.term_ids, c.sort_name, c.search_text)`);

  // Variations that do not manage their own stock draw on their parent's when the parent manages it
  // (WooCommerce's "parent" stock): their status follows the parent's quantity, so a parent sold out at
  // product level makes them, and then the product below, out of stock.
  await db.execute(sql`
    UPDATE products v SET stock_status = s.status
    FROM (
      SELECT par.id,
        CASE WHEN coalesce(par.stock_quantity, 0) > 0 THEN 'instock' WHEN par.backorders <> 'no' THEN 'onbackorder'
          ELSE 'outofstock' END AS status
      FROM products par
      WHERE par.type = 'variable' AND par.manage_stock AND ${scope(sql`par.id`)}
    ) s
    WHERE v.parent_id = s.id AND NOT v.manage_stock AND v.stock_status IS DISTINCT FROM s.status`);

  // Variable products: over their enabled variations that have a price; stock status as WooCommerce
  // syncs it (in stock if any variation is, else on backorder if any is, else out of stock); the
  // variations' prices as list cards read them.
  await db.execute(sql`
    UPDATE products p SET
      variation_prices = ${variationPriceList(sql`p.id`)},
      min_price = coalesce(a.min_price, 0),
      max_price = coalesce(a.max_price, 0),
      on_sale = coalesce(a.on_sale, FALSE),
      discount_percent = coalesce(a.discount, 0),
      next_price_change_at = a.next_change,
      stock_status = CASE WHEN a.n = 0 THEN p.stock_status WHEN a.any_in THEN 'instock'
        WHEN a.any_backorder THEN 'onbackorder' ELSE 'outofstock' END
    FROM (
      SELECT par.id,
        min(v.min_price) FILTER (WHERE v.regular_price IS NOT NULL) AS min_price,
        max(v.max_price) FILTER (WHERE v.regular_price IS NOT NULL) AS max_price,
        bool_or(v.on_sale) AS on_sale,
        max(v.discount_percent) AS discount,
        min(v.next_price_change_at) AS next_change,
        count(v.id) AS n,
        coalesce(bool_or(v.stock_status = 'instock'), FALSE) AS any_in,
        coalesce(bool_or(v.stock_status = 'onbackorder'), FALSE) AS any_backorder
      FROM products par
      LEFT JOIN products v ON v.parent_id = par.id AND v.status = 'publish'
      WHERE par.type = 'variable' AND ${scope(sql`par.id`)}
      GROUP BY par.id
    ) a
    WHERE p.id = a.id`);

  // Grouped products: over their published children that have a price.
  await db.execute(sql`
    UPDATE products p SET
      min_price = coalesce(a.min_price, 0),
      max_price = coalesce(a.max_price, 0),
      on_sale = coalesce(a.on_sale, FALSE),
      discount_percent = coalesce(a.discount, 0),
      next_price_change_at = a.next_change
    FROM (
      SELECT par.id,
        min(c.min_price) FILTER (WHERE c.max_price > 0) AS min_price,
        max(c.max_price) FILTER (WHERE c.max_price > 0) AS max_price,
        bool_or(c.on_sale) AS on_sale,
        max(c.discount_percent) AS discount,
        min(c.next_price_change_at) AS next_change
      FROM products par
      LEFT JOIN product_links l ON l.product_id = par.id AND l.kind = 'grouped'
      LEFT JOIN products c ON c.id = l.linked_id AND c.status = 'publish'
      WHERE par.type = 'grouped' AND ${scope(sql`par.id`)}
      GROUP BY par.id
    ) a
    WHERE p.id = a.id`);
}

/** Average rating, review count and `rated-N` bucket from approved reviews. */
export async function refreshRatings(db: Executor, productIds: readonly number[] | 'all'): Promise<void> {
  if (productIds !== 'all' && productIds.length === 0) return;
  const scope = productIds === 'all' ? sql`TRUE` : sql`p2.id = ANY(${intArray(productIds)})`;
  await db.execute(sql`
    UPDATE products p SET
      average_rating = coalesce(r.average, 0),
      review_count = r.n,
      rating_rounded = least(5, round(coalesce(r.average, 0)))
    FROM (
      SELECT p2.id, round(avg(rv.rating), 2) AS average, count(rv.id) AS n
      FROM products p2 LEFT JOIN product_reviews rv ON rv.product_id = p2.id AND rv.status = 'approved'
      WHERE ${scope}
      GROUP BY p2.id
    ) r
    WHERE p.id = r.id`);
}

/** WordPress term counts: published products assigned to each category, tag and attribute term. */
export async function recountTerms(db: Executor): Promise<void> {
  // WooCommerce's _wc_term_recount: a category counts the distinct products the shop lists in it,
  // its subcategories' included, and leaves out products hidden from the catalogue.
  await db.execute(sql`
    WITH RECURSIVE tree AS (
      SELECT id AS ancestor, id AS category FROM product_categories
      UNION ALL
      SELECT tree.ancestor, child.id FROM tree JOIN product_categories child ON child.parent_id = tree.category
    )
    UPDATE product_categories c SET count = x.n FROM (
      SELECT tree.ancestor AS id, count(DISTINCT p.id) AS n FROM tree
      LEFT JOIN product_category_links l ON l.category_id = tree.category
      LEFT JOIN products p ON p.id = l.product_id AND p.status = 'publish' AND p.catalog_visibility IN ('visible', 'catalog')
      GROUP BY tree.ancestor) x
    WHERE x.id = c.id AND c.count IS DISTINCT FROM x.n`);
  await db.execute(sql`
    UPDATE product_tags t SET count = x.n FROM (
      SELECT t2.id, count(p.id) AS n FROM product_tags t2
      LEFT JOIN product_tag_links l ON l.tag_id = t2.id
      LEFT JOIN products p ON p.id = l.product_id AND p.status = 'publish'
      GROUP BY t2.id) x
    WHERE x.id = t.id AND t.count IS DISTINCT FROM x.n`);
  await db.execute(sql`
    UPDATE attribute_terms t SET count = x.n FROM (
      SELECT t2.id, count(p.id) AS n FROM attribute_terms t2
      LEFT JOIN product_attribute_terms l ON l.term_id = t2.id
      LEFT JOIN products p ON p.id = l.product_id AND p.status = 'publish'
      GROUP BY t2.id) x
    WHERE x.id = t.id AND t.count IS DISTINCT FROM x.n`);
}

const nextPriceCheck = new WeakMap<object, number>();
/** Other processes (the import CLI, another server) may schedule sales: look again at least this often. */
const PRICE_RECHECK_MS = 60_000;

/**
 * Applies scheduled sales that started or ended since the last look (WooCommerce does this with its
 * wc_scheduled_sales cron). Cheap when nothing is due: one timestamp comparison in memory.
 */
export async function ensurePricesCurrent(db: Database): Promise<void> {
  const due = nextPriceCheck.get(db) ?? 0;
  if (Date.now() < due) return;
  const dueRows = await queryRows<{ id: number }>(db, sql`SELECT id FROM products WHERE next_price_change_at <= now()`);
  if (dueRows.length > 0) {
    await db.transaction((tx) => refreshProductLookup(tx, dueRows.map((row) => Number(row.id))));
    clearResultCache(db);
  }
  const [next] = await queryRows<{ next: string | Date | null }>(db, sql`SELECT min(next_price_change_at) AS next FROM products`);
  const nextChange = next?.next ? new Date(next.next).getTime() : Number.POSITIVE_INFINITY;
  nextPriceCheck.set(db, Math.min(nextChange, Date.now() + PRICE_RECHECK_MS));
}

/** After a catalogue write: look for scheduled sales again and count afresh. */
export function invalidatePriceSchedule(db: Database): void {
  nextPriceCheck.delete(db);
  clearResultCache(db);
}
