import { storeSettings } from '../config';
import { ALL_CAPABILITIES, PLAIN_WOOGRAPHQL, type BackendCapabilities } from './capabilities';

/**
 * The GraphQL backend this page talks to, as the server that rendered it knows it: its endpoint
 * (GRAPHQL_ENDPOINT), what it can do, and the shop's currency, which is the shop's setting, never
 * the storefront's. One per page (and per server process, which renders for one backend).
 */
export interface Backend {
  /** The GraphQL endpoint: a path on this origin (Vitrine's own server) or another shop's URL. */
  endpoint: string;
  /** ISO 4217 code of the shop's currency. */
  currency: string;
  capabilities: BackendCapabilities;
  /** The shop's global attribute taxonomies (ProductAttributeEnum: PA_COLOR, PA_SIZE…), which filters can count. */
  attributeTaxonomies: string[];
  /**
   * Whether a guest may read an order by its key. Vitrine's server lets them; WooGraphQL refuses `order`
   * to guests (wp-graphql-woocommerce #933), which no schema shows.
   */
  guestOrderLookup: boolean;
  /**
   * The origin Vitrine's own server answers its image URLs on (its PUBLIC_URL): the storefront requests
   * them root-relative, so they load whatever host name the shop was opened at. Unset for another shop.
   */
  imageOrigin?: string;
}

/** Until a server says otherwise (a page without server state, unit tests): the build's endpoint, Vitrine's defaults. */
function assumedBackend(): Backend {
  const endpoint = storeSettings.graphqlEndpoint;
  const own = endpoint.startsWith('/');
  return { endpoint, currency: 'EUR', capabilities: own ? ALL_CAPABILITIES : PLAIN_WOOGRAPHQL, attributeTaxonomies: [], guestOrderLookup: own };
}

let current: Backend = assumedBackend();

export function backend(): Backend {
  return current;
}

/** Set once before the app renders: from the page's state in the browser, from the server's profile when rendering there. */
export function configureBackend(next: Backend): void {
  current = next;
}

