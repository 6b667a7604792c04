/**
 * Prices arrive as RAW strings (`price(format: RAW)`): "12.5" for one price, "10, 12, 15" for a
 * variable product's sorted variation prices. Formatting is the locale's job (Intl), not the server's.
 */
export function parseRawPrices(raw: string | null | undefined): number[] {
  if (!raw) return [];
  return raw
    .split(/\s*(?:,|\s-\s)\s*/)
    .map((part) => Number(part.trim()))
    .filter((value) => Number.isFinite(value) && value >= 0);
}

/** Lowest and highest of the prices, or null when there is no price. */
export function priceRange(raw: string | null | undefined): { min: number; max: number } | null {
  const prices = parseRawPrices(raw);
  if (prices.length === 0) return null;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/**
 * The discount in whole percent of the current price against the regular one (20 for 100 → 80).
 * Null unless the current price really is lower, so a badge never shows a wrong or zero discount.
 */
export function discountPercent(regularRaw: string | null | undefined, currentRaw: string | null | undefined): number | null {
  const regular = priceRange(regularRaw);
  const current = priceRange(currentRaw);
  if (!regular || !current || regular.min <= 0 || current.min >= regular.min) return null;
  const percent = Math.round((1 - current.min / regular.min) * 100);
  return percent >= 1 ? percent : null;
}
