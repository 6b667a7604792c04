/**
 * The ISO 4217 code behind a price as WooCommerce formats it ("$18.00", "12,00&nbsp;€", "CHF 5.00"):
 * the symbol is what is left once the number is taken away, and the code is the one currency whose
 * English symbol that is. An ambiguous symbol ("kr": DKK, NOK, SEK…) tells nothing: null.
 */
export function currencyFromFormattedPrice(formatted: string): string | null {
  const symbol = formatted
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&#36;/g, '$')
    .replace(/[\d.,'\s\u00a0\u202f-]+/g, ' ')
    .trim()
    .split(' ')[0];
  if (!symbol) return null;
  if (/^[A-Z]{3}$/.test(symbol) && symbolsByCode().has(symbol)) return symbol;
  const matches = codesBySymbol().get(symbol) ?? [];
  return matches.length === 1 ? matches[0]! : null;
}

let bySymbol: Map<string, string[]> | null = null;
let codes: Map<string, string> | null = null;

function symbolOf(code: string, display: 'symbol' | 'narrowSymbol'): string {
  const part = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay: display }).formatToParts(1).find((p) => p.type === 'currency');
  return part?.value ?? code;
}

function symbolsByCode(): Map<string, string> {
  codes ??= new Map(Intl.supportedValuesOf('currency').map((code) => [code, symbolOf(code, 'symbol')]));
  return codes;
}

/** Symbols to codes: a currency's own symbol first ("$" is USD's, "CA$" Canada's); a narrow one only when no code claims it. */
function codesBySymbol(): Map<string, string[]> {
  if (bySymbol) return bySymbol;
  const map = new Map<string, string[]>();
  for (const [code, symbol] of symbolsByCode()) if (symbol !== code) map.set(symbol, [...(map.get(symbol) ?? []), code]);
  const narrow = new Map<string, string[]>();
  for (const code of symbolsByCode().keys()) {
    const symbol = symbolOf(code, 'narrowSymbol');
    if (symbol !== code && !map.has(symbol)) narrow.set(symbol, [...(narrow.get(symbol) ?? []), code]);
  }
  for (const [symbol, list] of narrow) map.set(symbol, list);
  bySymbol = map;
  return map;
}
