import type { Backend } from '../backend/backend';
import type { RecordMap } from '../relay/environment';
import type { Locale } from '../i18n/locales';

/** The element that carries the server render's state into the page (a JSON script, never raw HTML). */
export const PAGE_STATE_ID = 'vitrine-state';

/** What the browser needs to hydrate the server's HTML without asking the server again. */
export interface PageState {
  /** The Relay records the render read; the browser's store starts from them. */
  records: RecordMap;
  /** The locale the server rendered (it may have come from Accept-Language). */
  locale: Locale;
  /** The shop's public origin (PUBLIC_URL), for canonical and shared links. */
  origin: string;
  /**
   * The page holds a shopper-only screen (account, checkout) that the server left out: the browser
   * renders the page afresh instead of hydrating it.
   */
  shopperScreen?: boolean;
  /** The GraphQL backend as the server knows it: endpoint, capabilities, currency. */
  backend?: Backend;
}

export function readPageState(document: Document): PageState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}
