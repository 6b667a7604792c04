import type { GraphQLResolveInfo } from 'graphql';
import {
  checkCollectionWhere,
  collectionStats,
  type AttributeTermCount,
  type CollectionStatsResult,
  type CountRelation,
} from '../../../services/catalog/collection-stats';
import { storedPriceBound } from '../../../services/catalog/display-prices';
import { catalogLoaders } from '../../../services/catalog/loaders';
import { formatPrice, priceFormat } from '../../../services/catalog/prices';
import { CatalogInputError, type ProductWhere } from '../../../services/catalog/product-list';
import type { GraphQLContext } from '../../context';
import { userError } from '../../errors';
import { shopPriceDisplayFor } from './shop-prices';
import { termNode } from './terms';

/**
 * RootQuery.collectionStats, WooGraphQL 1.0.2's filter-panel statistics (services/catalog/collection-stats.ts).
 *
 * Shapes as WooGraphQL answers them: priceRange is always an object, its prices null unless
 * calculatePriceRange found any; attributeCounts, ratingCounts and stockStatusCounts are empty lists when not
 * asked for. priceRange (described as "in the smallest unit of the currency", which it is not) holds the
 * lookup table's prices: RAW the stored decimal ("12.5000", major units, excl. tax as entered), FORMATTED
 * that amount as a shop price ("€12.50"). `where.minPrice`/`maxPrice` go to the Store API, which reads them
 * in the smallest unit (1250 = 12.50) as shown prices. parentIn/parentNotIn are ignored, as the Store API
 * ignores them. termId is the term's database id ("23").
 */

type CollectionStatsWhere = ProductWhere & { parentIn?: (number | null)[] | null; parentNotIn?: (number | null)[] | null };

interface CollectionStatsArgs {
  calculatePriceRange?: boolean | null;
  calculateRatingCounts?: boolean | null;
  calculateStockStatusCounts?: boolean | null;
  taxonomies?: ({ taxonomy: string; relation?: CountRelation | null } | null)[] | null;
  where?: CollectionStatsWhere | null;
}

interface PageArgs {
  page?: number | null;
  perPage?: number | null;
}

type AttributeCountSource = { taxonomy: string; terms: AttributeTermCount[] };
type TermCountSource = AttributeTermCount & { taxonomy: string };

const STOCK_STATUS_ENUM = { instock: 'IN_STOCK', outofstock: 'OUT_OF_STOCK', onbackorder: 'ON_BACKORDER' } as const;

function rethrow(error: unknown): never {
  if (error instanceof CatalogInputError) throw userError(error.message, error.code);
  throw error;
}

/** WooGraphQL's array_slice paging: page 0 or none is the first, perPage 0 or none is everything from there. */
function page<T>(items: T[], args: PageArgs): T[] {
  if ((args.page ?? 0) < 0) throw userError('"page" must not be negative (0 and 1 are the first page).');
  if ((args.perPage ?? 0) < 0) throw userError('"perPage" must not be negative.');
  const perPage = args.perPage || 0;
  const offset = ((args.page || 1) - 1) * perPage;
  return perPage > 0 ? items.slice(offset, offset + perPage) : items.slice(offset);
}

/** The collection as products(where:) reads it: prices from the smallest unit to shown prices to stored ones. */
async function productWhere(where: CollectionStatsWhere, ctx: GraphQLContext): Promise<ProductWhere> {
  const { parentIn: _parentIn, parentNotIn: _parentNotIn, ...collection } = where;
  if (!collection.minPrice && !collection.maxPrice) return collection;
  const unit = 10 ** priceFormat(ctx.config.currency, ctx.config.priceLocale).decimals;
  const display = await shopPriceDisplayFor(ctx);
  const bound = (value: number | null | undefined, end: 'min' | 'max') => (value ? storedPriceBound(value / unit, display, end) : value);
  return { ...collection, minPrice: bound(collection.minPrice, 'min'), maxPrice: bound(collection.maxPrice, 'max') };
}

function price(value: string | null, args: { format?: string | null }, ctx: GraphQLContext): string | null {
  if (value === null) return null;
  return args.format === 'RAW' ? value : formatPrice(value, priceFormat(ctx.config.currency, ctx.config.priceLocale));
}

async function attributeLabel(source: AttributeCountSource, _: unknown, ctx: GraphQLContext): Promise<string> {
  const attribute = await catalogLoaders(ctx).globalAttributeByTaxonomy.load(source.taxonomy);
  return attribute?.name ?? source.taxonomy;
}

export const collectionStatsResolvers = {
  RootQuery: {
    async collectionStats(_: unknown, args: CollectionStatsArgs, ctx: GraphQLContext): Promise<CollectionStatsResult> {
      try {
        const where = args.where ?? {};
        checkCollectionWhere(where);
        return await collectionStats(ctx.db, {
          where: await productWhere(where, ctx),
          taxonomies: (args.taxonomies ?? [])
            .filter((entry) => !!entry)
            .map((entry) => ({ taxonomy: entry.taxonomy.toLowerCase(), relation: entry.relation === 'AND' ? 'AND' : 'OR' })),
          calculatePriceRange: !!args.calculatePriceRange,
          calculateRatingCounts: !!args.calculateRatingCounts,
          calculateStockStatusCounts: !!args.calculateStockStatusCounts,
        });
      } catch (error) {
        rethrow(error);
      }
    },
  },
  CollectionStats: {
    priceRange: (stats: CollectionStatsResult) => ({ minPrice: stats.minPrice, maxPrice: stats.maxPrice }),
    attributeCounts: (stats: CollectionStatsResult, args: PageArgs) => page(stats.attributeCounts, args),
    ratingCounts: (stats: CollectionStatsResult, args: PageArgs) => page(stats.ratingCounts, args),
    stockStatusCounts: (stats: CollectionStatsResult, args: PageArgs) => page(stats.stockStatusCounts, args),
  },
  PriceRange: {
    minPrice: (range: { minPrice: string | null }, args: { format?: string | null }, ctx: GraphQLContext) => price(range.minPrice, args, ctx),
    maxPrice: (range: { maxPrice: string | null }, args: { format?: string | null }, ctx: GraphQLContext) => price(range.maxPrice, args, ctx),
  },
  AttributeCount: {
    slug: (source: AttributeCountSource) => source.taxonomy.toUpperCase(),
    // A global attribute's taxonomy is registered with its label as both name and singular name.
    label: attributeLabel,
    name: attributeLabel,
    terms: (source: AttributeCountSource): TermCountSource[] => source.terms.map((term) => ({ ...term, taxonomy: source.taxonomy })),
  },
  SingleAttributeCount: {
    termId: (source: TermCountSource) => String(source.termId),
    count: (source: TermCountSource) => source.count,
    node: (source: TermCountSource, _: unknown, _ctx: GraphQLContext, info: GraphQLResolveInfo) => {
      const node = termNode(source.taxonomy, source.term);
      return info.schema.getType(node.__typename) ? node : null;
    },
  },
  StockStatusCount: {
    status: (source: { status: keyof typeof STOCK_STATUS_ENUM }) => STOCK_STATUS_ENUM[source.status],
  },
};
