import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const button = style({
  position: 'relative',
  display: 'inline-flex',
  padding: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { background: vars.color.surface } },
});
export const badge = style({
  position: 'absolute',
  top: 0,
  right: 0,
  minWidth: '18px',
  height: '18px',
  padding: '0 4px',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: '0.7rem',
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
});
