import DataLoader from 'dataloader';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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
  products,
  productTagLinks,
  productTags,
  type ProductLinkKind,
} from '../../db/schema';
import { productColumns, type ProductRow } from './product-list';

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

/** Batched reads of the catalogue for one GraphQL request (one query per relation per tick). */
export function createCatalogLoaders(db: Database) {
  return {
    product: new DataLoader<number, ProductRow | null>(async (ids) =>
      byId(ids, await db.select(productColumns).from(products).where(inArray(products.id, [...ids]))),
    ),
    productBySlug: new DataLoader<string, ProductRow | null>(async (slugs) => {
      const rows = await db.select(productColumns).from(products).where(inArray(products.slug, [...slugs]));
      const map = new Map(rows.map((row) => [row.slug, row]));
      return slugs.map((slug) => map.get(slug) ?? null);
    }),
    media: new DataLoader<number, MediaRow | null>(async (ids) => byId(ids, await db.select().from(mediaItems).where(inArray(mediaItems.id, [...ids])))),
    category: new DataLoader<number, CategoryRow | null>(async (ids) =>
      byId(ids, await db.select().from(productCategories).where(inArray(productCategories.id, [...ids]))),
    ),
    categoriesByProduct: new DataLoader<number, CategoryRow[]>(async (ids) => {
      const rows = await db
        .select({ productId: productCategoryLinks.productId, category: productCategories })
        .from(productCategoryLinks)
        .innerJoin(productCategories, eq(productCategories.id, productCategoryLinks.categoryId))
        .where(inArray(productCategoryLinks.productId, [...ids]))
        .orderBy(asc(productCategories.menuOrder), asc(productCategories.name));
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
      const pairs = keys.map((key) => key.split('|') as [string, string]);
      const rows = await db
        .select(attributeTermColumns)
        .from(attributeTerms)
        .innerJoin(globalAttributes, eq(globalAttributes.id, attributeTerms.attributeId))
        .where(inArray(globalAttributes.taxonomy, [...new Set(pairs.map(([taxonomy]) => taxonomy))]));
      const map = new Map(rows.map((row) => [`${row.taxonomy}|${row.slug}`, row]));
      return keys.map((key) => map.get(key) ?? null);
    }),
    globalAttributeByTaxonomy: new DataLoader<string, typeof globalAttributes.$inferSelect | null>(async (taxonomies) => {
      const rows = await db.select().from(globalAttributes).where(inArray(globalAttributes.taxonomy, [...taxonomies]));
      const map = new Map(rows.map((row) => [row.taxonomy, row]));
      return taxonomies.map((taxonomy) => map.get(taxonomy) ?? null);
    }),
    /** Enabled (published) variations of variable products, in the shop owner's order. */
    variationsByParent: new DataLoader<number, ProductRow[]>(async (ids) => {
      const rows = await db
        .select(productColumns)
        .from(products)
        .where(and(inArray(products.parentId, [...ids]), eq(products.status, 'publish')))
        .orderBy(asc(products.menuOrder), asc(products.id));
      return groupBy(ids, rows, (row) => row.parentId!);
    }),
    galleryByProduct: new DataLoader<number, MediaRow[]>(async (ids) => {
      const rows = await db
        .select({ productId: productGallery.productId, media: mediaItems })
        .from(productGallery)
        .innerJoin(mediaItems, eq(mediaItems.id, productGallery.mediaId))
        .where(inArray(productGallery.productId, [...ids]))
        .orderBy(asc(productGallery.position));
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
  };
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;

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
