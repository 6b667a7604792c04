import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBottom: vars.space.md });
export const label = style({ fontWeight: 600, fontSize: '0.9rem' });
export const input = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  background: vars.color.background,
  color: vars.color.text,
  selectors: {
    '&[data-focus-visible], &:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[aria-invalid="true"], &[data-invalid]': { borderColor: vars.color.danger },
  },
});
export const error = style({ color: vars.color.danger, fontSize: '0.85rem' });
export const selectButton = style([input, { display: 'flex', justifyContent: 'space-between', alignItems: 'center', textAlign: 'left', cursor: 'pointer' }]);
export const popover = style({ maxHeight: 320, overflow: 'auto', minWidth: 'var(--trigger-width)', background: vars.color.background, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, boxShadow: vars.shadow.md });
export const option = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.surface }, '&[data-selected]': { fontWeight: 700 } },
});
