import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

// Over the bottom of the page, clear of the header and of the cart drawer's side.
export const region = style({
  position: 'fixed',
  insetInline: vars.space.sm,
  bottom: vars.space.sm,
  zIndex: 40,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  '@media': { [media.sm]: { insetInline: 'auto', right: vars.space.lg, bottom: vars.space.lg } },
});
export const notice = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  maxWidth: 480,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.success}`,
  boxShadow: vars.shadow.lg,
});
export const text = style({ flex: '1 1 200px', margin: 0 });
const target = style({
  minHeight: 44,
  minWidth: 44,
  font: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const viewCart = style([
  target,
  { padding: `0 ${vars.space.md}`, border: 'none', background: vars.color.primary, color: vars.color.primaryText, fontWeight: 600 },
]);
export const dismiss = style([target, { padding: 0, border: 'none', background: 'none', color: vars.color.textMuted, fontSize: '1.4rem' }]);
