import { JSDOM } from 'jsdom';
import { registerHtmlWindow } from './htmlWindow';
import { sanitizeHtml } from './sanitizeHtml';
import { provideSanitizer } from './sanitizerLoader';

/**
 * A jsdom window that only parses. Every parse makes a new document, and jsdom's selector engine has
 * each new document register nine listeners on the window (to track focus and hover) that are never
 * removed: on a long-lived window each parse becomes slower than the last and every parsed document
 * stays in memory. Nothing listens on this window, so it takes no listeners at all.
 */
function parsingWindow(): Window {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>');
  Object.defineProperty(window, 'addEventListener', { value: () => {} });
  return window as unknown as Window;
}

/**
 * Gives the HTML sanitiser and htmlToText a DOM on the server (jsdom), so a server render sanitises
 * backend HTML exactly as the browser does. Import once from the server entry; never from browser code.
 */
registerHtmlWindow(parsingWindow());
provideSanitizer(sanitizeHtml);
