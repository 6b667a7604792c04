import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const section = style({ marginTop: vars.space.lg, paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` });
export const links = style({ listStyle: 'none', margin: 0, padding: 0 });
export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surface } },
});
export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
});
