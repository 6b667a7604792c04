import type { Locale } from '../../src/i18n/locales';
import { localeFromAcceptLanguage } from '../services/i18n/shopper-locale';
import type { CacheProbe } from './response-cache';

/** The language a request's shopper reads. */
export interface RequestLanguage {
  readonly locale: Locale;
}

/**
 * The request's language (from Accept-Language), read lazily: an answer that used it is in one
 * language, so reading it marks the answer unfit for the shared response cache, as reading the session does.
 * (An object of its own: Yoga copies the context's own properties, which would read a getter on it at once.)
 */
export function requestLanguage(acceptLanguage: string | null, probe: CacheProbe | undefined): RequestLanguage {
  const locale = localeFromAcceptLanguage(acceptLanguage);
  return {
    get locale() {
      if (probe) probe.uncacheable = true;
      return locale;
    },
  };
}
