/** Locales of the storefront (spec §2); en_US is the default and the fallback. */
export const LOCALES = ['en_US', 'de_DE', 'es_ES', 'fr_FR', 'it_IT', 'pt_BR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'en_US' satisfies Locale;

/**
 * First path segment of each locale under the `prefix_except_default` strategy. Language codes are
 * short and what shoppers expect (`/de/products`); Brazilian Portuguese keeps its region so a
 * European Portuguese locale can be added later without moving existing URLs.
 */
export const LOCALE_PREFIXES: Record<Exclude<Locale, typeof DEFAULT_LOCALE>, string> = {
  de_DE: 'de',
  es_ES: 'es',
  fr_FR: 'fr',
  it_IT: 'it',
  pt_BR: 'pt-br',
};

/** Each language's own name, as a shopper who reads only that language looks for it in a list. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en_US: 'English',
  de_DE: 'Deutsch',
  es_ES: 'Español',
  fr_FR: 'Français',
  it_IT: 'Italiano',
  pt_BR: 'Português (Brasil)',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** BCP 47 tag for Intl and the html lang attribute: en_US -> en-US. */
export function languageTag(locale: Locale): string {
  return locale.replace('_', '-');
}

/** The path prefix of a locale ('' for the default locale, which has none). */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : LOCALE_PREFIXES[locale];
}

/** The locale a path prefix stands for, or null when the segment is no locale's prefix. */
export function localeOfPrefix(segment: string): Locale | null {
  const match = Object.entries(LOCALE_PREFIXES).find(([, prefix]) => prefix === segment);
  return match ? (match[0] as Locale) : null;
}
