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

/** The thumbs for a chosen range: in order and within the bounds, whatever the URL says. */
export function priceSliderValue(chosen: readonly string[] | undefined, low: number, high: number): [number, number] {
  const clamp = (price: number) => Math.min(high, Math.max(low, price));
  const [from, to] = (chosen ?? []).map(Number).map((price) => (Number.isFinite(price) ? clamp(price) : null));
  const start = from ?? low;
  const end = to ?? high;
  return start <= end ? [start, end] : [end, start];
}
