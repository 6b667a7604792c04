import { shopText } from '../../../services/i18n/woocommerce-defaults';
import type { GraphQLContext } from '../../context';
import { connectionFromList, type SliceArgs } from '../../../services/catalog/presenters';
import { availableGateways, type GatewayRow } from '../../../services/payments/gateways';
import { createIntent } from '../../../services/payments/stripe';
import { currentCart } from '../cart/load';

export const paymentResolvers = {
  RootQuery: {
    async paymentGateways(_: unknown, args: SliceArgs, ctx: GraphQLContext) {
      return connectionFromList(await availableGateways(ctx.db, ctx.config), args, ctx.config.maxPageSize, (gateway) => gateway.id);
    },
    /** woonuxt-settings: an intent for the session cart's total; SETUP (a SetupIntent) is the plugin's default. */
    async stripePaymentIntent(_: unknown, args: { stripePaymentMethod?: 'PAYMENT' | 'SETUP' | null }, ctx: GraphQLContext) {
      const kind = args.stripePaymentMethod ?? 'SETUP';
      const cart = await currentCart(ctx);
      const intent = await createIntent(ctx.config, kind, cart.totals.total, cart.sessionId);
      return { ...intent, stripePaymentMethod: kind };
    },
  },
  PaymentGateway: {
    id: (gateway: GatewayRow) => gateway.id,
    description: (gateway: GatewayRow, _: unknown, ctx: GraphQLContext) => shopText(gateway.description, ctx.language.locale),
    icon: (gateway: GatewayRow) => gateway.icon,
    title: (gateway: GatewayRow, _: unknown, ctx: GraphQLContext) => shopText(gateway.title, ctx.language.locale),
  },
};
