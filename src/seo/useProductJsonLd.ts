import { graphql, readInlineData } from 'react-relay/hooks';
import { useHref, useLocation } from 'react-router-dom';
import type { useProductJsonLd_product$key } from '../__generated__/useProductJsonLd_product.graphql';
import { backend } from '../backend/backend';
import { useSiteOrigin } from '../components/PageMeta/PageMeta';
import { htmlToText } from '../lib/htmlToText';
import { productJsonLd } from './jsonLd';

const fragment = graphql`
  fragment useProductJsonLd_product on Product @inline {
    name
    sku
    shortDescription
    averageRating
    reviewCount
    image {
      sourceUrl(size: LARGE)
    }
    galleryImages(first: 20) {
      nodes {
        sourceUrl(size: LARGE)
      }
    }
    ... on ProductWithPricing {
      price(format: RAW)
    }
    ... on InventoriedProduct {
      stockStatus
    }
  }
`;

/** The product page's schema.org Product (offer, price, availability, rating), or null without a product. */
export function useProductJsonLd(product: useProductJsonLd_product$key | null): Record<string, unknown> | null {
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const href = useHref(pathname);
  if (!product) return null;
  const data = readInlineData(fragment, product);
  const absolute = (url: string) => new URL(url, origin).href;
  const images = [data.image?.sourceUrl, ...(data.galleryImages?.nodes ?? []).map((node) => node.sourceUrl)]
    .filter((url): url is string => Boolean(url))
    .map(absolute);
  return productJsonLd({
    name: data.name ?? '',
    url: absolute(href),
    images: [...new Set(images)],
    description: htmlToText(data.shortDescription ?? '') || undefined,
    sku: data.sku,
    rawPrice: data.price,
    currency: backend().currency,
    stockStatus: data.stockStatus,
    averageRating: data.averageRating,
    reviewCount: data.reviewCount,
  });
}
