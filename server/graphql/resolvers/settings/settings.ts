import { and, eq, isNull, max } from 'drizzle-orm';
import type { GraphQLContext } from '../../context';
import { globalAttributes, products } from '../../../db/schema';
import { priceFormat } from '../../../services/catalog/prices';
import packageJson from '../../../../package.json' with { type: 'json' };

/**
 * WordPress's general settings as WPGraphQL exposes them to visitors. The admin e-mail is null: WPGraphQL
 * shows it only to users who may manage options, and the shop has no such users on this API.
 */
function generalSettings(ctx: GraphQLContext) {
  return {
    title: ctx.config.siteName,
    description: ctx.config.siteDescription,
    url: ctx.config.publicUrl,
    email: null,
    language: 'en_US',
    timezone: 'UTC',
    dateFormat: 'F j, Y',
    timeFormat: 'g:i a',
    startOfWeek: 1,
  };
}

/** The woonuxt-settings plugin's defaults (WooNuxt's purple, 24 products a page, no logo). */
const WOONUXT_DEFAULTS = { primaryColor: '#7F54B2', productsPerPage: 24 };

async function highestPrice(ctx: GraphQLContext): Promise<number> {
  const [row] = await ctx.db
    .select({ value: max(products.maxPrice) })
    .from(products)
    .where(and(isNull(products.parentId), eq(products.status, 'publish')));
  return Math.ceil(Number(row?.value ?? 0));
}

export const settingsResolvers = {
  RootQuery: {
    generalSettings: (_: unknown, __: unknown, ctx: GraphQLContext) => generalSettings(ctx),

    allSettings(_: unknown, __: unknown, ctx: GraphQLContext) {
      const general = generalSettings(ctx);
      return {
        generalSettingsTitle: general.title,
        generalSettingsDescription: general.description,
        generalSettingsUrl: general.url,
        generalSettingsEmail: general.email,
        generalSettingsLanguage: general.language,
        generalSettingsTimezone: general.timezone,
      };
    },

    /** What the woonuxt-settings plugin answers (WooNuxt reads it when it builds). */
    async woonuxtSettings(_: unknown, __: unknown, ctx: GraphQLContext) {
      const attributes = await ctx.db.select().from(globalAttributes).orderBy(globalAttributes.name);
      const stripeEnabled = ctx.config.stripe.secretKey ? 'yes' : 'no';
      return {
        primary_color: WOONUXT_DEFAULTS.primaryColor,
        logo: null,
        maxPrice: await highestPrice(ctx),
        productsPerPage: WOONUXT_DEFAULTS.productsPerPage,
        frontEndUrl: ctx.config.publicUrl,
        domain: new URL(ctx.config.publicUrl).hostname,
        global_attributes: attributes.map((attribute) => ({
          label: attribute.name,
          slug: attribute.taxonomy,
          showCount: false,
          hideEmpty: false,
          openByDefault: false,
        })),
        publicIntrospectionEnabled: 'on',
        // The publishable key belongs to the storefront's build (VITE_STRIPE_PUBLISHABLE_KEY), not to the server.
        stripeSettings: {
          enabled: stripeEnabled,
          testmode: ctx.config.stripe.secretKey?.startsWith('sk_live_') ? 'no' : 'yes',
          test_publishable_key: null,
          publishable_key: null,
          active_publishable_key: null,
          account_id: null,
          apple_pay_merchant_identifier: null,
        },
        paypalSettings: { enabled: 'no', sandbox: 'no', email: null },
        currencyCode: ctx.config.currency,
        currencySymbol: priceFormat(ctx.config.currency, ctx.config.priceLocale).symbol,
        wooCommerceSettingsVersion: packageJson.version,
        wooNuxtSEO: [],
      };
    },
  },
};
