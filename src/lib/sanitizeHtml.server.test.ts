import { describe, expect, it } from 'vitest';
import './sanitizeHtmlOnServer';
import { htmlToText } from './htmlToText';
import { SANITIZE_CASES } from './sanitizeHtml.fixtures';
import { sanitizeHtml } from './sanitizeHtml';

/** Runs in Node without a global window: the server render's sanitiser must match the browser's output exactly. */
describe('sanitizeHtml on the server', () => {
  it('has no browser window here', () => {
    expect(typeof window).toBe('undefined');
  });

  it.each(SANITIZE_CASES)('$name', ({ html, safe }) => {
    expect(sanitizeHtml(html)).toBe(safe);
  });

  it('gives the text of an HTML fragment', () => {
    expect(htmlToText('<p>Warm   <b>and</b>\nsoft &amp; light.</p>')).toBe('Warm and soft & light.');
  });
});
