import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const form = style({ width: '100%' });
export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  selectors: { '&:focus-within': { borderColor: vars.color.focus } },
});
export const input = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.sm} 0`,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  outline: 'none',
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});
export const clear = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '[data-empty] &': { visibility: 'hidden' } },
});
export const icon = style({ color: vars.color.textMuted, flexShrink: 0 });
