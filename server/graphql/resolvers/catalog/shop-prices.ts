import { productTax, displayPrice, shopPriceDisplay, type ShopPriceDisplay, type TaxedProduct } from '../../../services/catalog/display-prices';
import { catalogLoaders } from '../../../services/catalog/loaders';
import type { ProductRow } from '../../../services/catalog/product-list';
import { destinationOf } from '../../../services/cart/view';
import { findCustomerById } from '../../../services/customers/accounts';
import type { GraphQLContext } from '../../context';
import { shopperFor } from '../cart/load';

/** Stored tax class slugs as WooGraphQL's TaxClassEnum. */
export const TAX_CLASS: Record<string, string> = { '': 'STANDARD', 'reduced-rate': 'REDUCED_RATE', 'zero-rate': 'ZERO_RATE', parent: 'INHERIT_CART' };

const perRequest = new WeakMap<GraphQLContext, Promise<ShopPriceDisplay>>();
/** The same, once known: a page's prices are then worked out without a promise each. */
const knownPerRequest = new WeakMap<GraphQLContext, ShopPriceDisplay>();

/**
 * Where the shopper is, as the cart sees it, without starting or saving a session: catalogue requests of a
 * visitor without a session get the store's country and no session token, and a signed-in customer's
 * addresses are read from the account.
 */
async function shopperLocation(ctx: GraphQLContext) {
  if (ctx.viewer) {
    const customer = await findCustomerById(ctx.db, ctx.viewer.customerId);
    if (customer) return destinationOf({ customerId: customer.id, email: customer.email, billing: customer.billing, shipping: customer.shipping }, ctx.config);
  } else if (await ctx.session.hasValidToken()) {
    return destinationOf(await shopperFor(ctx), ctx.config);
  }
  return destinationOf({ customerId: null, email: null, billing: {}, shipping: {} }, ctx.config);
}

/** The shop's price display for this request's shopper (their address, else the store's country), computed once. */
export function shopPriceDisplayFor(ctx: GraphQLContext): Promise<ShopPriceDisplay> {
  let display = perRequest.get(ctx);
  if (!display) {
    display = shopperLocation(ctx)
      .then((destination) => shopPriceDisplay(ctx.db, ctx.config, destination))
      .then((known) => {
        knownPerRequest.set(ctx, known);
        return known;
      });
    perRequest.set(ctx, display);
  }
  return display;
}

/** This request's price display if it has been worked out already (see shopPriceDisplayFor). */
export function knownShopPriceDisplay(ctx: GraphQLContext): ShopPriceDisplay | undefined {
  return knownPerRequest.get(ctx);
}

/** The tax a product row is charged with; a variation's status and "parent" class come from its product. */
export async function taxOfRow(row: ProductRow, ctx: GraphQLContext, parent?: TaxedProduct | null) {
  if (row.type !== 'variation' || row.parentId === null) return productTax(row);
  return productTax(row, parent ?? (await catalogLoaders(ctx).product.load(row.parentId)));
}

/** Turns stored prices into shown ones for this request: `shown(value, tax)`. */
export async function shownPrices(ctx: GraphQLContext) {
  const display = await shopPriceDisplayFor(ctx);
  return (value: string | number | null, tax: { taxable: boolean; taxClass: string }) => displayPrice(value, display, tax);
}

/** Percent per tax class where the shopper is; rates of different priorities for one class add up. */
function ratesByClass(display: ShopPriceDisplay) {
  const byClass = new Map<string, number>();
  for (const rate of display.rates) byClass.set(rate.taxClass, (byClass.get(rate.taxClass) ?? 0) + rate.percent);
  return [...byClass]
    .filter(([taxClass]) => TAX_CLASS[taxClass] !== undefined)
    .map(([taxClass, rate]) => ({ taxClass: TAX_CLASS[taxClass]!, rate }));
}

export const shopPriceResolvers = {
  RootQuery: {
    shopPriceDisplay: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
      const display = await shopPriceDisplayFor(ctx);
      return { pricesIncludeTax: display.includeTax, taxRates: ratesByClass(display) };
    },
  },
};
