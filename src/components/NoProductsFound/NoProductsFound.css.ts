import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const empty = style({ padding: `${vars.space.xxl} ${vars.space.md}`, textAlign: 'center' });
export const title = style({ margin: 0, fontSize: '1.5rem' });
export const hint = style({ color: vars.color.textMuted });
export const clear = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
});
