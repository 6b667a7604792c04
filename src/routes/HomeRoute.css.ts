import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const hero = style({
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  margin: `0 0 ${vars.space.xl}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.surface}, #e7f5ee)`,
});
export const title = style({ fontSize: '2.5rem', margin: 0 });
export const tagline = style({ fontSize: '1.25rem', fontWeight: 600, margin: `${vars.space.sm} 0 0` });
export const lead = style({ fontSize: '1.125rem', color: vars.color.textMuted, maxWidth: '60ch' });
export const cta = style({
  display: 'inline-block',
  marginTop: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  textDecoration: 'none',
  fontWeight: 600,
});
export const section = style({ marginBottom: vars.space.xxl });
export const sectionHeader = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.md });
export const grid = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
