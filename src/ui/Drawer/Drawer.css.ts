import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 200ms ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} 150ms ease-in reverse` },
  },
});

const panelBase = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  background: vars.color.background,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

/** Full width on phones; a side panel from the sm breakpoint (spec §9: panels break at sm and lg). */
export const panel = styleVariants({
  left: [
    panelBase,
    {
      left: 0,
      '@media': { [media.sm]: { width: '320px' } },
      selectors: {
        '&[data-entering]': { animation: `${fromLeft} 250ms ease-out` },
        '&[data-exiting]': { animation: `${fromLeft} 200ms ease-in reverse` },
      },
    },
  ],
  right: [
    panelBase,
    {
      right: 0,
      '@media': { [media.sm]: { width: '420px' } },
      selectors: {
        '&[data-entering]': { animation: `${fromRight} 250ms ease-out` },
        '&[data-exiting]': { animation: `${fromRight} 200ms ease-in reverse` },
      },
    },
  ],
});

export const dialog = style({ display: 'flex', flexDirection: 'column', height: '100%', outline: 'none' });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const title = style({ margin: 0, fontSize: '1.25rem' });
export const close = style({
  display: 'inline-flex',
  padding: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { background: vars.color.surface } },
});
export const body = style({ flex: 1, overflowY: 'auto', padding: vars.space.md });
export const footer = style({ padding: vars.space.md, borderTop: `1px solid ${vars.color.border}` });
