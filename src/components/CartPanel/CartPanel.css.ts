import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const empty = style({ margin: `${vars.space.xl} 0`, textAlign: 'center', color: vars.color.textMuted });
export const shop = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  textAlign: 'center',
  textDecoration: 'none',
  fontWeight: 600,
});
