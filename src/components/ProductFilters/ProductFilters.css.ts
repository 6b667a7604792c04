import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const filters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, border: 'none', margin: 0, padding: 0 });
export const groupLabel = style({ fontWeight: 700, marginBottom: vars.space.xs });
export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `2px 0`,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' } },
});
export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '18px',
  height: '18px',
  flexShrink: 0,
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  color: vars.color.primaryText,
  fontSize: '12px',
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${checkbox}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const radio = style([checkbox, {}]);
export const dot = style({
  width: '18px',
  height: '18px',
  flexShrink: 0,
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.full,
  selectors: {
    [`${radio}[data-selected] &`]: { borderColor: vars.color.primary, borderWidth: '6px' },
    [`${radio}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const count = style({ color: vars.color.textMuted, fontSize: '0.85em' });
export const swatch = style({ width: '16px', height: '16px', borderRadius: vars.radius.full, border: `1px solid ${vars.color.border}` });
export const slider = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const sliderHeader = style({ display: 'flex', justifyContent: 'space-between', fontWeight: 700 });
export const output = style({ fontWeight: 400, color: vars.color.textMuted, fontSize: '0.875rem' });
/** Inset by half a thumb, so the thumbs at either end stay inside the panel. */
export const track = style({ position: 'relative', height: '24px', margin: '0 10px' });
export const rail = style({
  position: 'absolute',
  top: '50%',
  left: 0,
  right: 0,
  height: '4px',
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  background: vars.color.border,
});
export const thumb = style({
  top: '50%',
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.full,
  background: vars.color.background,
  border: `2px solid ${vars.color.primary}`,
  selectors: {
    '&[data-dragging]': { background: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const clear = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { background: vars.color.surface } },
});
