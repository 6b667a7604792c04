import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  height: vars.size.headerHeight,
  padding: `0 ${vars.space.md}`,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const logo = style({ fontWeight: 800, fontSize: '1.25rem', textDecoration: 'none' });
export const main = style({ maxWidth: vars.size.maxWidth, margin: '0 auto', padding: vars.space.md });
