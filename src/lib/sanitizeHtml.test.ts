import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps plain formatting', () => {
    expect(sanitizeHtml('<p>Soft <strong>cotton</strong><br><em>hoodie</em></p><ul><li>Blue</li></ul>')).toBe(
      '<p>Soft <strong>cotton</strong><br><em>hoodie</em></p><ul><li>Blue</li></ul>',
    );
  });

  it('drops scripts, event handlers, styles and dangerous URLs', () => {
    const html = '<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">a</a><a href="java\nscript:x">b</a><img src="x" onerror="alert(1)"><iframe src="https://evil"></iframe>';
    expect(sanitizeHtml(html)).toBe('<p>Hi</p><a rel="noopener noreferrer nofollow">a</a><a rel="noopener noreferrer nofollow">b</a><img src="x" loading="lazy">');
  });

  it('keeps safe links and unwraps unknown elements', () => {
    expect(sanitizeHtml('<section><a href="https://example.com/x">x</a> <a href="/product/cap">cap</a></section>')).toBe(
      '<a href="https://example.com/x" rel="noopener noreferrer nofollow">x</a> <a href="/product/cap" rel="noopener noreferrer nofollow">cap</a>',
    );
  });

  it('gives the text of an HTML fragment', () => {
    expect(htmlToText('<p>Warm   <b>and</b>\nsoft.</p>')).toBe('Warm and soft.');
  });
});
