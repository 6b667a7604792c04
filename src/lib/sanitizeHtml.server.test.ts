import v8 from 'node:v8';
import vm from 'node:vm';
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

  it('keeps nothing of the documents it has parsed: a server that renders for months must not grow', async () => {
    v8.setFlagsFromString('--expose-gc');
    const collectGarbage = vm.runInNewContext('gc') as () => void;
    const heapAfterGarbageCollection = async () => {
      // Objects a job touched through a WeakRef (jsdom's node iterators) stay until the job ends.
      await new Promise((resolve) => setTimeout(resolve, 0));
      collectGarbage();
      return process.memoryUsage().heapUsed;
    };
    sanitizeHtml('<p>Warm-up</p>');
    const before = await heapAfterGarbageCollection();
    for (let i = 0; i < 3000; i++) {
      sanitizeHtml(`<p>Description <b>${i}</b></p>`);
      htmlToText(`<p>Excerpt ${i}</p>`);
      if (i % 100 === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    // 6,000 parses: each kept document would cost several kilobytes (tens of megabytes in all).
    expect((await heapAfterGarbageCollection()) - before).toBeLessThan(4 * 1024 * 1024);
  });
});
