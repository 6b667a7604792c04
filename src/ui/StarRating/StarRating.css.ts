import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const stars = style({ position: 'relative', display: 'inline-block', lineHeight: 1, letterSpacing: '2px' });
export const empty = style({ color: vars.color.border });
export const filled = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  color: '#b45309',
});
