import { describe, expect, it } from 'vitest';
import { htmlToText } from './htmlToText';
import { SANITIZE_CASES } from './sanitizeHtml.fixtures';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml in the browser', () => {
  it.each(SANITIZE_CASES)('$name', ({ html, safe }) => {
    expect(sanitizeHtml(html)).toBe(safe);
  });

  it('gives the text of an HTML fragment', () => {
    expect(htmlToText('<p>Warm   <b>and</b>\nsoft &amp; light.</p>')).toBe('Warm and soft & light.');
  });
});
