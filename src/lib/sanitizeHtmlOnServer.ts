import { JSDOM } from 'jsdom';
import { registerHtmlWindow } from './htmlWindow';
import { sanitizeHtml } from './sanitizeHtml';
import { provideSanitizer } from './sanitizerLoader';

/**
 * Gives the HTML sanitiser and htmlToText a DOM on the server (jsdom), so a server render sanitises
 * backend HTML exactly as the browser does. Import once from the server entry; never from browser code.
 */
registerHtmlWindow(new JSDOM('<!doctype html><html><body></body></html>').window as unknown as Window);
provideSanitizer(sanitizeHtml);
