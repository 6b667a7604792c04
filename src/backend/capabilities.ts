/**
 * Which of Vitrine's schema extensions (schema/extensions.graphql) the storefront's GraphQL backend
 * answers. Vitrine's own server answers all of them; a WordPress + WooGraphQL shop none, unless a plugin
 * adds one. The server learns them before the first page (server/ssr/backend-profile.ts) and embeds them
 * in every page, so the storefront never sends a request the backend must refuse. Each one's
 * WooGraphQL-only behaviour is in the README ("Using a real WooCommerce shop").
 */
export interface BackendCapabilities {
  /** RootQueryToProductConnection.facets: filter options with counts. Without: WooGraphQL's collectionStats. */
  facets: boolean;
  /** where.offsetPagination and pageInfo.offsetPagination: numbered pages. Without: "Load more" by cursor. */
  offsetPagination: boolean;
  /** ProductsOrderByEnum.DISCOUNT: the "Biggest discount" sort. Without: the option is not offered. */
  discountSort: boolean;
  /** RootQuery.shopPriceDisplay: the "incl. 19% VAT" note under prices. Without: no note. */
  shopPriceDisplay: boolean;
  /** Comment.verified: the "Verified owner" label on reviews. Without: no label. */
  verifiedReviews: boolean;
  /** RootQuery.wishlist and its mutations: a wishlist kept on the account. Without: kept in the browser. */
  wishlist: boolean;
  /** RefreshTokenPayload.refreshToken: refresh tokens rotate on use. Without: the first one is kept (Headless Login). */
  refreshTokenRotation: boolean;
  /** UpdateCustomerInput.currentPassword: a password change asks for the current one. Without: not asked. */
  currentPassword: boolean;
  /** RootQuery.stripePaymentIntent (woonuxt-settings): card payments through Stripe. Without: not offered. */
  stripePaymentIntent: boolean;
  /** RootMutation.sendContactMessage: the contact page's form. Without: the page shows the shop's address and e-mail only. */
  contactForm: boolean;
}

export type CapabilityName = keyof BackendCapabilities;

/** Where each capability shows in a schema: a type and the field, input field or enum value it adds. */
export const CAPABILITY_MARKERS: Record<CapabilityName, readonly [type: string, member: string][]> = {
  facets: [['RootQueryToProductConnection', 'facets']],
  offsetPagination: [
    ['RootQueryToProductConnectionWhereArgs', 'offsetPagination'],
    ['RootQueryToProductConnectionPageInfo', 'offsetPagination'],
  ],
  discountSort: [['ProductsOrderByEnum', 'DISCOUNT']],
  shopPriceDisplay: [['RootQuery', 'shopPriceDisplay']],
  verifiedReviews: [['Comment', 'verified']],
  wishlist: [
    ['RootQuery', 'wishlist'],
    ['RootMutation', 'addToWishlist'],
    ['RootMutation', 'removeFromWishlist'],
  ],
  refreshTokenRotation: [['RefreshTokenPayload', 'refreshToken']],
  currentPassword: [['UpdateCustomerInput', 'currentPassword']],
  stripePaymentIntent: [['RootQuery', 'stripePaymentIntent']],
  contactForm: [['RootMutation', 'sendContactMessage']],
};

const names = Object.keys(CAPABILITY_MARKERS) as CapabilityName[];

/** What a backend can do, given the member names of each of its types (from its schema or introspection). */
export function detectCapabilities(membersOf: (type: string) => ReadonlySet<string> | undefined): BackendCapabilities {
  return Object.fromEntries(
    names.map((name) => [name, CAPABILITY_MARKERS[name].every(([type, member]) => membersOf(type)?.has(member) === true)]),
  ) as unknown as BackendCapabilities;
}

/** A WordPress + WooGraphQL shop without Vitrine's extensions: what the storefront assumes when it cannot tell. */
export const PLAIN_WOOGRAPHQL: BackendCapabilities = detectCapabilities(() => undefined);

/** Vitrine's own server. */
export const ALL_CAPABILITIES: BackendCapabilities = Object.fromEntries(names.map((name) => [name, true])) as unknown as BackendCapabilities;
