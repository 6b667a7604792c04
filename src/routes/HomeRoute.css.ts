import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const hero = style({
  padding: `${vars.space.xxl} ${vars.space.md}`,
  margin: `0 0 ${vars.space.xl}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.surface}, #e7f5ee)`,
});
export const title = style({ fontSize: '2.5rem', margin: 0 });
export const lead = style({ fontSize: '1.125rem', color: vars.color.textMuted, maxWidth: '60ch' });
export const grid = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
