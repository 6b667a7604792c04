import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { LOADING_BAR } from './loadingBarTimings';

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: 100,
  height: `${LOADING_BAR.heightPx}px`,
  width: '100%',
  transformOrigin: 'left',
  background: vars.color.primary,
  pointerEvents: 'none',
  transition: 'transform 100ms linear, opacity 400ms ease',
  selectors: {
    '&[data-status="error"]': { background: vars.color.danger },
    '&[data-visible="false"]': { opacity: 0 },
  },
});
