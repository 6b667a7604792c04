import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const share = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontSize: '0.875rem' });
export const list = style({ display: 'flex', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const link = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surface } },
});
export const label = style({ color: vars.color.textMuted });
