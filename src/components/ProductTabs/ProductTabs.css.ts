import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const tabs = style({ marginTop: vars.space.xxl });
export const list = style({ display: 'flex', gap: vars.space.md, borderBottom: `1px solid ${vars.color.border}` });
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  marginBottom: '-1px',
  borderBottom: '2px solid transparent',
  fontWeight: 600,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const panel = style({ padding: `${vars.space.lg} 0`, outline: 'none' });
