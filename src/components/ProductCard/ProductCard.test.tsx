import { screen } from '@testing-library/react';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import HomeRouteQuery, { type HomeRouteQuery as HomeRouteQueryType } from '../../__generated__/HomeRouteQuery.graphql';
import { mockPayload } from '../../test/mockPayload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProductCard } from './ProductCard';

function FirstPopularProduct() {
  const data = useLazyLoadQuery<HomeRouteQueryType>(HomeRouteQuery, {});
  const product = data.popular?.nodes[0];
  return product ? <ProductCard product={product} fetchOrder="first" /> : null;
}

function renderCard(product: Record<string, unknown>) {
  renderWithProviders(<FirstPopularProduct />, {
    respond: (operation) => mockPayload(operation, { popular: { nodes: [{ __typename: 'SimpleProduct', id: 'p1', ...product }] } }),
  });
}

describe('ProductCard', () => {
  it('links to the product and shows its image, rating and sale price with the regular one struck through', async () => {
    renderCard({
      name: 'Beanie with Logo',
      slug: 'beanie-with-logo',
      onSale: true,
      averageRating: 4.5,
      reviewCount: 2,
      price: '18',
      regularPrice: '20',
      image: { sourceUrl: '/images/abc123/w_300,h_300,f_webp/beanie.webp', altText: 'A beanie' },
    });
    expect(await screen.findByRole('link', { name: 'Beanie with Logo' })).toHaveAttribute('href', '/product/beanie-with-logo');
    const image = screen.getByRole('img', { name: 'A beanie' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image.getAttribute('srcset')).toContain('/images/abc123/w_640,h_640,f_webp/beanie.webp 640w');
    expect(screen.getByText('-10%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(2 reviews)')).toBeInTheDocument();
    expect(screen.getByText('€20.00').closest('del')).not.toBeNull();
    expect(screen.getByText('€18.00')).toBeInTheDocument();
  });

  it('shows one price, no badge and the placeholder image for a regular product without a picture', async () => {
    renderCard({ name: 'Album', slug: 'album', onSale: false, reviewCount: 0, price: '15', regularPrice: '15', image: null });
    expect(await screen.findByRole('img', { name: 'Album' })).toHaveAttribute('src', '/images/placeholder.jpg');
    expect(screen.queryByText(/%$/)).toBeNull();
    expect(screen.getByText('€15.00').closest('del')).toBeNull();
  });
});
