import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberLocale, settleLocaleOnFirstAccess } from './browserLocale';
import { LOCALE_COOKIE } from './localeCookie';

function visit(url: string, languages: string[]) {
  window.history.replaceState(null, '', url);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

describe('settleLocaleOnFirstAccess', () => {
  beforeEach(() => {
    document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Path=/`;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends a first-time German visitor to the same page under /de and remembers German', () => {
    visit('/products?orderby=price#top', ['de-DE', 'en']);
    expect(settleLocaleOnFirstAccess('prefix_except_default')).toEqual({ locale: 'de_DE', basename: '/de' });
    expect(currentUrl()).toBe('/de/products?orderby=price#top');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=de_DE`);
  });

  it('asks the browser only once: later visits follow the cookie, not a changed browser language', () => {
    visit('/products', ['de-DE']);
    settleLocaleOnFirstAccess('prefix_except_default');

    visit('/products', ['fr-FR']);
    expect(settleLocaleOnFirstAccess('prefix_except_default')).toEqual({ locale: 'de_DE', basename: '/de' });

    rememberLocale('en_US');
    visit('/products', ['de-DE']);
    expect(settleLocaleOnFirstAccess('prefix_except_default')).toEqual({ locale: 'en_US', basename: '/' });
    expect(currentUrl()).toBe('/products');
  });

  it('keeps an unknown prefix as it is, so the router shows its 404 page', () => {
    visit('/xx/products', ['en-US']);
    expect(settleLocaleOnFirstAccess('prefix_except_default')).toEqual({ locale: 'en_US', basename: '/' });
    expect(currentUrl()).toBe('/xx/products');
  });

  it('without prefixes never touches the URL', () => {
    visit('/products', ['it-IT']);
    expect(settleLocaleOnFirstAccess('no_prefix')).toEqual({ locale: 'it_IT', basename: '/' });
    expect(currentUrl()).toBe('/products');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=it_IT`);
  });
});

describe('rememberLocale', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes the cookie for a year on the whole site, SameSite=Lax for the same-origin endpoint', () => {
    const setCookie = vi.spyOn(document, 'cookie', 'set');
    rememberLocale('es_ES');
    expect(setCookie).toHaveBeenCalledWith(`${LOCALE_COOKIE}=es_ES; Max-Age=31536000; Path=/; SameSite=Lax`);
  });
});
