import type { I18nStrategy } from '../config';
import { localizePath, splitLocalePrefix, type UrlParts } from './localePath';
import { DEFAULT_LOCALE, LOCALES, languageTag, type Locale } from './locales';

/**
 * The locale a browser's language list asks for first (`navigator.languages`, most wanted first).
 * An exact tag wins (pt-BR), else the same language in another region does (de-AT -> de_DE).
 */
export function matchBrowserLanguages(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const wanted = tag.trim().replace('_', '-').toLowerCase();
    const exact = LOCALES.find((locale) => languageTag(locale).toLowerCase() === wanted);
    if (exact) return exact;
    const language = wanted.split('-')[0];
    const sameLanguage = LOCALES.find((locale) => languageTag(locale).toLowerCase().split('-')[0] === language);
    if (sameLanguage) return sameLanguage;
  }
  return null;
}

export interface FirstAccess extends UrlParts {
  strategy: I18nStrategy;
  /** The locale remembered in the cookie; null when this browser has never been here (or it was cleared). */
  cookieLocale: Locale | null;
  browserLanguages: readonly string[];
}

export interface LocaleDecision {
  locale: Locale;
  /** Where the shopper belongs instead (same page, another prefix), or null to stay. */
  redirectTo: string | null;
  /** True on the very first access: the outcome goes into the cookie, so browser detection never runs again. */
  remember: boolean;
}

/**
 * Which locale a page load shows (spec §4 "Locale"). Order: an explicit prefix in the URL, then the
 * cookie, then the browser's languages, then en_US. The browser's languages count only while there is
 * no cookie, i.e. on the first access; its outcome is remembered, so that redirect happens once.
 */
export function decideLocale(access: FirstAccess): LocaleDecision {
  const remember = access.cookieLocale === null;
  const preferred = access.cookieLocale ?? matchBrowserLanguages(access.browserLanguages) ?? DEFAULT_LOCALE;
  if (access.strategy === 'no_prefix') return { locale: preferred, redirectTo: null, remember };

  const fromUrl = splitLocalePrefix(access.pathname).locale;
  if (fromUrl) return { locale: fromUrl, redirectTo: null, remember };
  const redirectTo =
    preferred === DEFAULT_LOCALE
      ? null
      : `${localizePath(access.pathname, preferred, access.strategy)}${access.search}${access.hash}`;
  return { locale: preferred, redirectTo, remember };
}
