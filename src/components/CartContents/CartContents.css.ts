import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const lines = style({ margin: 0, padding: 0, listStyle: 'none' });
export const empty = style({ margin: `${vars.space.xl} 0`, textAlign: 'center', color: vars.color.textMuted });
export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  margin: `${vars.space.md} 0`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});
export const grandTotal = style({ fontWeight: 700 });
export const error = style({ padding: vars.space.sm, borderRadius: vars.radius.sm, background: '#fdecea', color: vars.color.danger });
export const checkout = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  textAlign: 'center',
  textDecoration: 'none',
  fontWeight: 600,
});
// A target a finger can hit (WCAG 2.5.8 asks 24 px, platform guidelines 44 px), though it reads as a link.
export const emptyButton = style({
  marginTop: vars.space.sm,
  minHeight: 44,
  minWidth: 44,
  padding: `0 ${vars.space.sm}`,
  marginInlineStart: `calc(-1 * ${vars.space.sm})`,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: vars.color.textMuted,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'default' }, '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` } },
});
