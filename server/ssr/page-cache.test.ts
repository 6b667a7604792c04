import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';
import { RemoteCache } from './remote-cache';

const page = (text: string) => ({ status: 200, html: Buffer.from(text) });
const request = (url: string, headers: Record<string, string> = {}) => ({ url, headers }) as unknown as FastifyRequest;

describe('PageCache', () => {
  it('keeps a page for the answers’ lifetime, then lets it be rendered again', () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 1000, maxPages: 10, now: () => now });
    cache.set('a', page('<p>a</p>'));
    now = 1000;
    expect(cache.get('a')?.html.toString()).toBe('<p>a</p>');
    now = 1001;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used page beyond its bound', () => {
    const cache = new PageCache({ ttlMs: 1000, maxPages: 2 });
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    cache.get('a');
    cache.set('c', page('c'));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((entry) => entry?.html.toString())).toEqual(['a', undefined, 'c']);
  });

  it('tells pages apart by URL and by what decides their language, never by the session', () => {
    const english = PageCache.keyOf(request('/products', { 'accept-language': 'en-US', cookie: 'woocommerce-session=one' }));
    expect(PageCache.keyOf(request('/products', { 'accept-language': 'en-US', cookie: 'woocommerce-session=two' }))).toBe(english);
    expect(PageCache.keyOf(request('/products', { 'accept-language': 'de-DE' }))).not.toBe(english);
    expect(PageCache.keyOf(request('/products?search=cap', { 'accept-language': 'en-US' }))).not.toBe(english);
  });

  it('is emptied with the answers it was rendered from', () => {
    const answers = new RemoteCache({ ttlMs: 1000, staleMs: 1000, maxEntries: 10, upstreamTimeoutMs: 1000 });
    const pages = new PageCache({ ttlMs: answers.freshMs, maxPages: 10 });
    answers.onPurge(() => pages.purge());
    pages.set('a', page('a'));
    answers.purge();
    expect(pages.get('a')).toBeUndefined();
  });
});
