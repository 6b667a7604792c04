import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});
export const summary = style({ margin: 0, color: vars.color.textMuted });
export const more = style({
  display: 'block',
  margin: `${vars.space.xl} auto 0`,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { background: vars.color.surface } },
});
