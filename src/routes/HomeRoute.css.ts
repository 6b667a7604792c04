import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const hero = style({
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  margin: `0 0 ${vars.space.xl}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.surface}, #e7f5ee)`,
});
export const eyebrow = style({ margin: 0, fontSize: '0.85rem', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: vars.color.textMuted });
export const title = style({ fontSize: 'clamp(1.75rem, 5vw, 2.5rem)', margin: `${vars.space.xs} 0 0` });
export const lead = style({ fontSize: '1.125rem', color: vars.color.textMuted, maxWidth: '60ch' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.sm} ${vars.space.lg}`, marginTop: vars.space.md });
export const secondary = style({ fontWeight: 600, padding: `${vars.space.sm} 0` });
export const cta = style({
  display: 'inline-block',
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
