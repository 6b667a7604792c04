import type { I18nStrategy } from '../config';
import { localeOfPrefix, localePrefix, type Locale } from './locales';

/** A location as far as the locale is concerned: what `window.location` and react-router both have. */
export interface UrlParts {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Splits a browser path into its locale and the app path behind the prefix:
 * `/de/products` -> de_DE and `/products`. Without a known prefix the locale is null and the path is
 * unchanged, so `/xx/products` stays an app path that matches no route.
 */
export function splitLocalePrefix(pathname: string): { locale: Locale | null; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = match?.[1] ? localeOfPrefix(match[1]) : null;
  return locale ? { locale, path: match?.[2] ?? '/' } : { locale: null, path: pathname };
}

/** Puts an app path under a locale: ('/products', de_DE) -> '/de/products'; the default locale has no prefix. */
export function localizePath(path: string, locale: Locale, strategy: I18nStrategy): string {
  const prefix = strategy === 'prefix_except_default' ? localePrefix(locale) : '';
  if (!prefix) return path;
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
}

/**
 * The router's basename: the locale prefix is mounted there, so every link, `navigate()` and
 * `useHref()` of the app keeps it without knowing about locales.
 */
export function routerBasename(locale: Locale, strategy: I18nStrategy): string {
  return localizePath('/', locale, strategy);
}

/** The same page and query in another locale: `/de/products?orderby=price` -> `/fr/products?orderby=price`. */
export function switchLocaleUrl(url: UrlParts, next: Locale, strategy: I18nStrategy): string {
  const path = strategy === 'prefix_except_default' ? splitLocalePrefix(url.pathname).path : url.pathname;
  return `${localizePath(path, next, strategy)}${url.search}${url.hash}`;
}
