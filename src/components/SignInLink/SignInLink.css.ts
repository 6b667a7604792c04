import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.surface } },
});
/** The text hides on phones, where the icon alone fits; it stays the link's accessible name. */
export const label = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': { [media.sm]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' } },
});
