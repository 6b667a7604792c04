import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const card = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.xs, height: '100%' });
export const imageWrap = style({
  position: 'relative',
  overflow: 'hidden',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'transform 200ms ease',
  selectors: { [`${card}:hover &`]: { transform: 'scale(1.03)' } },
});
export const badge = style({ position: 'absolute', top: vars.space.sm, left: vars.space.sm });
export const name = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: '0.95rem',
  fontWeight: 600,
  lineHeight: 1.3,
});
/** The whole card is clickable through the name's link stretched over it. */
export const link = style({
  textDecoration: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});
export const rating = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted, fontSize: '0.8rem' });
