/**
 * Product filters as the `filter` query parameter (spec §5): `name[val1,val2]` items joined by
 * commas, e.g. `pa_color[blue,green],price[10,50],sale[true]`.
 */
export type Filters = Readonly<Record<string, readonly string[]>>;

const ITEM = /([a-z0-9_-]+)\[([^\]]*)\]/gi;

export function parseFilters(param: string | null | undefined): Filters {
  const filters: Record<string, string[]> = {};
  for (const [, name, list] of (param ?? '').matchAll(ITEM)) {
    const values = list!.split(',').map((value) => value.trim()).filter(Boolean);
    if (values.length > 0) filters[name!.toLowerCase()] = values;
  }
  return filters;
}

export function serializeFilters(filters: Filters): string {
  return Object.entries(filters)
    .filter(([, values]) => values.length > 0)
    .map(([name, values]) => `${name}[${values.join(',')}]`)
    .join(',');
}

/** The filters with `name` set to `values` (removed when empty). */
export function withFilter(filters: Filters, name: string, values: readonly string[]): Filters {
  const { [name]: _removed, ...rest } = filters;
  return values.length > 0 ? { ...rest, [name]: values } : rest;
}

/** Global attribute filters are named after their taxonomy: `pa_color`, `pa_size`... */
export function isAttributeFilter(name: string): boolean {
  return name.startsWith('pa_');
}

/** A price bound the shopper left at the end of the range: no bound at all (`price[10,*]`). */
export const OPEN_PRICE_BOUND = '*';

/** The chosen price range as numbers; a bound left open (or unreadable) is undefined. */
export function priceBounds(chosen: readonly string[] | undefined): { min: number | undefined; max: number | undefined } {
  const read = (value: string | undefined) => {
    const price = value === undefined || value === OPEN_PRICE_BOUND ? Number.NaN : Number(value);
    return Number.isFinite(price) ? price : undefined;
  };
  const min = read(chosen?.[0]);
  const max = read(chosen?.[1]);
  // Bounds written the wrong way round (an edited address) mean the range between them, as the slider shows it.
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min };
  return { min, max };
}

/**
 * The filter value for a slider moved to [from, to] within [low, high]: a thumb left at its end adds no
 * bound, so products priced beyond the range shown (prices with tax, new products) are not cut off.
 */
export function priceFilterValue(from: number, to: number, low: number, high: number): string[] {
  if (from <= low && to >= high) return [];
  return [from <= low ? OPEN_PRICE_BOUND : String(from), to >= high ? OPEN_PRICE_BOUND : String(to)];
}

/** The thumbs for a chosen range: in order and within the bounds, whatever the URL says. */
export function priceSliderValue(chosen: readonly string[] | undefined, low: number, high: number): [number, number] {
  const clamp = (price: number) => Math.min(high, Math.max(low, price));
  const bounds = priceBounds(chosen);
  const [from, to] = [bounds.min, bounds.max].map((price) => (price === undefined ? null : clamp(price)));
  const start = from ?? low;
  const end = to ?? high;
  return start <= end ? [start, end] : [end, start];
}
