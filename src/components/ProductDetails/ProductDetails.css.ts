import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});
export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const title = style({ fontSize: '2rem', margin: 0 });
export const priceRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const rating = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.textMuted, fontSize: '0.875rem' });
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });
export const categoryLink = style({ color: vars.color.text });
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, marginTop: vars.space.md });
export const external = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  textAlign: 'center',
  textDecoration: 'none',
  fontWeight: 700,
});
