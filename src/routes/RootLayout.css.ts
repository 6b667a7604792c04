import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });
export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.maxWidth,
  margin: '0 auto',
  padding: vars.space.md,
  outline: 'none',
});
