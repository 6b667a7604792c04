/** Sort keys of the product list (spec §9) and the API's order-by field for each. */
export const SORT_KEYS = ['date', 'price', 'rating', 'discount', 'alphabetically'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'ASC' | 'DESC';

export const DEFAULT_SORT: SortKey = 'date';
export const DEFAULT_ORDER: SortOrder = 'DESC';

/** The direction a sort key starts in when chosen: newest, cheapest, best rated, biggest saving, A to Z. */
export const NATURAL_ORDER: Record<SortKey, SortOrder> = {
  date: 'DESC',
  price: 'ASC',
  rating: 'DESC',
  discount: 'DESC',
  alphabetically: 'ASC',
};

/** DISCOUNT is Vitrine's extension; the others are WooGraphQL's ProductsOrderByEnum values. */
export const ORDER_BY_FIELD: Record<SortKey, string> = {
  date: 'DATE',
  price: 'PRICE',
  rating: 'RATING',
  discount: 'DISCOUNT',
  alphabetically: 'NAME',
};

export function parseSortKey(value: string | null): SortKey {
  return (SORT_KEYS as readonly string[]).includes(value ?? '') ? (value as SortKey) : DEFAULT_SORT;
}

export function parseSortOrder(value: string | null): SortOrder {
  const upper = value?.toUpperCase();
  return upper === 'ASC' || upper === 'DESC' ? upper : DEFAULT_ORDER;
}
