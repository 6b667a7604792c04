import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const card = style({
  display: 'flex',
  alignItems: 'flex-end',
  minHeight: '120px',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  textDecoration: 'none',
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
});
export const name = style({ fontWeight: 700, fontSize: '1.125rem' });
