/** Locales of the storefront (spec §2); en_US is the default and the fallback. */
export const LOCALES = ['en_US', 'de_DE', 'es_ES', 'fr_FR', 'it_IT', 'pt_BR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en_US';

/** BCP 47 tag for Intl and the html lang attribute: en_US -> en-US. */
export function languageTag(locale: Locale): string {
  return locale.replace('_', '-');
}
