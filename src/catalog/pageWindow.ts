export type PageItem = number | 'gap';

/**
 * The page links to show for `current` of `total` pages: the first and last pages, a window around
 * the current one, and gaps between, so the control stays small at any number of pages
 * (1 … 49 50 51 … 5000).
 */
export function pageWindow(current: number, total: number, radius = 1): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const pages = new Set<number>([1, total]);
  for (let page = current - radius; page <= current + radius; page += 1) if (page >= 1 && page <= total) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
