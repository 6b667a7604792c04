import type { GraphQLContext } from '../../context';
import { placeOrder, type CheckoutInput } from '../../../services/checkout/checkout';
import { findCustomerById } from '../../../services/customers/accounts';
import { assertSessionToken } from '../cart/load';
import { customerModel } from '../customer/models';
import { markPlacedByThisRequest } from '../orders/orders';

export const checkoutResolvers = {
  RootMutation: {
    async checkout(_: unknown, { input }: { input: CheckoutInput & { clientMutationId?: string | null } }, ctx: GraphQLContext) {
      await assertSessionToken(ctx);
      const placed = await placeOrder({ ...ctx, customerId: ctx.viewer?.customerId ?? null }, input);
      const customer = ctx.viewer ? await findCustomerById(ctx.db, ctx.viewer.customerId) : null;
      return {
        clientMutationId: input.clientMutationId,
        order: markPlacedByThisRequest(placed.order),
        customer: customerModel(customer),
        result: placed.result,
        redirect: placed.redirect,
        notices: [],
      };
    },
  },
};
