import type { GraphQLResolveInfo } from 'graphql';
import { and, eq, ne } from 'drizzle-orm';
import { products, type VariationAttributeValue } from '../../../db/schema';
import { catalogLoaders, relatedProductRows, type AttributeTermRow, type MediaRow, type ProductAttributeRow, type VariationPriceRow } from '../../../services/catalog/loaders';
import { ensurePricesCurrent } from '../../../services/catalog/lookup';
import { formatPrice, formatPriceRange, priceFormat, rawPrice, type PriceFormat } from '../../../services/catalog/prices';
import {
  CatalogInputError,
  countProducts,
  listProducts,
  productColumns,
  productFacets,
  productConditions,
  type GroupChildPriceRow,
  type ProductListArgs,
  type ProductWhere,
  type ProductPage,
  type ProductRow,
  type RowShape,
} from '../../../services/catalog/product-list';
import { displayPrice, productTax, shownStandardPrice, storedPriceBound } from '../../../services/catalog/display-prices';
import { atomDate, connectionFromList, wpautop, wpDate, type SliceArgs } from '../../../services/catalog/presenters';
import { CATEGORY_FACET, RATING_FACET, selectedFacets, whereWithoutFacet } from '../../../services/catalog/facet-selection';
import { attributeFacetRows, categoryFacetRows, tagFacetRows } from '../../../services/catalog/terms';
import { imageRefForMedia, mediaSourceUrl, srcset } from '../../../services/images';
import { encodeCursor } from '../../connection';
import type { GraphQLContext } from '../../context';
import { userError } from '../../errors';
import { fromGlobalId, toGlobalId } from '../../global-id';
import { knownShopPriceDisplay, shopPriceDisplayFor, shownPrices, TAX_CLASS, taxOfRow } from './shop-prices';
import { termNode } from './terms';
import { asksOnlyCardFields } from './card-selection';

const TYPENAMES: Record<ProductRow['type'], string> = {
  simple: 'SimpleProduct',
  variable: 'VariableProduct',
  external: 'ExternalProduct',
  grouped: 'GroupProduct',
  variation: 'SimpleProductVariation',
};

export type ProductNode = ProductRow & { __typename: string };
type MediaNode = MediaRow & { __typename: 'MediaItem' };

/** Rows read for this request alone (a page's) made nodes in place, rather than copied. */
function asProductNode(row: ProductRow): ProductNode {
  (row as ProductNode).__typename = TYPENAMES[row.type];
  return row as ProductNode;
}

function asMediaNode(row: MediaRow): MediaNode {
  (row as MediaNode).__typename = 'MediaItem';
  return row as MediaNode;
}

/** Rows that may be shared (loader caches) are copied. */
export const productNode = (row: ProductRow): ProductNode => asProductNode({ ...row });
export const mediaNode = (row: MediaRow): MediaNode => asMediaNode({ ...row });

function rethrow(error: unknown): never {
  if (error instanceof CatalogInputError) throw userError(error.message, error.code);
  throw error;
}

const ID_TYPE_NAMES: Record<string, string> = { ID: 'global_id', DATABASE_ID: 'database_id', SLUG: 'slug', SKU: 'sku' };

/** A product a shopper may open: published, and a product rather than a variation (hidden ones open by URL). */
async function findProduct(ctx: GraphQLContext, id: string, idType: string): Promise<ProductRow | null> {
  const loaders = catalogLoaders(ctx);
  let row: ProductRow | null = null;
  if (idType === 'SLUG') row = await loaders.productBySlug.load(id);
  else if (idType === 'SKU') {
    [row = null] = await ctx.db.select(productColumns).from(products).where(and(eq(products.sku, id), ne(products.type, 'variation'))).limit(1);
  } else {
    const databaseId = idType === 'DATABASE_ID' ? id : fromGlobalId(id)?.type === 'post' ? fromGlobalId(id)!.id : '';
    if (/^\d{1,9}$/.test(databaseId)) row = await loaders.product.load(Number(databaseId));
  }
  return row && row.status === 'publish' && row.type !== 'variation' ? row : null;
}

async function findVariation(ctx: GraphQLContext, id: string | null | undefined, idType: string): Promise<ProductRow | null> {
  if (!id) return null;
  const databaseId = idType === 'DATABASE_ID' ? id : fromGlobalId(id)?.type === 'post' ? fromGlobalId(id)!.id : '';
  if (!/^\d{1,9}$/.test(databaseId)) return null;
  const loaders = catalogLoaders(ctx);
  const row = await loaders.product.load(Number(databaseId));
  if (!row || row.type !== 'variation' || row.status !== 'publish') return null;
  const parent = await loaders.product.load(row.parentId!);
  return parent?.status === 'publish' ? row : null;
}

const format = (ctx: GraphQLContext): PriceFormat => priceFormat(ctx.config.currency, ctx.config.priceLocale);

function effectivePrice(row: Pick<ProductRow, 'onSale' | 'salePrice' | 'regularPrice'>): string | null {
  if (row.onSale && row.salePrice !== null) return row.salePrice;
  return row.regularPrice;
}

/** A list of prices as WooGraphQL shows it: FORMATTED = "min - max" range, RAW = "a, b, c" sorted. */
function priceList(prices: (number | null)[], formatArg: string | null | undefined, ctx: GraphQLContext): string | null {
  const values = prices.filter((price): price is number => price !== null).sort((a, b) => a - b);
  if (values.length === 0) return null;
  if (formatArg === 'RAW') return values.map((value) => rawPrice(value)).join(', ');
  return formatPriceRange(values[0]!, values.at(-1)!, format(ctx));
}

function onePrice(price: number | null, formatArg: string | null | undefined, ctx: GraphQLContext): string | null {
  if (price === null) return null;
  return formatArg === 'RAW' ? rawPrice(price) : formatPrice(price, format(ctx));
}

type FormatArgs = { format?: string | null };
type Shown = (value: string | number | null, tax: { taxable: boolean; taxClass: string }) => number | null;

/**
 * Price fields carry the shop's display prices (wc_get_price_to_display): with tax when
 * TAX_DISPLAY_SHOP is incl. A variable product's are its variations' (`variations`), a grouped
 * product's its children's.
 */
const priceFields = {
  price(row: ProductNode, variations: VariationPriceRow[] | null, shown: Shown, args: FormatArgs, ctx: GraphQLContext, tax: TaxedAs) {
    if (variations) return priceList(variations.map((variation) => shown(effectivePrice(variation), productTax(variation, row))), args.format, ctx);
    return onePrice(shown(effectivePrice(row), tax), args.format, ctx);
  },
  regularPrice(row: ProductNode, variations: VariationPriceRow[] | null, shown: Shown, args: FormatArgs, ctx: GraphQLContext, tax: TaxedAs) {
    if (variations) return priceList(variations.map((variation) => shown(variation.regularPrice, productTax(variation, row))), args.format, ctx);
    return onePrice(shown(row.regularPrice, tax), args.format, ctx);
  },
  salePrice(row: ProductNode, variations: VariationPriceRow[] | null, shown: Shown, args: FormatArgs, ctx: GraphQLContext, tax: TaxedAs) {
    if (variations) return priceList(variations.filter((v) => v.onSale).map((variation) => shown(variation.salePrice, productTax(variation, row))), args.format, ctx);
    return onePrice(shown(row.salePrice, tax), args.format, ctx);
  },
};
type TaxedAs = ReturnType<typeof productTax>;

/**
 * What a page's statement read with each of its rows (product-list.ts), kept on the row itself (a
 * page's rows are its request's own): its image as a node, and a variable product's variation prices.
 */
const PAGE_IMAGE = Symbol('image read with the page');
const PAGE_VARIATION_PRICES = Symbol('variation prices read with the page');
const PAGE_GROUP_CHILD_PRICES = Symbol("a grouped product's children's prices read with the page");
interface PageAttachments {
  [PAGE_IMAGE]?: MediaNode | null;
  [PAGE_VARIATION_PRICES]?: VariationPriceRow[];
  [PAGE_GROUP_CHILD_PRICES]?: GroupChildPriceRow[];
}

/**
 * A price field resolved at once when all it needs is at hand: the request's price display (a page of
 * cards works it out while its rows are read) and, for a variable product, the variation prices read
 * with the page. Otherwise they are awaited.
 */
function priceField(field: keyof typeof priceFields) {
  const compute = priceFields[field];
  const pending = async (row: ProductNode, args: FormatArgs, ctx: GraphQLContext) => {
    const shown = await shownPrices(ctx);
    if (row.type === 'grouped') {
      if (field !== 'price') return null;
      const children = ((row as PageAttachments)[PAGE_GROUP_CHILD_PRICES] ?? (await catalogLoaders(ctx).linkedProducts.load(`grouped|${row.id}`))).filter(
        (child) => Number(child.maxPrice) > 0,
      );
      return priceList(children.flatMap((child) => [shown(child.minPrice, productTax(child)), shown(child.maxPrice, productTax(child))]), args.format, ctx);
    }
    const variations = row.type === 'variable' ? await catalogLoaders(ctx).variationPrices(row.id) : null;
    return compute(row, variations, shown, args, ctx, variations ? productTax(row) : await taxOfRow(row, ctx));
  };
  return (row: ProductNode, args: FormatArgs, ctx: GraphQLContext) => {
    if (field === 'salePrice' && !row.onSale) return null;
    if (field !== 'price' && row.type === 'grouped') return null;
    const display = row.type === 'grouped' || row.type === 'variation' ? undefined : knownShopPriceDisplay(ctx);
    const variations = row.type === 'variable' ? (row as PageAttachments)[PAGE_VARIATION_PRICES] : null;
    if (!display || variations === undefined) return pending(row, args, ctx);
    return compute(row, variations, (value, tax) => displayPrice(value, display, tax), args, ctx, productTax(row));
  };
}

const priceOf = priceField('price');
const regularPriceOf = priceField('regularPrice');
const salePriceOf = priceField('salePrice');

const ENUM = (value: string) => value.toUpperCase().replace(/-/g, '_');
const STOCK_STATUS = { instock: 'IN_STOCK', outofstock: 'OUT_OF_STOCK', onbackorder: 'ON_BACKORDER' } as const;

function variationAttributeNode(ownerId: number, separator: string, value: VariationAttributeValue, term: AttributeTermRow | null, label: string) {
  return {
    __typename: 'VariationAttribute',
    id: Buffer.from(`${ownerId}${separator}${value.name}${separator}${value.value}`).toString('base64'),
    attributeId: term?.id ?? 0,
    name: value.name,
    label,
    value: value.value,
  };
}

/** Variation attribute values (or default attributes) with labels: the attribute's name for global ones. */
export async function variationAttributes(ctx: GraphQLContext, ownerId: number, values: VariationAttributeValue[], separator: string, parentId: number) {
  const loaders = catalogLoaders(ctx);
  const parentLines = await loaders.attributesByProduct.load(parentId);
  return Promise.all(
    values.map(async (value) => {
      if (value.name.startsWith('pa_')) {
        const [term, attribute] = await Promise.all([
          value.value ? loaders.attributeTermBySlug.load(`${value.name}|${value.value}`) : null,
          loaders.globalAttributeByTaxonomy.load(value.name),
        ]);
        return variationAttributeNode(ownerId, separator, value, term, attribute?.name ?? value.name);
      }
      const line = parentLines.find((candidate) => !candidate.attributeId && candidate.name.toLowerCase() === value.name);
      return variationAttributeNode(ownerId, separator, value, null, line?.name ?? value.name);
    }),
  );
}

/**
 * A global attribute's options are the slugs of the terms the product has in that taxonomy, in the
 * attribute's term order (WooCommerce reads them from the term relationships, not from a stored list).
 * Both kinds are the product's own (options, variation, visibility), so their ids name the product: a
 * client's normalised store (Relay) would otherwise merge one product's Color into another's.
 */
function attributeNode(line: ProductAttributeRow, productId: number, productTerms: AttributeTermRow[]) {
  if (line.attributeId) {
    return {
      __typename: 'GlobalProductAttribute',
      id: Buffer.from(`GlobalProductAttribute:${line.attributeId}:${productId}`).toString('base64'),
      attributeId: line.attributeId,
      name: line.taxonomy,
      label: line.globalName ?? line.name,
      options: productTerms.filter((term) => term.attributeId === line.attributeId).map((term) => term.slug),
      position: line.position,
      visible: line.visible,
      variation: line.variation,
      scope: 'GLOBAL',
      slug: line.taxonomy,
      productId,
    };
  }
  const name = line.name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    __typename: 'LocalProductAttribute',
    id: Buffer.from(`LocalProductAttribute:${name}:${productId}`).toString('base64'),
    attributeId: 0,
    name,
    label: line.name,
    options: line.options,
    position: line.position,
    visible: line.visible,
    variation: line.variation,
    scope: 'LOCAL',
    productId,
  };
}

type AttributeNode = ReturnType<typeof attributeNode>;

async function attributeNodes(row: ProductNode, ctx: GraphQLContext) {
  const loaders = catalogLoaders(ctx);
  const [lines, terms] = await Promise.all([loaders.attributesByProduct.load(row.id), loaders.attributeTermsByProduct.load(row.id)]);
  return lines.map((line) => attributeNode(line, row.id, terms));
}

const imageOf = (row: ProductNode, args: unknown, ctx: GraphQLContext) => {
  // The page's image: a card's is then answered without a look-up.
  const image = (row as PageAttachments)[PAGE_IMAGE];
  return image !== undefined ? image : loadedImageOf(row, args, ctx);
};

const loadedImageOf = async (row: ProductNode, _args: unknown, ctx: GraphQLContext) => {
  const loaders = catalogLoaders(ctx);
  let imageId = row.imageId;
  // WooCommerce shows the parent's image for a variation without its own.
  if (imageId === null && row.parentId !== null) imageId = (await loaders.product.load(row.parentId))?.imageId ?? null;
  if (imageId === null) return null;
  const media = await loaders.media.load(imageId);
  return media ? mediaNode(media) : null;
};

/** Products related by shared categories or tags (wc_get_related_products), never the product itself. */
async function relatedProducts(row: ProductNode, args: SliceArgs, ctx: GraphQLContext) {
  const loaders = catalogLoaders(ctx);
  const limit = Math.max(0, Math.min(args.first ?? args.last ?? 10, ctx.config.maxPageSize));
  const rows = limit === 0 ? [] : loaders.primeWithImages(await relatedProductRows(ctx.db, row.id, limit));
  const connection = connectionFromList(rows.map(productNode), { first: limit }, ctx.config.maxPageSize, (node) => node.id);
  return { ...connection, found: rows.length };
}

type GroupChildrenWhere = { include?: (number | null)[] | null; exclude?: (number | null)[] | null; stockStatus?: (string | null)[] | null; onSale?: boolean | null };

/**
 * A grouped product's children (WooCommerce `_children`, "Grouped products" in the CSV), in the
 * shop owner's order: WooCommerce lists every published child, hidden ones included, because the
 * group is how they are sold.
 */
async function groupChildren(row: ProductNode, args: SliceArgs & { where?: GroupChildrenWhere | null }, ctx: GraphQLContext) {
  const loaders = catalogLoaders(ctx);
  let children = await loaders.linkedProducts.load(`grouped|${row.id}`);
  const where = args.where ?? {};
  if (where.include?.length) children = children.filter((child) => where.include!.includes(child.id));
  if (where.exclude?.length) children = children.filter((child) => !where.exclude!.includes(child.id));
  if (where.stockStatus?.length) children = children.filter((child) => where.stockStatus!.includes(STOCK_STATUS[child.stockStatus]));
  if (typeof where.onSale === 'boolean') children = children.filter((child) => child.onSale === where.onSale);
  for (const child of children) loaders.product.prime(child.id, child);
  const connection = connectionFromList(children.map(productNode), args, ctx.config.maxPageSize, (node) => node.id);
  return { ...connection, found: children.length };
}

/** Fields every product type and variation shares (ProductUnion, ContentNode). */
const productUnionFields = {
  id: (row: ProductNode) => toGlobalId('post', row.id),
  databaseId: (row: ProductNode) => row.id,
  productId: (row: ProductNode) => row.id,
  contentTypeName: (row: ProductNode) => (row.type === 'variation' ? 'product_variation' : 'product'),
  date: (row: ProductNode) => atomDate(row.createdAt),
  dateGmt: (row: ProductNode) => wpDate(row.createdAt),
  modified: (row: ProductNode) => atomDate(row.modifiedAt),
  modifiedGmt: (row: ProductNode) => wpDate(row.modifiedAt),
  uri: (row: ProductNode) => `/product/${row.slug}/`,
  link: (row: ProductNode, _: unknown, ctx: GraphQLContext) => `${ctx.config.publicUrl}/product/${row.slug}/`,
  guid: (row: ProductNode, _: unknown, ctx: GraphQLContext) => `${ctx.config.publicUrl}/?post_type=product&p=${row.id}`,
  type: (row: ProductNode) => ENUM(row.type),
  // Restricted to shop managers (edit_posts) in WooGraphQL: null for shoppers.
  catalogVisibility: () => null,
  totalSales: () => null,
  description: (row: ProductNode, args: { format?: string | null }) => (args.format === 'RAW' ? row.description : wpautop(row.description)),
  shortDescription: (row: ProductNode, args: { format?: string | null }) => (args.format === 'RAW' ? row.shortDescription : wpautop(row.shortDescription)),
  image: imageOf,
  // WC_Product::is_purchasable(): published with a price; external and grouped products are never bought here.
  purchasable: (row: ProductNode) => {
    if (row.status !== 'publish' || row.type === 'external' || row.type === 'grouped') return false;
    return row.type === 'variable' ? Number(row.maxPrice) > 0 : effectivePrice(row) !== null;
  },
  dateOnSaleFrom: (row: ProductNode) => atomDate(row.saleFrom),
  dateOnSaleTo: (row: ProductNode) => atomDate(row.saleTo),
  averageRating: (row: ProductNode) => Number(row.averageRating),
  metaData: (row: ProductNode, args: { key?: string | null; keysIn?: (string | null)[] | null; multiple?: boolean | null }) => {
    let entries = row.metaData.map((entry, index) => ({ id: `${row.id}:${index}`, key: entry.key, value: entry.value }));
    if (args.key) entries = entries.filter((entry) => entry.key === args.key);
    if (args.keysIn) entries = entries.filter((entry) => args.keysIn!.includes(entry.key));
    if (args.key && !args.multiple) entries = entries.slice(0, 1);
    return entries;
  },
  price: priceOf,
  regularPrice: regularPriceOf,
  salePrice: salePriceOf,
  taxStatus: (row: ProductNode) => ENUM(row.taxStatus),
  // WC_Product_Variation::get_tax_class() in view context: a variation's "parent" class is its product's.
  taxClass: async (row: ProductNode, _: unknown, ctx: GraphQLContext) => TAX_CLASS[(await taxOfRow(row, ctx)).taxClass] ?? null,
  manageStock: (row: ProductNode) => (row.manageStock ? 'TRUE' : 'FALSE'),
  // WooCommerce returns these only when set: stockQuantity is null when stock is not managed (and for 0).
  lowStockAmount: (row: ProductNode) => row.lowStockAmount || null,
  stockQuantity: (row: ProductNode) => (row.manageStock && row.stockQuantity ? row.stockQuantity : null),
  backorders: (row: ProductNode) => ENUM(row.backorders),
  backordersAllowed: (row: ProductNode) => row.backorders !== 'no',
  stockStatus: (row: ProductNode) => STOCK_STATUS[row.stockStatus],
  shippingClassId: () => null,
  shippingRequired: (row: ProductNode) => !row.virtual,
  shippingTaxable: (row: ProductNode) => !row.virtual && row.taxStatus === 'taxable',
  downloadExpiry: (row: ProductNode) => row.downloadExpiry,
  downloadLimit: (row: ProductNode) => row.downloadLimit,
  downloads: async (row: ProductNode, _: unknown, ctx: GraphQLContext) => {
    if (!row.downloadable) return [];
    const downloads = await catalogLoaders(ctx).downloadsByProduct.load(row.id);
    return downloads.map((download) => {
      const extension = download.file.split(/[?#]/)[0]!.split('.').at(-1)?.toLowerCase() ?? '';
      return {
        downloadId: download.downloadId,
        name: download.name,
        file: download.file,
        fileExt: extension,
        fileType: extension,
        allowedFileType: true,
        fileExists: true,
        filePathType: /^https?:\/\//.test(download.file) ? 'absolute' : 'relative',
      };
    });
  },
};

/** Fields of products (not variations). */
const productFields = {
  ...productUnionFields,
  productCategories: async (row: ProductNode, args: SliceArgs, ctx: GraphQLContext) =>
    connectionFromList((await catalogLoaders(ctx).categoriesByProduct.load(row.id)).map((category) => termNode('product_cat', category)), args, ctx.config.maxPageSize, (node) => node.id),
  productTags: async (row: ProductNode, args: SliceArgs, ctx: GraphQLContext) =>
    connectionFromList((await catalogLoaders(ctx).tagsByProduct.load(row.id)).map((tag) => termNode('product_tag', tag)), args, ctx.config.maxPageSize, (node) => node.id),
  terms: async (row: ProductNode, args: SliceArgs & { where?: { taxonomies?: (string | null)[] | null } | null }, ctx: GraphQLContext, info: GraphQLResolveInfo) => {
    const loaders = catalogLoaders(ctx);
    const [categories, tags, attributeTerms] = await Promise.all([
      loaders.categoriesByProduct.load(row.id),
      loaders.tagsByProduct.load(row.id),
      loaders.attributeTermsByProduct.load(row.id),
    ]);
    let nodes = [
      ...categories.map((category) => termNode('product_cat', category)),
      ...tags.map((tag) => termNode('product_tag', tag)),
      ...attributeTerms.map((term) => termNode(term.taxonomy, term)),
    ].filter((node) => info.schema.getType(node.__typename));
    const taxonomies = (args.where?.taxonomies ?? []).filter(Boolean).map((name) => String(name).toLowerCase());
    if (taxonomies.length) nodes = nodes.filter((node) => taxonomies.includes(node.taxonomyName.replace(/_/g, '')) || taxonomies.includes(node.graphqlTaxonomy));
    return connectionFromList(nodes, args, ctx.config.maxPageSize, (node) => node.id);
  },
  related: relatedProducts,
  reviews: async (row: ProductNode, args: SliceArgs, ctx: GraphQLContext) => {
    const reviews = await catalogLoaders(ctx).approvedReviews.load(row.id);
    const connection = connectionFromList(reviews.map((review) => ({ ...review, __typename: 'Comment' })), args, ctx.config.maxPageSize, (review) => review.id, (review) => ({
      rating: review.rating,
    }));
    return { ...connection, averageRating: Number(row.averageRating) };
  },
  galleryImages: async (row: ProductNode, args: SliceArgs, ctx: GraphQLContext) =>
    connectionFromList((await catalogLoaders(ctx).galleryByProduct.load(row.id)).map(mediaNode), args, ctx.config.maxPageSize, (media) => media.id),
  attributes: async (row: ProductNode, args: SliceArgs & { where?: { type?: string | null } | null }, ctx: GraphQLContext) => {
    let nodes = await attributeNodes(row, ctx);
    if (args.where?.type) nodes = nodes.filter((node) => node.scope === args.where!.type);
    return connectionFromList(nodes, args, ctx.config.maxPageSize, (node) => node.id);
  },
  globalAttributes: async (row: ProductNode, args: SliceArgs, ctx: GraphQLContext) =>
    connectionFromList((await attributeNodes(row, ctx)).filter((node) => node.scope === 'GLOBAL'), args, ctx.config.maxPageSize, (node) => node.id),
  localAttributes: async (row: ProductNode, args: SliceArgs, ctx: GraphQLContext) =>
    connectionFromList((await attributeNodes(row, ctx)).filter((node) => node.scope === 'LOCAL'), args, ctx.config.maxPageSize, (node) => node.id),
  // WooGraphQL answers null, not an empty connection, when there are none.
  defaultAttributes: async (row: ProductNode, args: SliceArgs, ctx: GraphQLContext) => {
    if (row.defaultAttributes.length === 0) return null;
    const nodes = await variationAttributes(ctx, row.id, row.defaultAttributes, '||', row.id);
    return connectionFromList(nodes, args, ctx.config.maxPageSize, (node) => node.id);
  },
  variations: async (row: ProductNode, args: SliceArgs, ctx: GraphQLContext) => {
    const variations = row.type === 'variable' ? await catalogLoaders(ctx).variationsByParent.load(row.id) : [];
    return connectionFromList(variations.map(productNode), args, ctx.config.maxPageSize, (node) => node.id);
  },
  fullYoastHead: () => null,
};

/**
 * The row whose stock a variation sells from: its own when it manages stock, else its parent's when
 * the parent does (WooCommerce's manage_stock "parent": stock status and quantity come from the parent).
 */
async function stockSource(row: ProductNode, ctx: GraphQLContext): Promise<ProductRow> {
  if (row.manageStock || row.parentId === null) return row;
  const parent = await catalogLoaders(ctx).product.load(row.parentId);
  return parent?.manageStock ? parent : row;
}

const variationFields = {
  ...productUnionFields,
  manageStock: async (row: ProductNode, _: unknown, ctx: GraphQLContext) => productUnionFields.manageStock(productNode(await stockSource(row, ctx))),
  stockQuantity: async (row: ProductNode, _: unknown, ctx: GraphQLContext) => productUnionFields.stockQuantity(productNode(await stockSource(row, ctx))),
  stockStatus: async (row: ProductNode, _: unknown, ctx: GraphQLContext) => {
    const source = await stockSource(row, ctx);
    if (source === row) return productUnionFields.stockStatus(row);
    // The parent's own status describes the whole variable product; its stock decides for this variation.
    if ((source.stockQuantity ?? 0) > 0) return STOCK_STATUS.instock;
    return source.backorders === 'no' ? STOCK_STATUS.outofstock : STOCK_STATUS.onbackorder;
  },
  backorders: async (row: ProductNode, _: unknown, ctx: GraphQLContext) => productUnionFields.backorders(productNode(await stockSource(row, ctx))),
  backordersAllowed: async (row: ProductNode, _: unknown, ctx: GraphQLContext) => productUnionFields.backordersAllowed(productNode(await stockSource(row, ctx))),
  productVariationId: (row: ProductNode) => row.id,
  hasAttributes: (row: ProductNode) => row.variationAttributes.length > 0,
  shippingClass: (row: ProductNode) => row.shippingClass,
  attributes: async (row: ProductNode, args: SliceArgs, ctx: GraphQLContext) => {
    if (row.variationAttributes.length === 0) return null;
    const nodes = await variationAttributes(ctx, row.id, row.variationAttributes, '||', row.parentId!);
    return connectionFromList(nodes, args, ctx.config.maxPageSize, (node) => node.id);
  },
  parent: async (row: ProductNode, _: unknown, ctx: GraphQLContext) => {
    const parent = await catalogLoaders(ctx).product.load(row.parentId!);
    return parent ? { cursor: encodeCursor(parent.id), node: productNode(parent) } : null;
  },
};

/** The shopper's price bounds (shown prices) as the stored prices the lookup table compares. */
async function withStoredPriceBounds(args: ProductListArgs, ctx: GraphQLContext): Promise<ProductListArgs> {
  const where = args.where;
  if (!where || (!where.minPrice && !where.maxPrice)) return args;
  const display = await shopPriceDisplayFor(ctx);
  const bound = (value: number | null | undefined, end: 'min' | 'max') => (value ? storedPriceBound(Number(value), display, end) : value);
  return { ...args, where: { ...where, minPrice: bound(where.minPrice, 'min'), maxPrice: bound(where.maxPrice, 'max') } };
}

interface ConnectionSource {
  page: ProductPage<RowShape>;
  where: ProductWhere;
  ctx: GraphQLContext;
  total?: Promise<number>;
}

/** The page's images and price ranges came with its rows: the cards' fields find them in the loaders. */
function primePageAttachments(ctx: GraphQLContext, page: ProductPage<RowShape>, shape: RowShape) {
  for (const { row, image, variationPrices, groupChildPrices } of page.rows) {
    // Read with the row by its image id: a product without one has none (a variation's parent's is not asked here).
    const attached = row as PageAttachments;
    if (row.parentId === null) attached[PAGE_IMAGE] = image ? asMediaNode(image) : null;
    if (variationPrices) attached[PAGE_VARIATION_PRICES] = variationPrices;
    if (groupChildPrices) attached[PAGE_GROUP_CHILD_PRICES] = groupChildPrices;
    // Card rows answer only card fields, which read the above; whole rows answer any field.
    if (shape === 'card') continue;
    const loaders = catalogLoaders(ctx);
    if (image) loaders.media.prime(image.id, image);
    if (variationPrices) loaders.variationPricesByParent.prime(row.id, variationPrices);
  }
}

function totalOf(source: ConnectionSource): Promise<number> {
  source.total ??= countProducts(source.ctx.db, source.page.conditions);
  return source.total;
}

export const productResolvers = {
  RootQuery: {
    async products(_: unknown, args: ProductListArgs, ctx: GraphQLContext, info: GraphQLResolveInfo) {
      try {
        const stored = await withStoredPriceBounds(args, ctx);
        const shape = asksOnlyCardFields(info) ? 'card' : 'full';
        // The cards' prices need the shopper's price display: worked out while the page is read.
        const [page] = await Promise.all([listProducts(ctx.db, stored, ctx.config.maxPageSize, shape), shopPriceDisplayFor(ctx)]);
        // Card rows stand in for whole ones: only card fields are resolved on them, and those read only
        // card columns. Only whole rows may answer the product loader.
        const rows = page.rows.map(({ row }) => row as ProductRow);
        primePageAttachments(ctx, page, shape);
        if (shape === 'full') for (const row of rows) catalogLoaders(ctx).product.prime(row.id, row);
        const nodes = rows.map(asProductNode);
        // Facets re-run the filter without one facet's selection: with the price bounds as stored.
        const source: ConnectionSource = { page, where: stored.where ?? {}, ctx };
        let edges: { cursor: string; node: ProductNode }[] | undefined;
        return {
          // Made when asked: a list of cards reads its nodes and only its end cursor.
          get edges() {
            return (edges ??= nodes.map((node) => ({ cursor: encodeCursor(node.id), node })));
          },
          nodes,
          source,
          pageInfo: {
            hasNextPage: page.hasNextPage,
            hasPreviousPage: page.hasPreviousPage,
            startCursor: nodes.length ? encodeCursor(nodes[0]!.id) : null,
            endCursor: nodes.length ? encodeCursor(nodes.at(-1)!.id) : null,
            source,
          },
        };
      } catch (error) {
        rethrow(error);
      }
    },
    async product(_: unknown, args: { id: string; idType?: string | null }, ctx: GraphQLContext) {
      const idType = args.idType ?? 'ID';
      await ensurePricesCurrent(ctx.db);
      const row = await findProduct(ctx, args.id, idType);
      if (!row) throw userError(`No product ID was found corresponding to the ${ID_TYPE_NAMES[idType] ?? idType.toLowerCase()}: ${args.id}`, 'NOT_FOUND');
      return productNode(row);
    },
    async productVariation(_: unknown, args: { id?: string | null; idType?: string | null }, ctx: GraphQLContext) {
      await ensurePricesCurrent(ctx.db);
      const row = await findVariation(ctx, args.id, args.idType ?? 'ID');
      if (!row) throw userError(`No product variation ID was found corresponding to the ${ID_TYPE_NAMES[args.idType ?? 'ID']}: ${args.id ?? ''}`, 'NOT_FOUND');
      return productNode(row);
    },
  },
  RootQueryToProductConnection: {
    // WooGraphQL's found_posts: the total of matches, null when paging with a cursor (no_found_rows).
    found: (connection: { source: ConnectionSource }) => (connection.source.page.usedCursor ? null : totalOf(connection.source)),
    facets: (connection: { source: ConnectionSource }) => connection.source,
  },
  RootQueryToProductConnectionPageInfo: {
    offsetPagination: async (pageInfo: { source: ConnectionSource }) => {
      const { page } = pageInfo.source;
      const total = await totalOf(pageInfo.source);
      const offset = page.offset?.offset ?? 0;
      return { total, hasMore: page.hasNextPage, hasPrevious: page.offset ? offset > 0 : page.hasPreviousPage };
    },
  },
  SimpleProduct: productFields,
  VariableProduct: productFields,
  ExternalProduct: productFields,
  GroupProduct: {
    ...productFields,
    products: groupChildren,
    addToCartText: () => 'View products',
    addToCartDescription: (row: ProductNode) => `View products in the “${row.name}” group`,
  },
  SimpleProductVariation: variationFields,
  GlobalProductAttribute: {
    terms: async (node: AttributeNode, args: SliceArgs, ctx: GraphQLContext, info: GraphQLResolveInfo) => {
      const terms = await catalogLoaders(ctx).attributeTermsByProduct.load(node.productId);
      const nodes = terms.filter((term) => term.taxonomy === node.name).map((term) => termNode(term.taxonomy, term)).filter((term) => info.schema.getType(term.__typename));
      return connectionFromList(nodes, args, ctx.config.maxPageSize, (term) => term.id);
    },
  },
  MediaItem: {
    id: (media: MediaRow) => toGlobalId('post', media.id),
    databaseId: (media: MediaRow) => media.id,
    contentTypeName: () => 'attachment',
    date: (media: MediaRow) => wpDate(media.createdAt),
    dateGmt: (media: MediaRow) => wpDate(media.createdAt),
    modified: (media: MediaRow) => wpDate(media.createdAt),
    modifiedGmt: (media: MediaRow) => wpDate(media.createdAt),
    slug: (media: MediaRow) => `${media.title || 'image'}-${media.id}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    status: () => 'inherit',
    uri: (media: MediaRow) => mediaSourceUrl(media),
    // WPGraphQL answers absolute URLs: image optimisers of other storefronts (Nuxt Image, next/image) need them.
    link: (media: MediaRow, _: unknown, ctx: GraphQLContext) => mediaSourceUrl(media, null, { baseUrl: ctx.config.publicUrl }),
    guid: (media: MediaRow, _: unknown, ctx: GraphQLContext) => mediaSourceUrl(media, null, { baseUrl: ctx.config.publicUrl }),
    caption: (media: MediaRow) => media.caption || null,
    description: () => null,
    title: (media: MediaRow) => media.title,
    sourceUrl: (media: MediaRow, args: { size?: string | null }, ctx: GraphQLContext) =>
      mediaSourceUrl(media, args.size, { baseUrl: ctx.config.publicUrl }),
    mediaItemUrl: (media: MediaRow, _: unknown, ctx: GraphQLContext) => mediaSourceUrl(media, null, { baseUrl: ctx.config.publicUrl }),
    srcSet: (media: MediaRow, _: unknown, ctx: GraphQLContext) => {
      const ref = imageRefForMedia(media);
      return ref ? srcset(ref, { baseUrl: ctx.config.publicUrl }) : null;
    },
    sizes: (media: MediaRow) => (media.width ? `(max-width: ${media.width}px) 100vw, ${media.width}px` : null),
    mediaType: () => 'image',
    mimeType: (media: MediaRow) => media.mimeType,
    fileSize: () => null,
    mediaDetails: (media: MediaRow) => ({ file: media.sourceUrl, width: media.width, height: media.height, sizes: [] }),
    parentDatabaseId: () => null,
  },
};

export const facetResolvers = {
  ProductFacets: {
    async categories(source: ConnectionSource) {
      return (await facetData(source)).categories;
    },
    async attributes(source: ConnectionSource) {
      return (await facetData(source)).attributes;
    },
    async tags(source: ConnectionSource) {
      return (await facetData(source)).tags;
    },
    async onSale(source: ConnectionSource) {
      return (await facetData(source)).onSale;
    },
    async ratings(source: ConnectionSource) {
      return (await facetData(source)).ratings;
    },
    async priceRange(source: ConnectionSource) {
      return (await facetData(source)).priceRange;
    },
    async total(source: ConnectionSource) {
      return (await facetData(source)).total;
    },
  },
};

const facetCache = new WeakMap<ConnectionSource, ReturnType<typeof computeFacets>>();

function facetData(source: ConnectionSource) {
  let data = facetCache.get(source);
  if (!data) {
    data = computeFacets(source);
    facetCache.set(source, data);
  }
  return data;
}

/**
 * Totals, sale count and price range cover the current result; each facet's counts leave out that
 * facet's own selection (see facet-selection.ts), one extra aggregate per facet with a selection.
 */
async function computeFacets(source: ConnectionSource) {
  const { ctx, page, where } = source;
  const [facets, display] = await Promise.all([productFacets(ctx.db, page.conditions), shopPriceDisplayFor(ctx)]);
  const ownSelections = await Promise.all(
    selectedFacets(where).map(async (facet) => [facet, await productFacets(ctx.db, await productConditions(ctx.db, whereWithoutFacet(where, facet)))] as const),
  );
  const countsFor = new Map(ownSelections);
  const termCounts = (taxonomy: string) => (countsFor.get(taxonomy) ?? facets).terms;
  const ids = [...new Set([...facets.terms.keys(), ...ownSelections.flatMap(([, counts]) => [...counts.terms.keys()])])];
  const [categories, tags, attributeTerms] = await Promise.all([categoryFacetRows(ctx.db, ids), tagFacetRows(ctx.db, ids), attributeFacetRows(ctx.db, ids)]);
  const entry = (term: { id: number; name: string; slug: string }, taxonomy: string) => ({
    databaseId: term.id,
    name: term.name,
    slug: term.slug,
    taxonomyName: taxonomy,
    count: termCounts(taxonomy).get(term.id) ?? 0,
  });
  const attributes = new Map<string, { taxonomy: string; label: string; terms: ReturnType<typeof entry>[] }>();
  // A term is listed when its own facet's counts have it (another facet's wider result may hold it too).
  const listed = <T extends { id: number }>(terms: T[], taxonomyOf: (term: T) => string) => terms.filter((term) => termCounts(taxonomyOf(term)).has(term.id));
  for (const term of listed(attributeTerms, (term) => term.taxonomy)) {
    const group = attributes.get(term.taxonomy) ?? { taxonomy: term.taxonomy, label: term.attributeName, terms: [] };
    group.terms.push(entry(term, term.taxonomy));
    attributes.set(term.taxonomy, group);
  }
  const ratings = (countsFor.get(RATING_FACET) ?? facets).ratings;
  return {
    total: facets.total,
    onSale: facets.onSale,
    categories: listed(categories, () => CATEGORY_FACET).map((category) => ({ ...entry(category, CATEGORY_FACET), parentDatabaseId: category.parentId })),
    tags: listed(tags, () => 'product_tag').map((tag) => entry(tag, 'product_tag')),
    attributes: [...attributes.values()],
    ratings: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: ratings.get(rating) ?? 0 })),
    priceRange: facets.total === 0 ? null : { min: shownStandardPrice(facets.minPrice, display), max: shownStandardPrice(facets.maxPrice, display) },
  };
}

export { productConditions };
