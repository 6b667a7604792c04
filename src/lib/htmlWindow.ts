/**
 * The DOM that parses backend HTML: the browser's own window, or on the server one registered at
 * start-up (a jsdom window, see sanitizeHtmlOnServer.ts), so the sanitiser and the text extraction
 * run the same code in both places. Holds no DOM library itself: importing it costs the bundle nothing.
 */
let serverWindow: Window | undefined;

export function registerHtmlWindow(window: Window): void {
  serverWindow = window;
}

export function htmlWindow(): Window {
  if (typeof window !== 'undefined') return window;
  if (serverWindow) return serverWindow;
  throw new Error('no DOM to parse HTML: import src/lib/sanitizeHtmlOnServer.ts once before rendering on the server');
}
