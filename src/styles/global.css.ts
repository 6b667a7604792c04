import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', {
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.background,
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
});
/** Opening the cart panel or mobile menu adds this class (spec §2). */
globalStyle('body.no-scroll', { overflow: 'hidden' });
globalStyle('img', { maxWidth: '100%', display: 'block' });
globalStyle('a', { color: 'inherit' });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('h1, h2, h3', { fontFamily: vars.font.heading, lineHeight: 1.2 });
