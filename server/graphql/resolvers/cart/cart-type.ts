import { shopText } from '../../../services/i18n/woocommerce-defaults';
import type { GraphQLContext } from '../../context';
import { variationAttributes } from '../catalog/products';
import { toGlobalId } from '../../global-id';
import { connectionFromList, type SliceArgs } from '../../../services/catalog/presenters';
import { money, type PriceFormat } from '../../../services/pricing/money';
import type { CartLineView, CartView } from '../../../services/cart/view';
import type { TaxedShippingRate } from '../../../services/pricing/totals';
import type { ProductRow } from '../../../services/cart/products';

type FormatArgs = { format?: PriceFormat | null };

const PRODUCT_TYPENAMES: Record<string, string> = {
  simple: 'SimpleProduct',
  variable: 'VariableProduct',
  external: 'ExternalProduct',
  grouped: 'GroupProduct',
  variation: 'SimpleProductVariation',
};

/** A catalogue row as a `Product`/`ProductVariation` node for the catalogue's resolvers. */
export function productNode(row: ProductRow) {
  return { ...row, __typename: PRODUCT_TYPENAMES[row.type] ?? 'SimpleProduct' };
}

/** A cart line as a `CartItem` (WooGraphQL's only concrete type is SimpleCartItem). */
export function cartItemNode(line: CartLineView) {
  return { ...line, __typename: 'SimpleCartItem' };
}

/** "Product ×2, Other ×1": WooCommerce's package description. */
export function packageDetails(cart: CartView): string {
  return cart.lines
    .filter((line) => line.needsShipping)
    .map((line) => `${(line.item.variation ?? line.item.product).name} &times;${line.row.quantity}`)
    .join(', ');
}

export const cartTypeResolvers = {
  Cart: {
    appliedCoupons: (cart: CartView) =>
      cart.coupons.length === 0
        ? null
        : cart.coupons.map((applied) => ({ code: applied.coupon.code, description: applied.coupon.description, ...applied })),
    availableShippingMethods: (cart: CartView) =>
      cart.packages.map((pack) => ({ packageDetails: packageDetails(cart), rates: pack.rates, supportsShippingCalculator: true, cart })),
    chosenShippingMethods: (cart: CartView) => cart.chosenShippingMethods,
    contents(cart: CartView, args: SliceArgs & { where?: { needsShipping?: boolean | null } | null }, ctx: GraphQLContext) {
      const wanted = args.where?.needsShipping;
      const lines = wanted === undefined || wanted === null ? cart.lines : cart.lines.filter((line) => line.needsShipping === wanted);
      return {
        ...connectionFromList(lines.map(cartItemNode), args, ctx.config.maxPageSize, (line) => line.row.key),
        itemCount: lines.reduce((sum, line) => sum + line.row.quantity, 0),
        productCount: lines.length,
      };
    },
    contentsTax: (cart: CartView, { format }: FormatArgs, ctx: GraphQLContext) => money(cart.totals.contentsTax, format, ctx.config),
    contentsTotal: (cart: CartView, { format }: FormatArgs, ctx: GraphQLContext) => money(cart.totals.contentsTotal, format, ctx.config),
    discountTax: (cart: CartView, { format }: FormatArgs, ctx: GraphQLContext) => money(cart.totals.discountTax, format, ctx.config),
    discountTotal: (cart: CartView, { format }: FormatArgs, ctx: GraphQLContext) => money(cart.totals.discountTotal, format, ctx.config),
    displayPricesIncludeTax: (_: CartView, __: unknown, ctx: GraphQLContext) => ctx.config.taxDisplayCart === 'incl',
    feeTax: () => null,
    feeTotal: () => null,
    fees: () => null,
    isEmpty: (cart: CartView) => cart.lines.length === 0,
    needsShippingAddress: (cart: CartView) => cart.needsShipping,
    shippingTax: (cart: CartView, { format }: FormatArgs, ctx: GraphQLContext) => money(cart.totals.shippingTax, format, ctx.config),
    shippingTotal: (cart: CartView, { format }: FormatArgs, ctx: GraphQLContext) => money(cart.totals.shippingTotal, format, ctx.config),
    subtotal: (cart: CartView, { format }: FormatArgs, ctx: GraphQLContext) => money(cart.totals.subtotal, format, ctx.config),
    subtotalTax: (cart: CartView, { format }: FormatArgs, ctx: GraphQLContext) => money(cart.totals.subtotalTax, format, ctx.config),
    total: (cart: CartView, { format }: FormatArgs, ctx: GraphQLContext) => money(cart.totals.total, format, ctx.config),
    totalTax: (cart: CartView, { format }: FormatArgs, ctx: GraphQLContext) => money(cart.totals.totalTax, format, ctx.config),
    taxLines: (cart: CartView, _: unknown, ctx: GraphQLContext) =>
      cart.totals.taxLines.map((line) => ({
        name: line.rate.label,
        rate: line.rate.rateText,
        price: money(line.tax + line.shippingTax, 'FORMATTED', ctx.config),
      })),
    totalTaxes: (cart: CartView) =>
      cart.totals.taxLines.map((line) => ({ id: String(line.rate.id), label: line.rate.label, isCompound: false, cents: line.tax + line.shippingTax })),
  },
  CartTax: {
    amount: (tax: { cents: number }, { format }: FormatArgs, ctx: GraphQLContext) => money(tax.cents, format, ctx.config),
  },
  AppliedCoupon: {
    discountAmount: (applied: { discount: number }, { format }: FormatArgs, ctx: GraphQLContext) => money(applied.discount, format, ctx.config),
    discountTax: (applied: { discountTax: number }, { format }: FormatArgs, ctx: GraphQLContext) => money(applied.discountTax, format, ctx.config),
  },
  // As WooGraphQL: `cost` is what the rate adds to the cart as the cart displays prices (with its tax
  // when they include tax), `subtotal` the cost before tax, `taxTotal` its tax.
  ShippingRate: {
    label: (rate: { label: string }, _: unknown, ctx: GraphQLContext) => shopText(rate.label, ctx.language.locale),
    cost: (rate: TaxedShippingRate, { format }: FormatArgs, ctx: GraphQLContext) =>
      money(rate.cost + (ctx.config.taxDisplayCart === 'incl' ? rate.tax : 0), format, ctx.config),
    subtotal: (rate: TaxedShippingRate, { format }: FormatArgs, ctx: GraphQLContext) => money(rate.cost, format, ctx.config),
    taxTotal: (rate: TaxedShippingRate, { format }: FormatArgs, ctx: GraphQLContext) => money(rate.tax, format, ctx.config),
  },
  SimpleCartItem: {
    id: (line: CartLineView) => toGlobalId('cart_item', line.row.key),
    key: (line: CartLineView) => line.row.key,
    quantity: (line: CartLineView) => line.row.quantity,
    extraData: () => [],
    product: (line: CartLineView) => ({
      cursor: null,
      node: productNode(line.item.product),
      simpleVariations: line.row.attributes.map((attribute) => ({
        id: toGlobalId('SimpleAttribute', `${line.row.key}:${attribute.attributeName}`),
        name: attribute.attributeName,
        value: attribute.attributeValue,
      })),
    }),
    // The shopper's choices (also for attributes the variation accepts with "any" value), labelled as
    // the product page labels them (WooGraphQL: wc_attribute_label, e.g. "Size" for pa_size).
    variation: async (line: CartLineView, _: unknown, ctx: GraphQLContext) => {
      const variation = line.item.variation;
      if (!variation) return null;
      const chosen = line.row.attributes.map((attribute) => ({ name: attribute.attributeName, value: attribute.attributeValue }));
      return { cursor: null, node: productNode(variation), attributes: await variationAttributes(ctx, variation.id, chosen, '||', variation.parentId!) };
    },
    subtotal: (line: CartLineView, { format }: FormatArgs, ctx: GraphQLContext) => money(line.totals.subtotal, format, ctx.config),
    subtotalTax: (line: CartLineView, { format }: FormatArgs, ctx: GraphQLContext) => money(line.totals.subtotalTax, format, ctx.config),
    tax: (line: CartLineView, { format }: FormatArgs, ctx: GraphQLContext) => money(line.totals.tax, format, ctx.config),
    // WooGraphQL: line_total + line_tax.
    total: (line: CartLineView, { format }: FormatArgs, ctx: GraphQLContext) => money(line.totals.total + line.totals.tax, format, ctx.config),
  },
};
