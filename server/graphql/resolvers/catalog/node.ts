import { and, eq } from 'drizzle-orm';
import { productReviews } from '../../../db/schema';
import { catalogLoaders } from '../../../services/catalog/loaders';
import { allAttributeTerms, allTags } from '../../../services/catalog/terms';
import { findCustomerById } from '../../../services/customers/accounts';
import type { GraphQLContext } from '../../context';
import { fromGlobalId } from '../../global-id';
import { ownOrder } from '../orders/orders';
import { mediaNode, productNode } from './products';
import { termNode } from './terms';

/**
 * `node(id)` for WPGraphQL's global ids: "post:<id>" (products, variations, media items),
 * "term:<id>" (categories, tags, attribute terms), "comment:<id>" (approved reviews), "user:<id>"
 * (the signed-in customer only) and "order:<id>" (the signed-in customer's own orders). Anything the
 * caller may not see (drafts, private products, pending reviews, other people's accounts and orders)
 * is null, as an unknown id is, so ids cannot be probed.
 */
export async function resolveNode(ctx: GraphQLContext, globalId: string) {
  const decoded = fromGlobalId(globalId);
  if (!decoded || !/^\d{1,9}$/.test(decoded.id)) return null;
  const id = Number(decoded.id);
  const loaders = catalogLoaders(ctx);
  if (decoded.type === 'post') {
    const product = await loaders.product.load(id);
    if (product) {
      if (product.status !== 'publish') return null;
      if (product.parentId !== null && (await loaders.product.load(product.parentId))?.status !== 'publish') return null;
      return productNode(product);
    }
    const media = await loaders.media.load(id);
    return media ? mediaNode(media) : null;
  }
  if (decoded.type === 'term') {
    const category = await loaders.category.load(id);
    if (category) return termNode('product_cat', category);
    const tag = (await allTags(ctx.db)).find((row) => row.id === id);
    if (tag) return termNode('product_tag', tag);
    const term = (await allAttributeTerms(ctx.db)).find((row) => row.id === id);
    return term ? termNode(term.taxonomy, term) : null;
  }
  if (decoded.type === 'comment') {
    const [review] = await ctx.db
      .select()
      .from(productReviews)
      .where(and(eq(productReviews.id, id), eq(productReviews.status, 'approved')));
    return review ? { ...review, __typename: 'Comment' } : null;
  }
  if (decoded.type === 'user') {
    if (ctx.viewer?.customerId !== id) return null;
    const row = await findCustomerById(ctx.db, id);
    return row ? { row, __typename: 'User' } : null;
  }
  if (decoded.type === 'order') {
    const order = await ownOrder(ctx, id);
    return order ? { ...order, __typename: 'Order' } : null;
  }
  return null;
}


export const nodeResolvers = {
  RootQuery: {
    node: (_: unknown, args: { id?: string | null }, ctx: GraphQLContext) => (args.id ? resolveNode(ctx, args.id) : null),
  },
};
