/**
 * Where a product list lives: `/products` or `/product-category/{slug}`, each with `/page/{n}`.
 * Filter, sort and search are query parameters, so every view of a list has its own address.
 */
const LIST_PATH = /^(\/products|\/product-category\/[^/]+)(?:\/page\/(\d+))?\/?$/;

export function isProductListPath(pathname: string): boolean {
  return LIST_PATH.test(pathname);
}

/** The list's path without its page part, e.g. `/product-category/hoodies`. */
export function listBasePath(pathname: string): string {
  return LIST_PATH.exec(pathname)?.[1] ?? '/products';
}

/** Path of page `page` of the list at `basePath`; page 1 has no page part. */
export function pagePath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}/page/${page}`;
}

/** The page number in a `/page/{n}` route parameter: a whole number from 1, else null. */
export function parsePageNumber(value: string | undefined): number | null {
  if (value === undefined) return 1;
  if (!/^\d{1,9}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}
