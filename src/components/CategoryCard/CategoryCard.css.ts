import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const card = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  aspectRatio: '4 / 5',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  textDecoration: 'none',
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
});
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const caption = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.md,
  background: 'linear-gradient(to top, rgba(0,0,0,0.75), rgba(0,0,0,0))',
  color: '#ffffff',
});
export const name = style({ fontWeight: 700, fontSize: '1.125rem' });
export const count = style({ fontSize: '0.875rem' });
