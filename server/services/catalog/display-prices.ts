import type { ServerConfig } from '../../config';
import type { Database } from '../../db/client';
import type { TaxStatus } from '../../db/schema/catalog';
import { toCents } from '../pricing/money';
import { taxesOn, taxRatesFor, type TaxRate } from '../tax/rates';

/**
 * WooCommerce's "Display prices in the shop" (wc_get_price_to_display): catalogue prices are entered
 * without tax; when the shop shows them including tax, each price gets the tax of the product's tax class
 * at the shopper's location (their address, else the store's country), rounded per rate to the cent
 * exactly as a cart line of one item is taxed, so product page, card and cart line show the same amount.
 */
export interface ShopPriceDisplay {
  includeTax: boolean;
  /** The rates that apply where the shopper is. */
  rates: TaxRate[];
}

/** What decides a product's tax: its own status and class, a variation's "parent" class resolved. */
export interface TaxedProduct {
  taxStatus: TaxStatus;
  taxClass: string;
}

/** The tax status and class a product (or a variation of `parent`) is charged with, as the cart does. */
export function productTax(own: TaxedProduct, parent: TaxedProduct | null = null): { taxable: boolean; taxClass: string } {
  return {
    taxable: own.taxStatus === 'taxable' && parent?.taxStatus !== 'none',
    taxClass: own.taxClass === 'parent' ? (parent?.taxClass ?? '') : own.taxClass,
  };
}

/** The rates charged on a product of this tax status and class; none for a product that is not taxable. */
export function ratesForProduct(display: ShopPriceDisplay, tax: { taxable: boolean; taxClass: string }): TaxRate[] {
  return tax.taxable ? display.rates.filter((rate) => rate.taxClass === tax.taxClass) : [];
}

/** A stored price (a catalogue decimal) as the shop shows it, as a decimal number; null stays null. */
export function displayPrice(value: string | number | null, display: ShopPriceDisplay, tax: { taxable: boolean; taxClass: string }): number | null {
  const cents = toCents(value);
  if (cents === null) return null;
  if (!display.includeTax) return cents / 100;
  let taxTotal = 0;
  for (const perRate of taxesOn(cents, ratesForProduct(display, tax)).values()) taxTotal += perRate;
  return (cents + taxTotal) / 100;
}

/** The display setting and the rates at the shopper's destination (see cart/view destinationOf). */
export async function shopPriceDisplay(
  db: Pick<Database, 'select'>,
  config: Pick<ServerConfig, 'taxDisplayShop'>,
  destination: { country: string; state: string },
): Promise<ShopPriceDisplay> {
  return { includeTax: config.taxDisplayShop === 'incl', rates: await taxRatesFor(db, destination.country, destination.state) };
}

/**
 * The price filter speaks shown prices (a shopper picks "up to €65.45" after seeing €65.45) while the lookup
 * table holds stored ones. Like WooCommerce's price filter (WC_Query, WC_Widget_Price_Filter) the standard
 * class's rates convert both ways, so for a product of another class (reduced rate) a bound is off by the
 * difference of the rates; sorting by price uses the stored prices, as WooCommerce's lookup table does, which
 * orders products of one tax class exactly as their shown prices.
 */
function standardPercent(display: ShopPriceDisplay): number {
  return display.includeTax ? ratesForProduct(display, { taxable: true, taxClass: '' }).reduce((sum, rate) => sum + rate.percent, 0) : 0;
}

/** A shown price bound as a stored one; shown prices are rounded to the cent, so one shown at the bound is inside. */
export function storedPriceBound(shown: number, display: ShopPriceDisplay, end: 'min' | 'max'): number {
  const percent = standardPercent(display);
  if (percent === 0) return shown;
  return (shown + (end === 'min' ? -0.005 : 0.005)) / (1 + percent / 100);
}

/** A stored price (the filter's range) as the shop shows a product of the standard class at that price. */
export function shownStandardPrice(stored: number | null, display: ShopPriceDisplay): number | null {
  return displayPrice(stored, display, { taxable: true, taxClass: '' });
}
