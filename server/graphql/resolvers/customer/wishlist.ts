import { userError } from '../../errors';
import type { GraphQLContext } from '../../context';
import { addToWishlist, removeFromWishlist, wishlistProducts } from '../../../services/customers/wishlist';
import { productNode } from '../cart/cart-type';

type WishlistInput = { input: { productId: number; clientMutationId?: string | null } };

async function wishlistOf(ctx: GraphQLContext, customerId: number) {
  const rows = await wishlistProducts(ctx.db, customerId);
  return { productIds: rows.map((row) => row.id), products: rows.map(productNode) };
}

function signedIn(ctx: GraphQLContext): number {
  if (!ctx.viewer) throw userError('Please log in to keep a wishlist in your account.', 'UNAUTHENTICATED');
  return ctx.viewer.customerId;
}

export const wishlistResolvers = {
  RootQuery: {
    wishlist: (_: unknown, __: unknown, ctx: GraphQLContext) => (ctx.viewer ? wishlistOf(ctx, ctx.viewer.customerId) : null),
  },
  RootMutation: {
    async addToWishlist(_: unknown, { input }: WishlistInput, ctx: GraphQLContext) {
      const customerId = signedIn(ctx);
      await addToWishlist(ctx.db, customerId, input.productId);
      return { clientMutationId: input.clientMutationId, wishlist: await wishlistOf(ctx, customerId) };
    },
    async removeFromWishlist(_: unknown, { input }: WishlistInput, ctx: GraphQLContext) {
      const customerId = signedIn(ctx);
      await removeFromWishlist(ctx.db, customerId, input.productId);
      return { clientMutationId: input.clientMutationId, wishlist: await wishlistOf(ctx, customerId) };
    },
  },
};
