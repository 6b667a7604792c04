import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const footer = style({ marginTop: vars.space.xxl, background: vars.color.surface, borderTop: `1px solid ${vars.color.border}` });
export const inner = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: vars.size.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': { [media.md]: { gridTemplateColumns: '2fr 1fr 1fr' } },
});
export const name = style({ margin: 0, fontWeight: 800, fontSize: '1.125rem' });
export const muted = style({ color: vars.color.textMuted, margin: `${vars.space.sm} 0 0` });
export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '1rem' });
export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const bottom = style({
  maxWidth: vars.size.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
});
