import type { GraphQLContext } from '../../context';
import { placeOrder, type CheckoutInput } from '../../../services/checkout/checkout';
import { findCustomerById } from '../../../services/customers/accounts';
import { ORDER_LANGUAGE_META, wpmlLanguageCode } from '../../../services/i18n/shopper-locale';
import { assertSessionToken } from '../cart/load';
import { customerModel } from '../customer/models';
import { markPlacedByThisRequest } from '../orders/orders';

export const checkoutResolvers = {
  RootMutation: {
    async checkout(_: unknown, { input }: { input: CheckoutInput & { clientMutationId?: string | null } }, ctx: GraphQLContext) {
      await assertSessionToken(ctx);
      // The order keeps the language it was placed in (as WPML does), so its mails are in it; first, so no client entry pushes it out.
      const metaData = [
        { key: ORDER_LANGUAGE_META, value: wpmlLanguageCode(ctx.language.locale) },
        ...(input.metaData ?? []).filter((entry) => entry.key !== ORDER_LANGUAGE_META),
      ];
      const placed = await placeOrder({ ...ctx, customerId: ctx.viewer?.customerId ?? null }, { ...input, metaData });
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
