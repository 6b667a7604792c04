import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const trigger = style({
  display: 'inline-flex',
  padding: 2,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const avatar = style({ width: 32, height: 32, borderRadius: vars.radius.full, background: vars.color.surface });
export const popover = style({ minWidth: 180, background: vars.color.background, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, boxShadow: vars.shadow.md });
export const menu = style({ padding: vars.space.xs, outline: 'none' });
export const item = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.surface } },
});
