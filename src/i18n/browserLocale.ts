import { backend } from '../backend/backend';
import { i18nSettings, type I18nStrategy } from '../config';
import { decideLocale } from './detectLocale';
import { isCrossOrigin, localeCookie, readLocaleCookie } from './localeCookie';
import { routerBasename } from './localePath';
import type { Locale } from './locales';

/** Remembers the shopper's locale in the cookie; does nothing where there is no document (server, tests without DOM). */
export function rememberLocale(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = localeCookie(locale, isCrossOrigin(backend().endpoint, window.location.href));
}

/**
 * Runs once per page load, before the router starts: decides the locale (spec §4), remembers it on the
 * first access and, when the shopper belongs under another prefix, rewrites the address in place, so
 * the router starts on the right URL and no screen loads twice.
 */
export function settleLocaleOnFirstAccess(strategy: I18nStrategy = i18nSettings.strategy): {
  locale: Locale;
  basename: string;
} {
  const { pathname, search, hash } = window.location;
  const decision = decideLocale({
    strategy,
    pathname,
    search,
    hash,
    cookieLocale: readLocaleCookie(document.cookie),
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
  if (decision.remember) rememberLocale(decision.locale);
  if (decision.redirectTo) window.history.replaceState(window.history.state, '', decision.redirectTo);
  return { locale: decision.locale, basename: routerBasename(decision.locale, strategy) };
}
