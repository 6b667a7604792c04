import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

// On a phone just under the sticky header, clear of the Add to cart button near the bottom; on wider
// screens at the bottom right, beside the content.
export const region = style({
  position: 'fixed',
  insetInline: vars.space.sm,
  top: `calc(${vars.size.headerHeight} + ${vars.space.sm})`,
  zIndex: 40,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  '@media': { [media.sm]: { insetInline: 'auto', top: 'auto', right: vars.space.lg, bottom: vars.space.lg } },
});
export const notice = style({
  pointerEvents: 'auto',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"text dismiss" "action ."',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: 480,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.success}`,
  boxShadow: vars.shadow.lg,
  '@media': { [media.sm]: { gridTemplateColumns: '1fr auto auto', gridTemplateAreas: '"text action dismiss"' } },
});
export const text = style({ gridArea: 'text', margin: 0 });
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
  { gridArea: 'action', justifySelf: 'start', padding: `0 ${vars.space.md}`, border: 'none', background: vars.color.primary, color: vars.color.primaryText, fontWeight: 600 },
]);
export const dismiss = style([target, { gridArea: 'dismiss', padding: 0, border: 'none', background: 'none', color: vars.color.textMuted, fontSize: '1.4rem' }]);
