import { asc, gt } from 'drizzle-orm';
import { productCategories } from '../../../db/schema';
import { toGlobalId } from '../../global-id';
import { decodeCursor, encodeCursor, pageSize, type ConnectionArgs } from '../../connection';
import type { GraphQLContext } from '../../context';

type CategoryRow = typeof productCategories.$inferSelect;

export const categoryResolvers = {
  RootQuery: {
    async productCategories(_: unknown, args: ConnectionArgs, ctx: GraphQLContext) {
      const limit = pageSize(args, ctx.config.maxPageSize);
      const after = args.after ? Number(decodeCursor(args.after)) : 0;
      const rows = await ctx.db
        .select()
        .from(productCategories)
        .where(gt(productCategories.id, after))
        .orderBy(asc(productCategories.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const edges = page.map((node) => ({ cursor: encodeCursor(node.id), node }));
      return {
        edges,
        nodes: page,
        pageInfo: {
          hasNextPage: rows.length > limit,
          hasPreviousPage: after > 0,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
  },
  ProductCategory: {
    id: (row: CategoryRow) => toGlobalId('term', row.id),
    databaseId: (row: CategoryRow) => row.id,
    taxonomyName: () => 'product_cat',
    uri: (row: CategoryRow) => `/product-category/${row.slug}/`,
  },
};
