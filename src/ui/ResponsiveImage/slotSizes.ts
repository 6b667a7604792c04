/**
 * `sizes` values that give an image's real width in the page's grids, so a phone takes the variant
 * it shows, not one twice as wide: a half-width card on a 412 px phone is 182 px, not "50vw" (206),
 * which at 1.75x is the difference between the 320 and the 640 variant.
 *
 * The page's content box is `main`'s: 16 px of padding each side, 1,280 px at most
 * (`RootLayout.css.ts`). `sizes` cannot read CSS variables, so the lengths are numbers here; the
 * e2e image test checks them against the rendered layout at phone, tablet and desktop widths.
 */
const PAGE_PADDING = 2 * 16;
const MAX_PAGE_WIDTH = 1280;

/** From this viewport width up, `columns` columns `gap` px apart (the grid's media query). */
export interface GridStep {
  minWidth: number;
  columns: number;
  gap: number;
}

/** One column of a grid spanning the content box, at each of its steps (smallest viewport first). */
export function gridSlotSizes(steps: readonly GridStep[]): string {
  if (!steps.some((step) => step.minWidth === 0)) throw new Error('gridSlotSizes needs a step with minWidth 0, for the smallest screens');
  const widestFirst = [...steps].sort((a, b) => b.minWidth - a.minWidth);
  const widest = widestFirst[0]!;
  const column = ({ columns, gap }: GridStep) => `calc((100vw - ${PAGE_PADDING + gap * (columns - 1)}px) / ${columns})`;
  const capped = `(min-width: ${MAX_PAGE_WIDTH}px) ${(MAX_PAGE_WIDTH - PAGE_PADDING - widest.gap * (widest.columns - 1)) / widest.columns}px`;
  const stepped = widestFirst.map((step) => (step.minWidth > 0 ? `(min-width: ${step.minWidth}px) ${column(step)}` : column(step)));
  return [capped, ...stepped].join(', ');
}
