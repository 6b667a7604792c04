import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgSequence,
  type PgColumn,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The catalogue, modelled on WooCommerce's data (posts + postmeta + wc_product_meta_lookup + terms),
 * shaped for the queries the shop runs rather than for WordPress' generic tables.
 *
 * Id spaces follow WPGraphQL's global ids: products, variations and media items are all "post:<id>",
 * categories, tags and attribute terms are all "term:<id>". Each space shares one sequence so a
 * global id names exactly one row.
 */
export const postIds = pgSequence('post_ids');
export const termIds = pgSequence('term_ids');

/** Byte-order text: name sorts give the same order on PGlite and on any PostgreSQL locale. */
const textC = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

const money = (name: string) => numeric(name, { precision: 19, scale: 4 });

export type ProductType = 'simple' | 'variable' | 'grouped' | 'external' | 'variation';
export type ProductStatus = 'publish' | 'draft' | 'pending' | 'private';
export type CatalogVisibility = 'visible' | 'catalog' | 'search' | 'hidden';
export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';
export type Backorders = 'no' | 'notify' | 'yes';
export type TaxStatus = 'taxable' | 'shipping' | 'none';

/** A variation's value for one attribute: `name` is `pa_color` or the local attribute's name; '' value = any. */
export interface VariationAttributeValue {
  name: string;
  value: string;
}

export interface ProductMeta {
  key: string;
  value: string;
}

/** Media library items (WordPress attachments). `sourceUrl` is a local path under the data dir or a remote URL. */
export const mediaItems = pgTable(
  'media_items',
  {
    id: integer('id').primaryKey().default(sql`nextval('post_ids')`),
    sourceUrl: text('source_url').notNull(),
    altText: text('alt_text').notNull().default(''),
    title: text('title').notNull().default(''),
    caption: text('caption').notNull().default(''),
    mimeType: text('mime_type'),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_items_source_idx').on(table.sourceUrl)],
);

/** Product categories (WooCommerce taxonomy `product_cat`): a tree ordered by menu order then name. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: integer('id').primaryKey().default(sql`nextval('term_ids')`),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    menuOrder: integer('menu_order').notNull().default(0),
    imageId: integer('image_id').references(() => mediaItems.id, { onDelete: 'set null' }),
    /** Published, catalogue-visible products in this category or its subcategories (WooCommerce's product count); kept by recountTerms. */
    count: integer('count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('product_categories_slug_key').on(table.slug), index('product_categories_parent_idx').on(table.parentId)],
);

/** Product tags (taxonomy `product_tag`). */
export const productTags = pgTable(
  'product_tags',
  {
    id: integer('id').primaryKey().default(sql`nextval('term_ids')`),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (table) => [uniqueIndex('product_tags_slug_key').on(table.slug)],
);

/** Global attributes (taxonomies `pa_<slug>`): Color -> pa_color. */
export const globalAttributes = pgTable(
  'global_attributes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The taxonomy name, `pa_` + the attribute slug. */
    taxonomy: text('taxonomy').notNull(),
    /** WooCommerce's term ordering of this attribute: menu_order (custom), name, name_num or id. */
    orderBy: text('order_by').notNull().default('menu_order'),
  },
  (table) => [uniqueIndex('global_attributes_taxonomy_key').on(table.taxonomy)],
);

/** Terms of a global attribute (Blue, Green...), ordered by menuOrder. */
export const attributeTerms = pgTable(
  'attribute_terms',
  {
    id: integer('id').primaryKey().default(sql`nextval('term_ids')`),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => globalAttributes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    menuOrder: integer('menu_order').notNull().default(0),
    count: integer('count').notNull().default(0),
  },
  (table) => [uniqueIndex('attribute_terms_slug_key').on(table.attributeId, table.slug)],
);

/**
 * Products of every type and their variations (rows with `parentId` and type `variation`).
 *
 * The columns after "Denormalised" are WooCommerce's wc_product_meta_lookup: derived from the row,
 * its variations, reviews and terms by services/catalog/lookup.ts and never written elsewhere, so
 * every list filter and sort reads one indexed table.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().default(sql`nextval('post_ids')`),
    parentId: integer('parent_id').references((): any => products.id, { onDelete: 'cascade' }),
    type: text('type').$type<ProductType>().notNull(),
    slug: text('slug').notNull(),
    sku: text('sku'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    status: text('status').$type<ProductStatus>().notNull().default('publish'),
    catalogVisibility: text('catalog_visibility').$type<CatalogVisibility>().notNull().default('visible'),
    featured: boolean('featured').notNull().default(false),
    menuOrder: integer('menu_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),

    regularPrice: money('regular_price'),
    salePrice: money('sale_price'),
    saleFrom: timestamp('sale_from', { withTimezone: true }),
    saleTo: timestamp('sale_to', { withTimezone: true }),
    taxStatus: text('tax_status').$type<TaxStatus>().notNull().default('taxable'),
    /** '' = standard rate; 'parent' on variations = same as the parent. */
    taxClass: text('tax_class').notNull().default(''),

    manageStock: boolean('manage_stock').notNull().default(false),
    stockQuantity: integer('stock_quantity'),
    stockStatus: text('stock_status').$type<StockStatus>().notNull().default('instock'),
    backorders: text('backorders').$type<Backorders>().notNull().default('no'),
    lowStockAmount: integer('low_stock_amount'),
    soldIndividually: boolean('sold_individually').notNull().default(false),

    weight: text('weight'),
    length: text('length'),
    width: text('width'),
    height: text('height'),
    shippingClass: text('shipping_class'),

    virtual: boolean('virtual').notNull().default(false),
    downloadable: boolean('downloadable').notNull().default(false),
    /** -1 = unlimited, as WooCommerce. */
    downloadLimit: integer('download_limit').notNull().default(-1),
    downloadExpiry: integer('download_expiry').notNull().default(-1),

    externalUrl: text('external_url'),
    buttonText: text('button_text'),
    purchaseNote: text('purchase_note').notNull().default(''),
    reviewsAllowed: boolean('reviews_allowed').notNull().default(true),
    imageId: integer('image_id').references(() => mediaItems.id, { onDelete: 'set null' }),
    /** Variable products: [{name, value}] preselected on the product page. */
    defaultAttributes: jsonb('default_attributes').$type<VariationAttributeValue[]>().notNull().default([]),
    /** Variations: the attribute values that make this variation. */
    variationAttributes: jsonb('variation_attributes').$type<VariationAttributeValue[]>().notNull().default([]),
    metaData: jsonb('meta_data').$type<ProductMeta[]>().notNull().default([]),
    totalSales: integer('total_sales').notNull().default(0),

    // Denormalised (services/catalog/lookup.ts).
    /** Effective price now (sale price while the sale runs); variable/grouped: over variations/children. 0 when none. */
    minPrice: money('min_price').notNull().default('0'),
    maxPrice: money('max_price').notNull().default('0'),
    onSale: boolean('on_sale').notNull().default(false),
    /** Largest current discount in percent (0-100) over the product or its variations. */
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    /** When a scheduled sale next starts or ends for this product or one of its variations. */
    nextPriceChangeAt: timestamp('next_price_change_at', { withTimezone: true }),
    averageRating: numeric('average_rating', { precision: 3, scale: 2 }).notNull().default('0'),
    reviewCount: integer('review_count').notNull().default(0),
    /** WooCommerce's `rated-N` visibility term: the rounded average, 0 without reviews. */
    ratingRounded: smallint('rating_rounded').notNull().default(0),
    sortName: textC('sort_name').notNull().default(''),
    /** Every term of the product: its categories and their ancestors, tags, global attribute terms. */
    termIds: integer('term_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Name, SKU, short description and description as plain, lower-case text, for the trigram search index. */
    searchText: text('search_text').notNull().default(''),
    /**
     * Variable products: what their price range needs of each published variation, as a list card
     * reads it (services/catalog/variation-prices.ts); null for every other product.
     */
    variationPrices: json('variation_prices').$type<unknown[][]>(),
  },
  (table) => {
    const listed = sql`${table.parentId} IS NULL AND ${table.status} = 'publish'`;
    // The shop's usual orders (WooCommerce's sort menu) carry every column a list filters on after
    // their sort key: a page is then one index-only scan in order that stops after `first` matches,
    // whatever the filters, and a count or facet pass reads the smallest of them instead of the
    // ~2 KB table rows. The sort key and id are unique, so the trailing columns never change the order.
    const filterColumns = [
      table.catalogVisibility,
      table.stockStatus,
      table.type,
      table.onSale,
      table.featured,
      table.ratingRounded,
      table.minPrice,
      table.maxPrice,
      table.termIds,
    ];
    const sortIndex = (name: string, key: PgColumn, ...moreKeys: PgColumn[]) => {
      const keys = [key, ...moreKeys];
      return index(name)
        .on(key, ...moreKeys, table.id, ...filterColumns.filter((column) => !keys.includes(column)))
        .where(listed);
    };
    return [
      uniqueIndex('products_slug_key').on(table.slug),
      uniqueIndex('products_sku_key').on(table.sku).where(sql`${table.sku} IS NOT NULL`),
      index('products_parent_idx').on(table.parentId, table.menuOrder, table.id),
      sortIndex('products_list_date_idx', table.createdAt),
      sortIndex('products_list_min_price_idx', table.minPrice),
      sortIndex('products_list_max_price_idx', table.maxPrice),
      sortIndex('products_list_rating_idx', table.averageRating),
      sortIndex('products_list_popularity_idx', table.totalSales),
      index('products_list_name_idx').on(table.sortName, table.id).where(listed),
      sortIndex('products_list_menu_order_idx', table.menuOrder, table.sortName),
      index('products_list_discount_idx').on(table.discountPercent, table.id).where(listed),
      index('products_terms_idx').using('gin', table.termIds),
      index('products_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
      index('products_price_change_idx').on(table.nextPriceChangeAt).where(sql`${table.nextPriceChangeAt} IS NOT NULL`),
    ];
  },
);

export const productCategoryLinks = pgTable(
  'product_category_links',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.categoryId] }), index('product_category_links_category_idx').on(table.categoryId)],
);

export const productTagLinks = pgTable(
  'product_tag_links',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => productTags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.tagId] }), index('product_tag_links_tag_idx').on(table.tagId)],
);

/**
 * A product's attributes in display order. Global ones point at `attributeId` and list their terms in
 * product_attribute_terms; local ones carry their own `options`.
 */
export const productAttributes = pgTable(
  'product_attributes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id').references(() => globalAttributes.id, { onDelete: 'cascade' }),
    /** Local attributes: the name as typed ("Logo"). Global: the attribute's name. */
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    variation: boolean('variation').notNull().default(false),
    options: text('options').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [index('product_attributes_product_idx').on(table.productId, table.position)],
);

export const productAttributeTerms = pgTable(
  'product_attribute_terms',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => attributeTerms.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.termId] }), index('product_attribute_terms_term_idx').on(table.termId)],
);

/** Product gallery, in the shop owner's order. */
export const productGallery = pgTable(
  'product_gallery',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => mediaItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.mediaId] }), index('product_gallery_order_idx').on(table.productId, table.position)],
);

/** Files of downloadable products; `downloadId` is WooCommerce's file hash (stable across re-imports). */
export const productDownloads = pgTable(
  'product_downloads',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    downloadId: text('download_id').notNull(),
    name: text('name').notNull(),
    file: text('file').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.downloadId] })],
);

export type ProductLinkKind = 'grouped' | 'upsell' | 'cross_sell';

/** Grouped products' children, upsells and cross-sells. */
export const productLinks = pgTable(
  'product_links',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ProductLinkKind>().notNull(),
    linkedId: integer('linked_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.kind, table.linkedId] }), index('product_links_linked_idx').on(table.linkedId)],
);

export type ReviewStatus = 'approved' | 'pending' | 'spam' | 'trash';

/** Product reviews (WordPress comments of type `review` with a `rating` meta). */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    author: text('author').notNull(),
    authorEmail: text('author_email').notNull(),
    authorUrl: text('author_url').notNull().default(''),
    /** Set when a signed-in customer wrote it (users belong to the accounts domain). */
    userId: integer('user_id'),
    content: text('content').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('approved'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_reviews_product_idx').on(table.productId, table.status, table.createdAt, table.id)],
);
