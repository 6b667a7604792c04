import DataLoader from 'dataloader';
import { and, asc, desc, eq, getTableColumns, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
} from '../../db/schema';
import { withPlannedRows } from '../../db/row-mapper';
import { jsonRowCodec, jsonRowList } from '../../db/json-rows';
import { keptPreparedInPglite } from '../../db/pglite-thread';
import { intArray, queryRows } from './lookup';
import { cachedAggregate } from './result-cache';
import { imageOfProduct, productColumns, variationPriceColumns, type ProductRow, type VariationPriceRow, type WithImage } from './product-list';

export type { VariationPriceRow } from './product-list';
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

/** Product rows with their image, which every product page shows (one statement instead of two). */
const productWithImage = { row: productColumns, image: mediaItems };
export type ProductWithImage = WithImage<ProductRow>;

/**
 * What a product page shows besides its product, read in the product's own statement as JSON lists
 * (json-rows.ts): its gallery, its categories, its approved reviews, its attributes and, for a
 * variable product, its published variations with their images. A page then costs two statements
 * (this one and its related products) instead of up to seven, each a round trip.
 */
const galleryMedia = alias(mediaItems, 'gallery_media');
const galleryMediaRow = jsonRowCodec(getTableColumns(galleryMedia));
const linkedCategory = alias(productCategories, 'linked_category');
const categoryRow = jsonRowCodec(getTableColumns(linkedCategory));
const pageReview = alias(productReviews, 'page_review');
const reviewRow = jsonRowCodec(getTableColumns(pageReview));
const variation = alias(products, 'variation');
const { searchText: _searchText, termIds: _termIds, variationPrices: _variationPrices, ...variationColumns } = getTableColumns(variation);
const variationRow = jsonRowCodec(variationColumns);
const variationImage = alias(mediaItems, 'variation_image');
const variationImageRow = jsonRowCodec(getTableColumns(variationImage));

const pageAttribute = alias(productAttributes, 'page_attribute');
const pageAttributeGlobal = alias(globalAttributes, 'page_attribute_global');
const attributeRow = jsonRowCodec({ ...getTableColumns(pageAttribute), taxonomy: pageAttributeGlobal.taxonomy, globalName: pageAttributeGlobal.name });

const productPageLists = {
  gallery: jsonRowList(
    sql`SELECT json_agg(${galleryMediaRow.array} ORDER BY product_gallery.position)
        FROM product_gallery JOIN media_items gallery_media ON ${galleryMedia.id} = product_gallery.media_id
        WHERE product_gallery.product_id = ${products.id}`,
    galleryMediaRow.decode,
  ),
  categories: jsonRowList(
    sql`SELECT json_agg(${categoryRow.array} ORDER BY ${linkedCategory.menuOrder}, ${linkedCategory.name})
        FROM product_category_links JOIN product_categories linked_category ON ${linkedCategory.id} = product_category_links.category_id
        WHERE product_category_links.product_id = ${products.id}`,
    categoryRow.decode,
  ),
  reviews: jsonRowList(
    sql`SELECT json_agg(${reviewRow.array} ORDER BY ${pageReview.createdAt} DESC, ${pageReview.id} DESC)
        FROM product_reviews page_review
        WHERE ${pageReview.productId} = ${products.id} AND ${pageReview.status} = 'approved'`,
    reviewRow.decode,
  ),
  attributes: jsonRowList(
    sql`SELECT json_agg(${attributeRow.array} ORDER BY ${pageAttribute.position}, ${pageAttribute.id})
        FROM product_attributes page_attribute LEFT JOIN global_attributes page_attribute_global ON ${pageAttributeGlobal.id} = ${pageAttribute.attributeId}
        WHERE ${pageAttribute.productId} = ${products.id}`,
    attributeRow.decode,
  ),
  variations: jsonRowList(
    sql`SELECT json_agg(json_build_array(${variationRow.array}, CASE WHEN ${variationImage.id} IS NULL THEN NULL ELSE ${variationImageRow.array} END)
                        ORDER BY ${variation.menuOrder}, ${variation.id})
        FROM products variation LEFT JOIN media_items variation_image ON ${variationImage.id} = ${variation.imageId}
        WHERE ${products.type} = 'variable' AND ${variation.parentId} = ${products.id} AND ${variation.status} = 'publish'`,
    ([row, image]) => ({ row: variationRow.decode(row as unknown[]), image: image ? variationImageRow.decode(image as unknown[]) : null }) as ProductWithImage,
  ),
};

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
    /**
     * One slug, not `ANY($keys)`: PostgreSQL plans a statement over an array parameter anew on every
     * run (its generic plan never looks cheaper), which for this one cost more than running it.
     */
    productPageBySlug: db
      .select({ ...productWithImage, ...productPageLists })
      .from(products)
      .leftJoin(mediaItems, imageOfProduct)
      .where(eq(products.slug, sql.placeholder('slug')))
      .prepare('catalog_product_page_by_slug'),
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
    /** A product's approved reviews, newest first (WordPress' comment order). */
    approvedReviews: db
      .select()
      .from(productReviews)
      .where(and(eq(productReviews.productId, sql.placeholder('productId')), eq(productReviews.status, 'approved')))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .prepare('catalog_approved_reviews'),
    /** The published products linked to the `keys` products (grouped children, upsells, cross-sells), in order. */
    linkedProducts: db
      .select({ kind: productLinks.kind, owner: productLinks.productId, product: productColumns })
      .from(productLinks)
      .innerJoin(products, eq(products.id, productLinks.linkedId))
      .where(and(anyOf(productLinks.productId), eq(products.status, 'publish')))
      .orderBy(asc(productLinks.position))
      .prepare('catalog_linked_products'),
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

/**
 * WooCommerce's related products: listed products sharing a category or tag with the product, best
 * sellers first, up to `limit`. The product's own terms are read in the same statement.
 *
 * The limit is written into the statement, one prepared statement per limit asked (at most the
 * maximum page size; the storefront asks one): with LIMIT as a parameter PostgreSQL never settles
 * on a generic plan and plans each run, which cost several times the run itself.
 */
function prepareRelatedProducts(db: Database, limit: number) {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`a related products limit must be a positive whole number, not ${limit}`);
  const statement = db
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
    // drizzle sends a number as a parameter; SQL is written as it is.
    .limit(sql.raw(String(limit)) as unknown as number)
    .prepare(`catalog_related_products_${limit}`);
  return keptPreparedInPglite(withPlannedRows(statement));
}

const preparedReads = new WeakMap<Database, ReturnType<typeof prepareReads>>();
const preparedRelated = new WeakMap<Database, Map<number, ReturnType<typeof prepareRelatedProducts>>>();

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
    /** A product page's product, with what its page shows put in the loaders those fields ask. */
    productBySlug: new DataLoader<string, ProductRow | null>(async (slugs) => {
      const found = (await Promise.all(slugs.map((slug) => reads.productPageBySlug.execute({ slug })))).flat();
      // Its variations then ask for their parent by id (tax class, stock).
      const rows = primeWithImages(found);
      for (const { row, gallery, categories, reviews, attributes, variations } of found) {
        loaders.galleryByProduct.prime(row.id, gallery);
        for (const media of gallery) loaders.media.prime(media.id, media);
        loaders.categoriesByProduct.prime(row.id, categories);
        loaders.approvedReviews.prime(row.id, reviews);
        loaders.attributesByProduct.prime(row.id, attributes);
        if (row.type === 'variable') {
          loaders.variationsByParent.prime(row.id, primeWithImages(variations));
          fullRowsAsked.add(row.id);
        }
      }
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
      const owners = new Set(keys.map((key) => Number(key.split('|')[1])));
      const rows = await reads.linkedProducts.execute({ keys: [...owners] });
      return groupBy(keys, rows, (row) => `${row.kind}|${row.owner}`).map((list) => list.map((row) => row.product as ProductRow));
    }),
    /** A product's approved reviews, newest first (WordPress' comment order). */
    approvedReviews: new DataLoader<number, ReviewRow[]>((ids) => Promise.all(ids.map((productId) => reads.approvedReviews.execute({ productId })))),
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

/** Up to `limit` products related to a product (see relatedProducts above), with their images, in one prepared statement. */
export function relatedProductRows(db: Database, productId: number, limit: number): Promise<ProductWithImage[]> {
  let byLimit = preparedRelated.get(db);
  if (!byLimit) preparedRelated.set(db, (byLimit = new Map()));
  let statement = byLimit.get(limit);
  if (!statement) byLimit.set(limit, (statement = prepareRelatedProducts(db, limit)));
  return statement.execute({ id: productId });
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
