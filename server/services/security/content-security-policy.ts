import type { ServerConfig } from '../../config';

/** Origins Stripe.js needs (https://docs.stripe.com/security/guide#content-security-policy). */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * react-aria's usePress adds one <style> element (touch-action for pressable elements, so a tap is
 * not delayed by double-tap zoom); its fixed text is allowed by hash. If react-aria changes that
 * text, e2e/specs/security.spec.ts reports the violation with the new hash.
 */
const REACT_ARIA_PRESS_STYLE = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

/** Review avatars (Comment.author.avatar) are Gravatar URLs. */
const GRAVATAR = 'https://secure.gravatar.com';

export type PolicyDirectives = Record<string, string[]>;

/** CSP hashes of the inline elements the storefront's page template carries. */
export interface InlineHashes {
  scripts?: readonly string[];
  styles?: readonly string[];
}

/**
 * The Content-Security-Policy of every response: only what the storefront loads. Scripts come from
 * the shop's own origin, and an inline script only when its hash is listed (the page template's own,
 * and in development Vite's React Refresh preamble); a JSON data block in <script type="application/json">
 * is data, which CSP does not block, and <link rel="modulepreload"> is covered by script-src 'self'.
 * Inline style attributes stay allowed for server-rendered markup; a style element only when its hash is
 * listed (the storefront's own stylesheet, inlined into every page, and react-aria's).
 * Stripe's origins are added only when the Stripe gateway is configured; the GraphQL endpoint's (calls
 * and images) when the storefront talks to another shop.
 */
export function contentSecurityPolicy(
  config: ServerConfig,
  graphqlEndpoint = '/graphql',
  inline: InlineHashes = {},
  development = false,
): PolicyDirectives {
  const stripe = Boolean(config.stripe.secretKey);
  const shop = externalGraphqlOrigin(graphqlEndpoint);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(stripe ? STRIPE.script : []), ...(inline.scripts ?? [])],
    // In development Vite's client adds a <style> element per stylesheet (hot reload), whose text changes on every edit.
    'style-src': development ? ["'self'", "'unsafe-inline'"] : ["'self'", REACT_ARIA_PRESS_STYLE, ...(inline.styles ?? [])],
    'style-src-attr': ["'unsafe-inline'"],
    // Another shop's product images are its media library's, on its own origin (wp-content/uploads).
    'img-src': ["'self'", 'data:', 'blob:', GRAVATAR, ...shop],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(stripe ? STRIPE.connect : []), ...shop],
    'frame-src': stripe ? STRIPE.frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** A storefront that talks to another GraphQL endpoint must be allowed to call it and show its images. */
function externalGraphqlOrigin(graphqlEndpoint: string): string[] {
  try {
    const url = new URL(graphqlEndpoint);
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return [];
  }
}
