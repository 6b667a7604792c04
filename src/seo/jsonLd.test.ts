import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, itemListJsonLd, productJsonLd, webSiteJsonLd } from './jsonLd';
import { serializeForScript } from './head';

type Json = Record<string, unknown>;

/**
 * What Google's Product rich results (product snippets and merchant listings) require: a name, an
 * image, and at least one of review, aggregateRating or offers; an Offer needs price and
 * priceCurrency (an AggregateOffer lowPrice and priceCurrency), plus availability for merchant
 * listings. Returns the missing ones.
 */
function missingForGoogleProduct(product: Json): string[] {
  const missing: string[] = [];
  if (product['@context'] !== 'https://schema.org') missing.push('@context');
  if (product['@type'] !== 'Product') missing.push('@type');
  if (typeof product.name !== 'string' || !product.name) missing.push('name');
  const images = Array.isArray(product.image) ? product.image : [product.image];
  if (!images.length || !images.every((url) => typeof url === 'string' && /^https?:\/\//.test(url))) missing.push('image');
  if (!product.review && !product.aggregateRating && !product.offers) missing.push('review|aggregateRating|offers');
  const offer = product.offers as Json | undefined;
  if (offer) {
    const priced = offer['@type'] === 'AggregateOffer' ? offer.lowPrice : offer.price;
    if (!(Number(priced) >= 0) || priced === '') missing.push('offers.price');
    if (typeof offer.priceCurrency !== 'string' || !/^[A-Z]{3}$/.test(offer.priceCurrency)) missing.push('offers.priceCurrency');
    if (typeof offer.availability !== 'string' || !offer.availability.startsWith('https://schema.org/')) missing.push('offers.availability');
  }
  const rating = product.aggregateRating as Json | undefined;
  if (rating && (!(Number(rating.ratingValue) > 0) || !(Number(rating.reviewCount) > 0))) missing.push('aggregateRating');
  return missing;
}

const hoodie = {
  name: 'Hoodie with Logo',
  url: 'https://shop.example/product/hoodie-with-logo',
  images: ['https://shop.example/images/hoodie.jpg'],
  description: 'A warm hoodie.',
  sku: 'woo-hoodie-logo',
  rawPrice: '45.00',
  currency: 'EUR',
  stockStatus: 'IN_STOCK',
  averageRating: 4.5,
  reviewCount: 2,
};

describe('Product JSON-LD', () => {
  it('has every property Google requires for Product rich results', () => {
    const json = productJsonLd(hoodie);
    expect(missingForGoogleProduct(json)).toEqual([]);
    expect(json.offers).toEqual({
      '@type': 'Offer',
      url: hoodie.url,
      price: '45.00',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
    expect(json.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 });
  });

  it('gives a variable product its price range as an AggregateOffer', () => {
    const json = productJsonLd({ ...hoodie, rawPrice: '18.00, 20.00, 45.00', stockStatus: 'ON_BACKORDER' });
    expect(missingForGoogleProduct(json)).toEqual([]);
    expect(json.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '18.00', highPrice: '45.00', priceCurrency: 'EUR', availability: 'https://schema.org/BackOrder' });
  });

  it('leaves out a rating nobody gave and marks a sold-out product', () => {
    const json = productJsonLd({ ...hoodie, averageRating: 0, reviewCount: 0, stockStatus: 'OUT_OF_STOCK' });
    expect(json).not.toHaveProperty('aggregateRating');
    expect(missingForGoogleProduct(json)).toEqual([]);
    expect((json.offers as Json).availability).toBe('https://schema.org/OutOfStock');
  });

  it('is incomplete for Google without a price, image or rating (the check can fail)', () => {
    const json = productJsonLd({ ...hoodie, rawPrice: '', images: [], reviewCount: 0 });
    expect(missingForGoogleProduct(json)).toEqual(['image', 'review|aggregateRating|offers']);
  });
});

describe('other structured data', () => {
  it('numbers breadcrumbs and list items from 1, a later page continuing the count', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', url: 'https://shop.example/' }, { name: 'Hoodie' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Hoodie' },
      ],
    });
    const list = itemListJsonLd(['https://shop.example/product/a', 'https://shop.example/product/b'], 25);
    expect((list.itemListElement as Json[]).map((item) => item.position)).toEqual([25, 26]);
  });

  it('describes the site search with a URL template Google can fill in', () => {
    const json = webSiteJsonLd({ name: 'Vitrine', url: 'https://shop.example/', searchUrlTemplate: 'https://shop.example/products?search={search_term_string}' });
    expect(json.potentialAction).toMatchObject({ '@type': 'SearchAction', 'query-input': 'required name=search_term_string' });
  });

  it('cannot close its script element or break a line in a script', () => {
    const text = serializeForScript({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });
});
