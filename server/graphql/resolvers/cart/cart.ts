import { userError } from '../../errors';
import type { GraphQLContext } from '../../context';
import { addToCart, emptyCart, removeLines, updateQuantities, type AddToCartInput } from '../../../services/cart/lines';
import { couponsAfterApplying, couponDoesNotExist, COUPON_ALREADY_APPLIED, couponProblem } from '../../../services/coupons/rules';
import { computeCart, couponUsesBy, findCoupons, pricedLine, shopperEmails } from '../../../services/cart/view';
import { assertSessionToken, currentCart, shopperOf, viewerAccount } from './load';
import { cartItemNode, packageDetails } from './cart-type';

type Input<T> = { input: T & { clientMutationId?: string | null } };

export const cartResolvers = {
  RootQuery: {
    async cart(_: unknown, __: unknown, ctx: GraphQLContext) {
      await assertSessionToken(ctx);
      return currentCart(ctx);
    },
    async cartItem(_: unknown, args: { key: string }, ctx: GraphQLContext) {
      await assertSessionToken(ctx);
      const line = (await currentCart(ctx)).lines.find((candidate) => candidate.row.key === args.key);
      return line ? cartItemNode(line) : null;
    },
  },
  RootMutation: {
    async addToCart(_: unknown, { input }: Input<AddToCartInput>, ctx: GraphQLContext) {
      await assertSessionToken(ctx, true);
      const { key, contents } = await addToCart(ctx, input);
      const cart = await currentCart(ctx, contents);
      const line = cart.lines.find((candidate) => candidate.row.key === key);
      return { clientMutationId: input.clientMutationId, cartItem: line ? cartItemNode(line) : null, cart };
    },

    /** Adds each item on its own; refused ones are reported in cartErrors instead of failing the rest. */
    async addCartItems(_: unknown, { input }: Input<{ items?: AddToCartInput[] | null }>, ctx: GraphQLContext) {
      await assertSessionToken(ctx);
      if (!input.items?.length) throw userError('No item data provided');
      const keys: string[] = [];
      const cartErrors = [];
      for (const item of input.items) {
        try {
          keys.push((await addToCart(ctx, item)).key);
        } catch (error) {
          cartErrors.push({
            type: 'INVALID_CART_ITEM',
            reasons: [(error as Error).message],
            productId: item.productId,
            quantity: item.quantity ?? 1,
            variationId: item.variationId ?? null,
            variation: item.variation ?? null,
          });
        }
      }
      const cart = await currentCart(ctx);
      const added = cart.lines.filter((line) => keys.includes(line.row.key)).map(cartItemNode);
      return { clientMutationId: input.clientMutationId, added, cartErrors, cart };
    },

    async updateItemQuantities(_: unknown, { input }: Input<{ items?: { key: string; quantity: number }[] | null }>, ctx: GraphQLContext) {
      await assertSessionToken(ctx);
      const before = await currentCart(ctx);
      const result = await updateQuantities(ctx, input.items ?? []);
      const cart = await currentCart(ctx);
      const removed = before.lines.filter((line) => result.removed.includes(line.row.key)).map(cartItemNode);
      const updated = cart.lines.filter((line) => result.updated.includes(line.row.key)).map(cartItemNode);
      return { clientMutationId: input.clientMutationId, updated, removed, items: [...updated, ...removed], cart };
    },

    async removeItemsFromCart(_: unknown, { input }: Input<{ keys?: string[] | null; all?: boolean | null }>, ctx: GraphQLContext) {
      await assertSessionToken(ctx);
      const before = await currentCart(ctx);
      const removed = await removeLines(ctx, input.keys ?? [], Boolean(input.all));
      const keys = removed.map((line) => line.key);
      return {
        clientMutationId: input.clientMutationId,
        cartItems: before.lines.filter((line) => keys.includes(line.row.key)).map(cartItemNode),
        cart: await currentCart(ctx),
      };
    },

    async emptyCart(_: unknown, { input }: Input<{ clearPersistentCart?: boolean | null }>, ctx: GraphQLContext) {
      await assertSessionToken(ctx);
      const deletedCart = await currentCart(ctx);
      await emptyCart(ctx);
      return { clientMutationId: input.clientMutationId, deletedCart, cart: await currentCart(ctx) };
    },

    async applyCoupon(_: unknown, { input }: Input<{ code: string }>, ctx: GraphQLContext) {
      await assertSessionToken(ctx);
      const code = input.code.trim().toLowerCase();
      if (!code) throw userError('Please enter a coupon code.');
      const [coupon] = await findCoupons(ctx.db, [code]);
      if (!coupon) throw userError(couponDoesNotExist(input.code.trim()));
      const account = await viewerAccount(ctx);
      // Checked and saved under the session lock, against the cart as it is now.
      await ctx.session.mutate(async (tx, record) => {
        const shopper = shopperOf(account, record.data);
        const cart = await computeCart(tx, ctx.config, record.id, record.data, shopper);
        if (cart.coupons.some((applied) => applied.coupon.code === code)) throw userError(COUPON_ALREADY_APPLIED);
        const emails = shopperEmails(shopper);
        const lines = cart.lines.map((line) => pricedLine(line.row, line.item, line.unitPrice));
        const problem = couponProblem(coupon, {
          lines,
          subtotal: cart.totals.subtotal,
          otherCoupons: coupon.individualUse ? [] : cart.coupons.map((applied) => applied.coupon),
          emails,
          usesByShopper: await couponUsesBy(tx, coupon.id, shopper.customerId, emails),
          now: new Date(),
          config: ctx.config,
        });
        if (problem) throw userError(problem);
        const codes = couponsAfterApplying(coupon, cart.coupons.map((applied) => applied.coupon)).map((applied) => applied.code);
        record.data = { ...record.data, appliedCoupons: codes };
      });
      const updated = await currentCart(ctx);
      const applied = updated.coupons.find((entry) => entry.coupon.code === code);
      return {
        clientMutationId: input.clientMutationId,
        applied: applied ? { code, description: coupon.description, ...applied } : null,
        cart: updated,
      };
    },

    async removeCoupons(_: unknown, { input }: Input<{ codes?: (string | null)[] | null }>, ctx: GraphQLContext) {
      await assertSessionToken(ctx);
      const codes = (input.codes ?? []).filter((code): code is string => Boolean(code?.trim())).map((code) => code.trim().toLowerCase());
      if (codes.length === 0) throw userError('No coupon codes provided');
      await ctx.session.touch((data) => {
        const applied = data.appliedCoupons ?? [];
        if (codes.some((code) => !applied.includes(code))) throw userError('This coupon has not been applied to the cart.');
        return { ...data, appliedCoupons: applied.filter((code) => !codes.includes(code)) };
      });
      return { clientMutationId: input.clientMutationId, cart: await currentCart(ctx) };
    },

    async updateShippingMethod(_: unknown, { input }: Input<{ shippingMethods?: (string | null)[] | null }>, ctx: GraphQLContext) {
      await assertSessionToken(ctx);
      const methods = (input.shippingMethods ?? []).filter((method): method is string => Boolean(method));
      if (methods.length === 0) throw userError('No shipping method provided');
      const account = await viewerAccount(ctx);
      await ctx.session.mutate(async (tx, record) => {
        const cart = await computeCart(tx, ctx.config, record.id, record.data, shopperOf(account, record.data));
        methods.forEach((method, index) => {
          const pack = cart.packages[index];
          if (!pack) throw userError(`No shipping packages available for corresponding index ${index}`);
          if (!pack.rates.some((rate) => rate.id === method)) {
            throw userError(`"${method}" is not an available shipping method for shipping package "${packageDetails(cart)}"`);
          }
        });
        // The rates offered now: a free-shipping rate that appears later is then chosen for the shopper.
        const offered = cart.packages[0]?.rates.map((rate) => rate.id) ?? [];
        record.data = { ...record.data, chosenShippingMethods: methods, shippingRatesOffered: offered };
      });
      return { clientMutationId: input.clientMutationId, cart: await currentCart(ctx) };
    },
  },
};
