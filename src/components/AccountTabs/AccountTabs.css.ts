import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// On a phone the tabs wrap onto a second row: a row scrolling sideways hid the last tabs with no hint.
export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.lg,
});
export const tab = style({
  flexShrink: 0,
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  outline: 'none',
  borderBottom: '3px solid transparent',
  selectors: {
    '&[data-selected]': { borderBottomColor: vars.color.primary, fontWeight: 700 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
export const panel = style({ outline: 'none', selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` } } });
export const header = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
