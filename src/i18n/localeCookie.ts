import { isLocale, type Locale } from './locales';

/** The cookie holding the shopper's language (spec §9): a year, the whole site. */
export const LOCALE_COOKIE = 'vitrine-locale';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The locale in a `document.cookie`-style string, or null when absent or not a locale of ours. */
export function readLocaleCookie(cookies: string): Locale | null {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== LOCALE_COOKIE) continue;
    const value = decodeURIComponent(pair.slice(separator + 1).trim());
    return isLocale(value) ? value : null;
  }
  return null;
}

/** Whether the GraphQL endpoint lives on another origin than the page (a headless shop on its own host). */
export function isCrossOrigin(endpoint: string, pageUrl: string): boolean {
  return new URL(endpoint, pageUrl).origin !== new URL(pageUrl).origin;
}

/**
 * The `document.cookie` assignment that remembers a locale. Across origins the cookie has to travel
 * with cross-site requests, which browsers allow only for `SameSite=None; Secure` (spec §9).
 */
export function localeCookie(locale: Locale, crossOrigin: boolean): string {
  const sameSite = crossOrigin ? 'SameSite=None; Secure' : 'SameSite=Lax';
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${MAX_AGE_SECONDS}; Path=/; ${sameSite}`;
}
