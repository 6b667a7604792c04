import type { ServerConfig } from '../../config';
import { formatPrice, priceFormat } from '../catalog/prices';

/**
 * Money is handled in integer cents (hundredths of the store currency) everywhere in the commerce
 * code; decimals only appear at the edges (catalogue numeric columns in, GraphQL strings out).
 */

export type PriceFormat = 'FORMATTED' | 'RAW';

/** A catalogue decimal ("12.5000", "12.5", null) in cents, rounded half away from zero. */
export function toCents(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return null;
  return Math.sign(number) * Math.round(Math.abs(number) * 100 + 1e-7);
}

/** RAW as WooGraphQL renders cart and order amounts: "24.2", "0", "-5". */
export function rawAmount(cents: number): string {
  return String(cents / 100);
}

/** The store's price string ("€1,234.50"), with the catalogue's formatting rules. */
export function formattedAmount(cents: number, config: Pick<ServerConfig, 'currency' | 'priceLocale'>): string {
  return formatPrice(cents / 100, priceFormat(config.currency, config.priceLocale));
}

/** A money field's value for `format: RAW | FORMATTED` (FORMATTED is the default). */
export function money(cents: number, format: PriceFormat | null | undefined, config: Pick<ServerConfig, 'currency' | 'priceLocale'>): string {
  return format === 'RAW' ? rawAmount(cents) : formattedAmount(cents, config);
}
