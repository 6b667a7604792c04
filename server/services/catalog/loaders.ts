import DataLoader from 'dataloader';
import { and, asc, desc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  attributeTerms,
  globalAttributes,
  mediaItems,
  productAttributes,
  productAttributeTerms,
  productCategories,
  productCategoryLinks,
  productDownloads,
  productGallery,
  productLinks,
  productReviews,
  products,
  productTagLinks,
  productTags,
  type ProductLinkKind,
} from '../../db/schema';
import { withPlannedRows } from '../../db/row-mapper';
import { keptPreparedInPglite } from '../../db/pglite-thread';
import { intArray, queryRows } from './lookup';
import { cachedAggregate } from './result-cache';
import { imageOfProduct, productColumns, type ProductRow, type WithImage } from './product-list';
import { verifiedReviewIds, type ReviewRow } from './reviews';

export type MediaRow = typeof mediaItems.$inferSelect;
export type CategoryRow = typeof productCategories.$inferSelect;
export type TagRow = typeof productTags.$inferSelect;
export type AttributeTermRow = typeof attributeTerms.$inferSelect & { taxonomy: string; attributeName: string };
export type ProductAttributeRow = typeof productAttributes.$inferSelect & { taxonomy: string | null; globalName: string | null };
export type DownloadRow = typeof productDownloads.$inferSelect;

function groupBy<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): V[][] {
  const groups = new Map<K, V[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return keys.map((key) => groups.get(key) ?? []);
}

function byId<V extends { id: number }>(keys: readonly number[], rows: V[]): (V | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return keys.map((key) => map.get(key) ?? null);
}

const attributeTermColumns = {
  id: attributeTerms.id,
  attributeId: attributeTerms.attributeId,
  name: attributeTerms.name,
  slug: attributeTerms.slug,
  description: attributeTerms.description,
  menuOrder: attributeTerms.menuOrder,
  count: attributeTerms.count,
  taxonomy: globalAttributes.taxonomy,
  attributeName: globalAttributes.name,
};

/**
 * What a variable product's price range needs of its variations. Every card of a variable product
 * asks for it; full rows are several times the bytes and, on PGlite, several times the time.
 */
const variationPriceColumns = {
  id: products.id,
  parentId: products.parentId,
  regularPrice: products.regularPrice,
  salePrice: products.salePrice,
  onSale: products.onSale,
  taxStatus: products.taxStatus,
  taxClass: products.taxClass,
};
export type VariationPriceRow = { [K in keyof typeof variationPriceColumns]: ProductRow[K] };

/** Product rows with their image, which every product page shows (one statement instead of two). */
const productWithImage = { row: productColumns, image: mediaItems };
export type ProductWithImage = WithImage<ProductRow>;

/** `column = ANY($keys)`: one statement text whatever the batch size, so it can be prepared once. */
const anyOf = (column: AnyColumn) => sql`${column} = ANY(${sql.placeholder('keys')})`;

/** The published variations of the `keys` products, in the shop owner's order. */
const enabledVariations = and(anyOf(products.parentId), eq(products.status, 'publish'));
const variationOrder = [asc(products.menuOrder), asc(products.id)];

/**
 * The loaders' hottest statements (every product card and product page runs them), built and named
 * once per database: drizzle then skips building the SQL and PostgreSQL skips parsing and planning,
 * and their rows are mapped by a plan made once (row-mapper.ts).
 */
function prepareReads(db: Database) {
  const reads = {
    productsById: db.select(productColumns).from(products).where(anyOf(products.id)).prepare('catalog_products_by_id'),
    productsBySlug: db.select(productWithImage).from(products).leftJoin(mediaItems, imageOfProduct).where(anyOf(products.slug)).prepare('catalog_products_by_slug'),
    mediaById: db.select().from(mediaItems).where(anyOf(mediaItems.id)).prepare('catalog_media_by_id'),
    categoriesById: db.select().from(productCategories).where(anyOf(productCategories.id)).prepare('catalog_categories_by_id'),
    categoriesByProduct: db
      .select({ productId: productCategoryLinks.productId, category: productCategories })
      .from(productCategoryLinks)
      .innerJoin(productCategories, eq(productCategories.id, productCategoryLinks.categoryId))
      .where(anyOf(productCategoryLinks.productId))
      .orderBy(asc(productCategories.menuOrder), asc(productCategories.name))
      .prepare('catalog_categories_by_product'),
    variationsByParent: db
      .select(productWithImage)
      .from(products)
      .leftJoin(mediaItems, imageOfProduct)
      .where(enabledVariations)
      .orderBy(...variationOrder)
      .prepare('catalog_variations_by_parent'),
    variationPricesByParent: db
      .select(variationPriceColumns)
      .from(products)
      .where(enabledVariations)
      .orderBy(...variationOrder)
      .prepare('catalog_variation_prices_by_parent'),
    /**
     * WooCommerce's related products: listed products sharing a category or tag with the product, best
     * sellers first. The product's own terms are read in the same statement.
     */
    relatedProducts: db
      .select(productWithImage)
      .from(products)
      .leftJoin(mediaItems, imageOfProduct)
      .where(
        sql`${products.parentId} IS NULL AND ${products.status} = 'publish' AND ${products.catalogVisibility} IN ('visible', 'catalog')
          AND ${products.id} <> ${sql.placeholder('id')}
          AND ${products.termIds} && ARRAY(
            SELECT category_id FROM product_category_links WHERE product_id = ${sql.placeholder('id')}
            UNION ALL SELECT tag_id FROM product_tag_links WHERE product_id = ${sql.placeholder('id')})`,
      )
      .orderBy(desc(products.totalSales), desc(products.id))
      .limit(sql.placeholder('limit'))
      .prepare('catalog_related_products'),
    /** A product's approved reviews, newest first (WordPress' comment order). */
    approvedReviews: db
      .select()
      .from(productReviews)
      .where(and(eq(productReviews.productId, sql.placeholder('productId')), eq(productReviews.status, 'approved')))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .prepare('catalog_approved_reviews'),
    galleryByProduct: db
      .select({ productId: productGallery.productId, media: mediaItems })
      .from(productGallery)
      .innerJoin(mediaItems, eq(mediaItems.id, productGallery.mediaId))
      .where(anyOf(productGallery.productId))
      .orderBy(asc(productGallery.position))
      .prepare('catalog_gallery_by_product'),
  };
  for (const read of Object.values(reads)) keptPreparedInPglite(withPlannedRows(read));
  return reads;
}

const preparedReads = new WeakMap<Database, ReturnType<typeof prepareReads>>();

function readsOf(db: Database) {
  let reads = preparedReads.get(db);
  if (!reads) {
    reads = prepareReads(db);
    preparedReads.set(db, reads);
  }
  return reads;
}

/**
 * Batched reads of the catalogue for one GraphQL request (one query per relation per tick). Attribute
 * names and terms, which every variable product page needs and which change rarely, are kept with the
 * catalogue's aggregates (result-cache.ts) across requests.
 */
export function createCatalogLoaders(db: Database) {
  const reads = readsOf(db);
  const fullRowsAsked = new Set<number>();
  const loaders = {
    product: new DataLoader<number, ProductRow | null>(async (ids) => byId(ids, await reads.productsById.execute({ keys: [...ids] }))),
    productBySlug: new DataLoader<string, ProductRow | null>(async (slugs) => {
      const found = await reads.productsBySlug.execute({ keys: [...slugs] });
      // A product page finds its product by slug; its variations then ask for it by id (tax class).
      const rows = primeWithImages(found);
      const map = new Map(rows.map((row) => [row.slug, row]));
      return slugs.map((slug) => map.get(slug) ?? null);
    }),
    media: new DataLoader<number, MediaRow | null>(async (ids) => byId(ids, await reads.mediaById.execute({ keys: [...ids] }))),
    /**
     * A category's stand-in picture when it has no thumbnail: the image of its best-selling listed
     * product (subcategories included, as product term_ids carry every ancestor category).
     */
    categoryProductImage: new DataLoader<number, MediaRow | null>(async (ids) => {
      const rows = await queryRows<{ category_id: number; image_id: number | null }>(
        db,
        sql`SELECT c.id AS category_id, (
              SELECT p.image_id FROM products p
              WHERE p.parent_id IS NULL AND p.status = 'publish' AND p.catalog_visibility IN ('visible', 'catalog')
                AND p.image_id IS NOT NULL AND p.term_ids @> ARRAY[c.id]
              ORDER BY p.total_sales DESC, p.id DESC LIMIT 1) AS image_id
            FROM unnest(${intArray([...ids])}) AS c(id)`,
      );
      const imageIds = rows.flatMap((row) => (row.image_id === null ? [] : [Number(row.image_id)]));
      const media = imageIds.length ? await db.select().from(mediaItems).where(inArray(mediaItems.id, imageIds)) : [];
      const byCategory = new Map(rows.map((row) => [Number(row.category_id), media.find((item) => item.id === Number(row.image_id)) ?? null]));
      return ids.map((id) => byCategory.get(id) ?? null);
    }),
    category: new DataLoader<number, CategoryRow | null>(async (ids) => byId(ids, await reads.categoriesById.execute({ keys: [...ids] }))),
    categoriesByProduct: new DataLoader<number, CategoryRow[]>(async (ids) => {
      const rows = await reads.categoriesByProduct.execute({ keys: [...ids] });
      return groupBy(ids, rows, (row) => row.productId).map((list) => list.map((row) => row.category));
    }),
    tagsByProduct: new DataLoader<number, TagRow[]>(async (ids) => {
      const rows = await db
        .select({ productId: productTagLinks.productId, tag: productTags })
        .from(productTagLinks)
        .innerJoin(productTags, eq(productTags.id, productTagLinks.tagId))
        .where(inArray(productTagLinks.productId, [...ids]))
        .orderBy(asc(productTags.name));
      return groupBy(ids, rows, (row) => row.productId).map((list) => list.map((row) => row.tag));
    }),
    attributesByProduct: new DataLoader<number, ProductAttributeRow[]>(async (ids) => {
      const rows = await db
        .select({ line: productAttributes, taxonomy: globalAttributes.taxonomy, globalName: globalAttributes.name })
        .from(productAttributes)
        .leftJoin(globalAttributes, eq(globalAttributes.id, productAttributes.attributeId))
        .where(inArray(productAttributes.productId, [...ids]))
        .orderBy(asc(productAttributes.position), asc(productAttributes.id));
      return groupBy(
        ids,
        rows.map((row) => ({ ...row.line, taxonomy: row.taxonomy, globalName: row.globalName })),
        (row) => row.productId,
      );
    }),
    attributeTermsByProduct: new DataLoader<number, AttributeTermRow[]>(async (ids) => {
      const rows = await db
        .select({ productId: productAttributeTerms.productId, ...attributeTermColumns })
        .from(productAttributeTerms)
        .innerJoin(attributeTerms, eq(attributeTerms.id, productAttributeTerms.termId))
        .innerJoin(globalAttributes, eq(globalAttributes.id, attributeTerms.attributeId))
        .where(inArray(productAttributeTerms.productId, [...ids]))
        .orderBy(asc(attributeTerms.menuOrder), asc(attributeTerms.name));
      return groupBy(ids, rows, (row) => row.productId);
    }),
    /** "pa_color|red" -> the term (variation attribute values and default attributes store slugs). */
    attributeTermBySlug: new DataLoader<string, AttributeTermRow | null>(async (keys) => {
      const taxonomies = [...new Set(keys.map((key) => key.split('|')[0]!))].sort();
      const rows = await cachedAggregate(db, 'attribute_terms', taxonomies.join('|'), async () =>
        db
          .select(attributeTermColumns)
          .from(attributeTerms)
          .innerJoin(globalAttributes, eq(globalAttributes.id, attributeTerms.attributeId))
          .where(inArray(globalAttributes.taxonomy, taxonomies)),
      );
      const map = new Map(rows.map((row) => [`${row.taxonomy}|${row.slug}`, row]));
      return keys.map((key) => map.get(key) ?? null);
    }),
    globalAttributeByTaxonomy: new DataLoader<string, typeof globalAttributes.$inferSelect | null>(async (taxonomies) => {
      const rows = await cachedAggregate(db, 'global_attributes', [...taxonomies].sort().join('|'), async () =>
        db.select().from(globalAttributes).where(inArray(globalAttributes.taxonomy, [...taxonomies])),
      );
      const map = new Map(rows.map((row) => [row.taxonomy, row]));
      return taxonomies.map((taxonomy) => map.get(taxonomy) ?? null);
    }),
    /** Enabled (published) variations of variable products, in the shop owner's order. */
    variationsByParent: new DataLoader<number, ProductRow[]>(async (ids) => {
      const rows = primeWithImages(await reads.variationsByParent.execute({ keys: [...ids] }));
      return groupBy(ids, rows, (row) => row.parentId!);
    }),
    /** The price columns of the same variations, for price ranges (product cards). */
    variationPricesByParent: new DataLoader<number, VariationPriceRow[]>(async (ids) => {
      const rows = await reads.variationPricesByParent.execute({ keys: [...ids] });
      return groupBy(ids, rows, (row) => row.parentId!);
    }),
    galleryByProduct: new DataLoader<number, MediaRow[]>(async (ids) => {
      const rows = await reads.galleryByProduct.execute({ keys: [...ids] });
      // Variation images are usually gallery images too: asked for by id later, they are here already.
      for (const row of rows) loaders.media.prime(row.media.id, row.media);
      return groupBy(ids, rows, (row) => row.productId).map((list) => list.map((row) => row.media));
    }),
    downloadsByProduct: new DataLoader<number, DownloadRow[]>(async (ids) => {
      const rows = await db.select().from(productDownloads).where(inArray(productDownloads.productId, [...ids])).orderBy(asc(productDownloads.position));
      return groupBy(ids, rows, (row) => row.productId);
    }),
    /** "grouped|12" -> the grouped product's published children, in order. */
    linkedProducts: new DataLoader<string, ProductRow[]>(async (keys) => {
      const pairs = keys.map((key) => key.split('|') as [ProductLinkKind, string]);
      const rows = await db
        .select({ kind: productLinks.kind, owner: productLinks.productId, product: productColumns })
        .from(productLinks)
        .innerJoin(products, eq(products.id, productLinks.linkedId))
        .where(and(inArray(productLinks.productId, pairs.map(([, id]) => Number(id))), sql`${products.status} = 'publish'`))
        .orderBy(asc(productLinks.position));
      return groupBy(keys, rows, (row) => `${row.kind}|${row.owner}`).map((list) => list.map((row) => row.product as ProductRow));
    }),
    /** Review id -> whether its author is a verified owner (one statement per page of reviews). */
    reviewVerified: new DataLoader<number, boolean>(async (ids) => {
      const verified = await verifiedReviewIds(db, ids);
      return ids.map((id) => verified.has(id));
    }),
  };
  /** Rows read with their images: later look-ups of either by id need no statement. */
  function primeWithImages(found: ProductWithImage[]): ProductRow[] {
    for (const { row, image } of found) {
      loaders.product.prime(row.id, row);
      if (image) loaders.media.prime(image.id, image);
    }
    return found.map(({ row }) => row);
  }
  return {
    ...loaders,
    primeWithImages,
    /**
     * A variable product's variations as far as its prices need them: the full rows when this
     * request loads those anyway (a product page), else only the price columns (a list of cards).
     */
    variationPrices(parentId: number): Promise<VariationPriceRow[]> {
      return fullRowsAsked.has(parentId) ? loaders.variationsByParent.load(parentId) : loaders.variationPricesByParent.load(parentId);
    },
    variationsByParent: {
      load(parentId: number) {
        fullRowsAsked.add(parentId);
        return loaders.variationsByParent.load(parentId);
      },
    },
  };
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;

/** A product's approved reviews, newest first. */
export function approvedReviews(db: Database, productId: number): Promise<ReviewRow[]> {
  return readsOf(db).approvedReviews.execute({ productId });
}

/** Up to `limit` products related to a product (see relatedProducts above), with their images, in one prepared statement. */
export function relatedProductRows(db: Database, productId: number, limit: number): Promise<ProductWithImage[]> {
  return readsOf(db).relatedProducts.execute({ id: productId, limit });
}

const perRequest = new WeakMap<object, CatalogLoaders>();

/** The loaders of one request, created on first use (the request context is the key). */
export function catalogLoaders(context: { db: Database }): CatalogLoaders {
  let loaders = perRequest.get(context);
  if (!loaders) {
    loaders = createCatalogLoaders(context.db);
    perRequest.set(context, loaders);
  }
  return loaders;
}
