import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const quantity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: '0.875rem' });
export const group = style({
  display: 'flex',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
export const step = style({
  width: '40px',
  border: 'none',
  background: vars.color.surface,
  fontSize: '1.125rem',
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' } },
});
export const input = style({ width: '56px', padding: vars.space.sm, border: 'none', textAlign: 'center', font: 'inherit' });
export const button = style({
  flex: 1,
  minWidth: '180px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: '44px',
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  font: 'inherit',
  fontWeight: 700,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { filter: 'brightness(0.95)' },
    '&[data-disabled]': { background: vars.color.border, color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[data-pending]': { opacity: 0.75, cursor: 'progress' },
  },
});
export const hint = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, fontSize: '0.875rem' });
