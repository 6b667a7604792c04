import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// One row that scrolls sideways on a phone instead of wrapping onto several rows.
export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.lg,
});
export const tab = style({
  flexShrink: 0,
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
