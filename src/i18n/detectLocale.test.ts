import { describe, expect, it } from 'vitest';
import { decideLocale, matchBrowserLanguages, type FirstAccess } from './detectLocale';

describe('matchBrowserLanguages', () => {
  it('takes the first language the shop has, exact tag first, else the same language', () => {
    expect(matchBrowserLanguages(['de-DE', 'en-US'])).toBe('de_DE');
    expect(matchBrowserLanguages(['de-AT', 'en'])).toBe('de_DE');
    expect(matchBrowserLanguages(['ja-JP', 'fr-CA', 'de'])).toBe('fr_FR');
    expect(matchBrowserLanguages(['pt-PT'])).toBe('pt_BR');
    expect(matchBrowserLanguages(['EN-gb'])).toBe('en_US');
    expect(matchBrowserLanguages(['es_MX'])).toBe('es_ES');
  });

  it('finds nothing for languages the shop lacks', () => {
    expect(matchBrowserLanguages(['ja', 'zh-CN'])).toBeNull();
    expect(matchBrowserLanguages([])).toBeNull();
  });
});

describe('decideLocale', () => {
  const access = (overrides: Partial<FirstAccess>): FirstAccess => ({
    strategy: 'prefix_except_default',
    pathname: '/products',
    search: '?orderby=price',
    hash: '',
    cookieLocale: null,
    browserLanguages: [],
    ...overrides,
  });

  it('on the first access goes by the browser language, redirects there and remembers it', () => {
    expect(decideLocale(access({ browserLanguages: ['de-DE', 'en'] }))).toEqual({
      locale: 'de_DE',
      redirectTo: '/de/products?orderby=price',
      remember: true,
    });
    expect(decideLocale(access({ pathname: '/', search: '', browserLanguages: ['it'] })).redirectTo).toBe('/it');
  });

  it('falls back to en_US, without a redirect, when the browser asks for no language of the shop', () => {
    expect(decideLocale(access({ browserLanguages: ['ja'] }))).toEqual({ locale: 'en_US', redirectTo: null, remember: true });
  });

  it('prefers the cookie to the browser language', () => {
    expect(decideLocale(access({ cookieLocale: 'fr_FR', browserLanguages: ['de-DE'] }))).toEqual({
      locale: 'fr_FR',
      redirectTo: '/fr/products?orderby=price',
      remember: false,
    });
  });

  it('redirects by browser language only on the first access: a remembered English choice stays English', () => {
    expect(decideLocale(access({ cookieLocale: 'en_US', browserLanguages: ['de-DE'] }))).toEqual({
      locale: 'en_US',
      redirectTo: null,
      remember: false,
    });
  });

  it('shows the locale a prefixed URL asks for, whatever the cookie or browser say', () => {
    expect(decideLocale(access({ pathname: '/it/products', cookieLocale: 'fr_FR', browserLanguages: ['de'] }))).toEqual({
      locale: 'it_IT',
      redirectTo: null,
      remember: false,
    });
    expect(decideLocale(access({ pathname: '/es/products', browserLanguages: ['de'] })).remember).toBe(true);
  });

  it('never redirects without prefixes: cookie, then browser language, then en_US', () => {
    const noPrefix = (overrides: Partial<FirstAccess>) => decideLocale(access({ strategy: 'no_prefix', ...overrides }));
    expect(noPrefix({ cookieLocale: 'es_ES', browserLanguages: ['de'] })).toEqual({ locale: 'es_ES', redirectTo: null, remember: false });
    expect(noPrefix({ browserLanguages: ['pt-BR'] })).toEqual({ locale: 'pt_BR', redirectTo: null, remember: true });
    expect(noPrefix({ browserLanguages: [] })).toEqual({ locale: 'en_US', redirectTo: null, remember: true });
  });
});
