import { style } from '@vanilla-extract/css';

/**
 * An image waiting for the page's code: it keeps its box, and no alt text flashes in it. Without
 * scripting it is left out, since its <noscript> copy shows the image.
 */
export const awaitingCode = style({
  color: 'transparent',
  '@media': { '(scripting: none)': { display: 'none' } },
});
