import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const nav = style({ marginTop: vars.space.xl });
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '40px',
  height: '40px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-current="page"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.primaryText, fontWeight: 700 },
  },
});
export const disabled = style([link, { color: vars.color.textMuted, opacity: 0.5 }]);
export const gap = style({ padding: `0 ${vars.space.xs}`, color: vars.color.textMuted });
