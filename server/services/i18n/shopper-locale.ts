import { readLocaleCookie } from '../../../src/i18n/localeCookie';
import { DEFAULT_LOCALE, LOCALES, LOCALE_PREFIXES, type Locale } from '../../../src/i18n/locales';

/**
 * The language a shopper reads, as the server learns it: the storefront names its active locale in
 * Accept-Language on every GraphQL request (a browser's own list is the fallback for other clients).
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const tags = header
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase())
    .filter(Boolean)
    .slice(0, 10);
  for (const tag of tags) {
    const exact = LOCALES.find((locale) => locale.toLowerCase().replace('_', '-') === tag);
    if (exact) return exact;
    const language = tag.split('-')[0];
    const sameLanguage = LOCALES.find((locale) => locale.split('_')[0] === language);
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_LOCALE;
}

/**
 * The language of a page the browser opens itself (a download link), where no storefront code names
 * one: the locale the storefront remembers in its cookie, else the browser's languages.
 */
export function localeOfPageRequest(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  return readLocaleCookie(cookieHeader ?? '') ?? localeFromAcceptLanguage(acceptLanguage);
}

/**
 * The order meta key WPML keeps an order's language under, so mails sent later (and a shop that moves
 * to WordPress with WPML) use the language the shopper ordered in. Its values are WPML's language codes,
 * which are our URL prefixes: en, de, es, fr, it, pt-br.
 */
export const ORDER_LANGUAGE_META = 'wpml_language';

export function wpmlLanguageCode(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? 'en' : LOCALE_PREFIXES[locale];
}

export function localeOfWpmlCode(code: string | null | undefined): Locale {
  const match = Object.entries(LOCALE_PREFIXES).find(([, prefix]) => prefix === code);
  return match ? (match[0] as Locale) : DEFAULT_LOCALE;
}

/** The language an order was placed in (its WPML meta), English for orders that never recorded one. */
export function orderLocale(metaData: readonly { key: string; value: string }[]): Locale {
  return localeOfWpmlCode(metaData.find((entry) => entry.key === ORDER_LANGUAGE_META)?.value);
}
