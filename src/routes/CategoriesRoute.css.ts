import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const title = style({ fontSize: '2rem', margin: `${vars.space.md} 0 ${vars.space.lg}` });
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
