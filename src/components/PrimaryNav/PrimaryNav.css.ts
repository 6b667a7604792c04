import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const listBase = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex' });
export const list = styleVariants({
  horizontal: [listBase, { gap: vars.space.xs }],
  vertical: [listBase, { flexDirection: 'column', gap: vars.space.xs }],
});
export const link = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  fontWeight: 500,
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-current="page"]': { color: vars.color.primary, fontWeight: 700 },
  },
});
