import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: vars.size.maxWidth,
  height: vars.size.headerHeight,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
});
export const logo = style({ fontWeight: 800, fontSize: '1.25rem', textDecoration: 'none', whiteSpace: 'nowrap' });
export const iconButton = style({
  display: 'inline-flex',
  padding: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { background: vars.color.surface } },
});
/** The mobile menu is for screens below lg (spec §9). */
export const menuTrigger = style([iconButton, { '@media': { [media.lg]: { display: 'none' } } }]);
export const searchTrigger = style([iconButton, { '@media': { [media.md]: { display: 'none' } } }]);
export const nav = style({ display: 'none', '@media': { [media.lg]: { display: 'block' } } });
export const search = style({
  display: 'none',
  flex: 1,
  maxWidth: '420px',
  marginLeft: 'auto',
  '@media': { [media.md]: { display: 'block' } },
});
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, marginLeft: 'auto' });
export const searchRow = style({
  padding: `0 ${vars.space.md} ${vars.space.sm}`,
  '@media': { [media.md]: { display: 'none' } },
});
export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  zIndex: 30,
  padding: vars.space.sm,
  background: vars.color.background,
  selectors: { '&:focus': { top: vars.space.sm } },
});
