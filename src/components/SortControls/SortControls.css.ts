import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const controls = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });
export const select = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: '0.875rem' });
export const label = style({ color: vars.color.textMuted });
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: '180px',
  height: '40px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
});
export const popover = style({
  minWidth: 'var(--trigger-width)',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  boxShadow: vars.shadow.md,
});
export const listBox = style({ outline: 'none' });
export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surface },
    '&[data-selected]': { fontWeight: 700, color: vars.color.primary },
  },
});
export const direction = style({
  height: '40px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { background: vars.color.surface } },
});
