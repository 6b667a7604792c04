/**
 * WooCommerce's price strings (WooGraphQL wc_graphql_price / wc_graphql_price_range): the store's
 * currency symbol placed left, right, left_space or right_space, number_format() with the store's
 * separators and decimals, and a literal "&nbsp;" entity for the *_space positions. The position and
 * separators are those of the configured locale (en-US + EUR: "€1,234.50"; de-DE + EUR: "1.234,50&nbsp;€").
 */

export interface PriceFormat {
  symbol: string;
  position: 'left' | 'right' | 'left_space' | 'right_space';
  decimalSeparator: string;
  thousandSeparator: string;
  decimals: number;
}

const formats = new Map<string, PriceFormat>();

export function priceFormat(currency: string, locale: string): PriceFormat {
  const key = `${currency}|${locale}`;
  const cached = formats.get(key);
  if (cached) return cached;
  const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const parts = formatter.formatToParts(1234567.5);
  const types = parts.map((part) => part.type);
  const currencyAt = types.indexOf('currency');
  const firstNumber = types.findIndex((type) => type === 'integer');
  const left = currencyAt < firstNumber;
  const between = left ? parts.slice(currencyAt + 1, firstNumber) : parts.slice(types.lastIndexOf('fraction') + 1, currencyAt);
  const spaced = between.some((part) => part.type === 'literal' && /\s/.test(part.value));
  const format: PriceFormat = {
    symbol: parts[currencyAt]?.value ?? currency,
    position: left ? (spaced ? 'left_space' : 'left') : spaced ? 'right_space' : 'right',
    decimalSeparator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    // Intl uses narrow no-break spaces in some locales; WooCommerce settings hold a plain character.
    thousandSeparator: (parts.find((part) => part.type === 'group')?.value ?? '').replace(/[\u00a0\u202f]/g, ' '),
    decimals: formatter.resolvedOptions().maximumFractionDigits ?? 2,
  };
  formats.set(key, format);
  return format;
}

/** PHP number_format(): rounds half away from zero, then groups thousands. */
function numberFormat(value: number, decimals: number, decimalSeparator: string, thousandSeparator: string): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(Math.abs(value) * factor + Number.EPSILON * factor) / factor;
  const [integer, fraction] = rounded.toFixed(decimals).split('.');
  const grouped = integer!.replace(/\B(?=(\d{3})+(?!\d))/g, thousandSeparator);
  return fraction ? `${grouped}${decimalSeparator}${fraction}` : grouped;
}

export function formatPrice(value: number | string, format: PriceFormat): string {
  const amount = Number(value);
  const number = numberFormat(amount, format.decimals, format.decimalSeparator, format.thousandSeparator);
  const sign = amount < 0 && Number(number.replace(/\D/g, '')) !== 0 ? '-' : '';
  switch (format.position) {
    case 'left':
      return `${sign}${format.symbol}${number}`;
    case 'left_space':
      return `${sign}${format.symbol}&nbsp;${number}`;
    case 'right':
      return `${sign}${number}${format.symbol}`;
    default:
      return `${sign}${number}&nbsp;${format.symbol}`;
  }
}

/** wc_graphql_price_range(): one price when both ends agree, else "from - to". */
export function formatPriceRange(from: number | string, to: number | string, format: PriceFormat): string {
  if (Number(from) === Number(to)) return formatPrice(from, format);
  return `${formatPrice(from, format)} - ${formatPrice(to, format)}`;
}

/** The stored value as WooCommerce keeps it in meta: "12", "12.5" (no padding); null when empty. */
export function rawPrice(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  return String(Number(value));
}
