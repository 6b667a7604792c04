import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const button = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-selected]': { color: vars.color.sale, borderColor: vars.color.sale },
  },
});
export const filled = style({ fill: 'currentColor' });
