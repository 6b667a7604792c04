import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({ display: 'grid', gap: vars.space.sm, margin: `${vars.space.md} 0`, padding: 0, listStyle: 'none' });
export const button = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textAlign: 'center',
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
