import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: `${vars.space.md} 0` });
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const label = style({ fontWeight: 600 });
export const chosen = style({ fontWeight: 400, color: vars.color.textMuted });
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-selected]': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}`, fontWeight: 600 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-unavailable="true"]': { color: vars.color.textMuted, textDecoration: 'line-through', borderStyle: 'dashed' },
  },
});
export const swatch = style({
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
});
