import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const switcher = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const label = style({ fontSize: '0.875rem' });
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '36px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.textMuted },
    '&[data-pressed]': { background: vars.color.surface },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const popover = style({
  minWidth: 'var(--trigger-width)',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});
export const list = style({ margin: 0, padding: vars.space.xs, outline: 'none', maxHeight: 'inherit', overflow: 'auto' });
export const option = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surface },
    '&[data-selected]': { fontWeight: 700 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
