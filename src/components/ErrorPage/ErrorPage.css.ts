import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({
  maxWidth: '640px',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
});
export const status = style({ fontSize: '4rem', fontWeight: 700, margin: 0, color: vars.color.textMuted });
export const title = style({ fontSize: '2rem', margin: `${vars.space.sm} 0` });
export const message = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const home = style({
  display: 'inline-block',
  marginTop: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  textDecoration: 'none',
  fontWeight: 600,
});
