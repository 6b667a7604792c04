/**
 * Site fields and store settings (spec §1, §3 "Store settings"). Build-time values come from
 * VITE_* variables (see .env.example) so one build can point at any WooCommerce GraphQL endpoint.
 */
const env = import.meta.env;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return value === 'true' || value === '1';
}

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export const I18N_STRATEGIES = ['prefix_except_default', 'no_prefix'] as const;
export type I18nStrategy = (typeof I18N_STRATEGIES)[number];

/** A misspelt strategy would silently change every URL of the shop, so it stops the app instead. */
export function parseI18nStrategy(value: string | undefined): I18nStrategy {
  if (value === undefined || value === '') return 'prefix_except_default';
  if ((I18N_STRATEGIES as readonly string[]).includes(value)) return value as I18nStrategy;
  throw new Error(`VITE_I18N_STRATEGY must be one of ${I18N_STRATEGIES.join(', ')}; got "${value}".`);
}

export const PRODUCT_VERSION = '4.4.10';

export const site = {
  siteName: env.VITE_SITE_NAME || 'Vitrine',
  shortDescription: env.VITE_SITE_SHORT_DESCRIPTION || 'A digital storefront for seamless online shopping.',
  description:
    env.VITE_SITE_DESCRIPTION ||
    'A fast, SEO-friendly e-commerce store on a headless commerce backend: browse, search and buy with ease.',
  baseUrl: env.VITE_BASE_URL || '',
  siteImage: env.VITE_SITE_IMAGE || '/images/site-image.jpg',
} as const;

function lines(value: string): string[] {
  return value.split('|').map((line) => line.trim()).filter(Boolean);
}

/**
 * How shoppers reach the shop (the contact page): VITE_CONTACT_EMAIL, VITE_CONTACT_PHONE,
 * VITE_CONTACT_ADDRESS (lines separated by "|") and VITE_CONTACT_COUNTRY (ISO code, named in the
 * shopper's language). The defaults are the demo shop's; "-" leaves a detail out.
 */
export const contactDetails = {
  email: env.VITE_CONTACT_EMAIL === '-' ? '' : env.VITE_CONTACT_EMAIL || 'hello@vitrine.example',
  phone: env.VITE_CONTACT_PHONE === '-' ? '' : env.VITE_CONTACT_PHONE || '',
  address: env.VITE_CONTACT_ADDRESS === '-' ? [] : lines(env.VITE_CONTACT_ADDRESS || 'Vitrine Demo Store|Musterstraße 12|10115 Berlin'),
  country: env.VITE_CONTACT_COUNTRY === '-' ? '' : env.VITE_CONTACT_COUNTRY || 'DE',
} as const;

export const storeSettings = {
  graphqlEndpoint: env.VITE_GRAPHQL_ENDPOINT || '/graphql',
  preferGETQueries: flag(env.VITE_PREFER_GET_QUERIES, false),
  productsPerPage: positiveInt(env.VITE_PRODUCTS_PER_PAGE, 24),
  autoOpenCart: flag(env.VITE_AUTO_OPEN_CART, false),
  showReviews: flag(env.VITE_SHOW_REVIEWS, true),
  showFilters: flag(env.VITE_SHOW_FILTERS, true),
  showOrderByDropdown: flag(env.VITE_SHOW_ORDER_BY_DROPDOWN, true),
  showSKU: flag(env.VITE_SHOW_SKU, true),
  showRelatedProducts: flag(env.VITE_SHOW_RELATED_PRODUCTS, true),
  showProductCategoriesOnSingleProduct: flag(env.VITE_SHOW_PRODUCT_CATEGORIES_ON_SINGLE_PRODUCT, true),
  showBreadcrumbOnSingleProduct: flag(env.VITE_SHOW_BREADCRUMB_ON_SINGLE_PRODUCT, true),
  showMoveToWishlist: flag(env.VITE_SHOW_MOVE_TO_WISHLIST, true),
  hideBillingAddressForVirtualProducts: flag(env.VITE_HIDE_BILLING_ADDRESS_FOR_VIRTUAL_PRODUCTS, false),
  initStoreOnUserActionToReduceServerLoad: flag(env.VITE_INIT_STORE_ON_USER_ACTION, true),
  saleBadge: 'percent' as 'percent' | 'sale' | 'hidden',
  socialLoginsDisplay: 'buttons' as 'buttons' | 'icons',
  /** Stripe Elements load only with a key (DESIGN §3); without one the Stripe gateway is not offered. */
  stripePublishableKey: env.VITE_STRIPE_PUBLISHABLE_KEY || '',
} as const;

/** Language settings (spec §2 "Language"): whether the locale shows in the URL. */
export const i18nSettings = {
  strategy: parseI18nStrategy(env.VITE_I18N_STRATEGY),
} as const;
