/**
 * schema.org structured data (JSON-LD) for search engines' rich results. Plain builders over plain
 * values, so the server render, client navigation and tests share one definition.
 */
const CONTEXT = 'https://schema.org';

export interface ProductFacts {
  name: string;
  url: string;
  /** Absolute image URLs, main image first. */
  images: string[];
  description?: string;
  sku?: string | null;
  /** WooGraphQL's RAW price: "12.50", or "10, 20" for a variable product's range. */
  rawPrice?: string | null;
  currency: string;
  stockStatus?: string | null;
  averageRating?: number | null;
  reviewCount?: number | null;
  brandName?: string;
}

/** WooGraphQL stock statuses as schema.org ItemAvailability. */
const AVAILABILITY: Record<string, string> = {
  IN_STOCK: `${CONTEXT}/InStock`,
  OUT_OF_STOCK: `${CONTEXT}/OutOfStock`,
  ON_BACKORDER: `${CONTEXT}/BackOrder`,
};

function prices(rawPrice: string | null | undefined): number[] {
  return (rawPrice ?? '')
    .split(',')
    .map((part) => Number.parseFloat(part.trim()))
    .filter((value) => Number.isFinite(value));
}

/** A Product with its offer (or price range) and rating, as Google's Product rich results read it. */
export function productJsonLd(product: ProductFacts): Record<string, unknown> {
  const amounts = prices(product.rawPrice);
  const availability = AVAILABILITY[product.stockStatus ?? 'IN_STOCK'] ?? AVAILABILITY.IN_STOCK;
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  const offers =
    amounts.length === 0
      ? undefined
      : low === high
        ? { '@type': 'Offer', url: product.url, price: low.toFixed(2), priceCurrency: product.currency, availability }
        : {
            '@type': 'AggregateOffer',
            url: product.url,
            lowPrice: low.toFixed(2),
            highPrice: high.toFixed(2),
            offerCount: amounts.length,
            priceCurrency: product.currency,
            availability,
          };
  const rated = (product.reviewCount ?? 0) > 0 && (product.averageRating ?? 0) > 0;
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    url: product.url,
    image: product.images,
    ...(product.description ? { description: product.description } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.brandName ? { brand: { '@type': 'Brand', name: product.brandName } } : {}),
    ...(offers ? { offers } : {}),
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageRating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export interface BreadcrumbItem {
  name: string;
  /** Absolute URL; the last item (the page itself) may omit it. */
  url?: string;
}

export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.url ? { item: item.url } : {}),
    })),
  };
}

/** A list page's products, in the order shown, starting at `firstPosition` on later pages. */
export function itemListJsonLd(urls: readonly string[], firstPosition = 1): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: urls.map((url, index) => ({ '@type': 'ListItem', position: firstPosition + index, url })),
  };
}

/** The site with its search box (Google's sitelinks search box reads the SearchAction). */
export function webSiteJsonLd(site: { name: string; url: string; searchUrlTemplate: string }): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: site.name,
    url: site.url,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: site.searchUrlTemplate },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function organizationJsonLd(organization: { name: string; url: string; logo?: string }): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: organization.name,
    url: organization.url,
    ...(organization.logo ? { logo: organization.logo } : {}),
  };
}
