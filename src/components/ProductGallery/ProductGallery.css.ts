import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const gallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const stage = style({
  position: 'relative',
  overflow: 'hidden',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
export const main = style({ width: '100%', height: '100%', objectFit: 'contain' });
const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: 'rgba(255,255,255,0.9)',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { background: '#ffffff' } },
});
export const previous = style([arrow, { left: vars.space.sm }]);
export const next = style([arrow, { right: vars.space.sm }]);
export const thumbnails = style({ display: 'flex', gap: vars.space.sm, overflowX: 'auto', padding: '2px' });
export const thumbnail = style({
  flex: '0 0 auto',
  borderRadius: vars.radius.md,
  border: `2px solid transparent`,
  cursor: 'pointer',
  overflow: 'hidden',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const thumbnailImage = style({ width: '72px', height: '72px', objectFit: 'cover' });
