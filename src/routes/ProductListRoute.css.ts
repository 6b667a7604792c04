import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const title = style({ fontSize: '2rem', margin: `0 0 ${vars.space.lg}` });
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.lg]: { gridTemplateColumns: '260px minmax(0, 1fr)', alignItems: 'start' } },
});
export const sidebar = style({
  '@media': { [media.lg]: { position: 'sticky', top: `calc(${vars.size.headerHeight} + ${vars.space.md})` } },
});
export const filtersToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  font: 'inherit',
  cursor: 'pointer',
  '@media': { [media.lg]: { display: 'none' } },
});
export const filtersPanel = style({
  marginTop: vars.space.md,
  selectors: { '&[data-open="false"]': { display: 'none' } },
  '@media': { [media.lg]: { display: 'block !important', marginTop: 0 } },
});
/** Below the filters on a phone, in view while they scroll: how many products they leave, and the way back to them. */
export const showResults = style({
  position: 'sticky',
  bottom: 0,
  padding: `${vars.space.sm} 0`,
  background: vars.color.background,
  '@media': { [media.lg]: { display: 'none' } },
});
export const showResultsButton = style({
  width: '100%',
  minHeight: 44,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
