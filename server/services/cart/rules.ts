import { sellable, stockFacts, type CartProduct } from './products';

/** WooCommerce's add-to-cart and cart-check notices (HTML entities kept, as WooGraphQL returns them). */
export const NOT_PURCHASABLE = 'Sorry, this product cannot be purchased.';
export const PRODUCT_NOT_FOUND = 'No product found matching the ID provided';
export const ADD_FAILED = 'Failed to add cart item. Please check input.';

export function displayName(item: CartProduct): string {
  return sellable(item).name;
}

export function outOfStock(item: CartProduct): string {
  return `You cannot add &quot;${displayName(item)}&quot; to the cart because the product is out of stock.`;
}

export function notEnoughStock(item: CartProduct, remaining: number): string {
  return `You cannot add that amount of &quot;${displayName(item)}&quot; to the cart because there is not enough stock (${remaining} remaining).`;
}

export function alreadyHaveStock(stock: number, inCart: number): string {
  return `You cannot add that amount to the cart &mdash; we have ${stock} in stock and you already have ${inCart} in your cart.`;
}

export function soldIndividually(item: CartProduct): string {
  return `You cannot add another &quot;${displayName(item)}&quot; to your cart.`;
}

export function chooseOptions(productName: string, url: string): string {
  return `Please choose product options by visiting <a href="${url}" title="${productName}">${productName}</a>.`;
}

/** Checkout's stock notice (WC_Cart::check_cart_item_stock). */
export function checkoutNotEnoughStock(item: CartProduct, available: number): string {
  return `Sorry, we do not have enough &quot;${displayName(item)}&quot; in stock to fulfill your order (${available} available). We apologize for any inconvenience caused.`;
}

/** Can the item be bought at all (published, priced, a buyable type)? */
export function isPurchasable(item: CartProduct): boolean {
  const own = sellable(item);
  if (item.product.status !== 'publish' || own.status !== 'publish') return false;
  if (!['simple', 'variation'].includes(own.type)) return false;
  return item.price !== null;
}

/**
 * WC_Cart::add_to_cart()'s stock rules for wanting `wanted` units in total while `inCart` are
 * already there. Null when allowed.
 */
export function stockProblem(item: CartProduct, wanted: number, inCart: number): string | null {
  const stock = stockFacts(item);
  if (!stock.inStock) return outOfStock(item);
  if (stock.quantity === null || stock.backordersAllowed || wanted <= stock.quantity) return null;
  return inCart > 0 ? alreadyHaveStock(stock.quantity, inCart) : notEnoughStock(item, Math.max(stock.quantity, 0));
}
