import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  fontSize: '0.875rem',
  color: vars.color.textMuted,
});
export const item = style({});
globalStyle(`${item} + ${item}::before`, { content: '"/"', marginRight: vars.space.xs });
export const link = style({ textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
