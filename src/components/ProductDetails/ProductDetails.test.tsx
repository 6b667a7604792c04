import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { describe, expect, it, vi } from 'vitest';
import ProductRouteQuery, { type ProductRouteQuery as ProductRouteQueryType } from '../../__generated__/ProductRouteQuery.graphql';
import { mockPayload } from '../../test/mockPayload';
import { renderWithProviders } from '../../test/renderWithProviders';
import type { AddToCartItem } from '../AddToCart/AddToCart';
import { ProductDetails } from './ProductDetails';

function Details({ onAddToCart }: { onAddToCart?: (item: AddToCartItem) => void }) {
  const { product } = useLazyLoadQuery<ProductRouteQueryType>(ProductRouteQuery, { slug: 'hoodie' });
  return product ? <ProductDetails product={product} onAddToCart={onAddToCart} /> : null;
}

const image = (key: string, alt: string) => ({ id: `image-${key}`, sourceUrl: `/images/${key}/w_1024,h_1024,f_webp/${key}.webp`, altText: alt });
const variation = (id: number, color: string, size: string, stockStatus: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'SimpleProductVariation',
  id: `v${id}`,
  databaseId: id,
  sku: `hoodie-${color}-${size}`,
  purchasable: true,
  onSale: false,
  price: '45',
  regularPrice: '45',
  stockStatus,
  stockQuantity: null,
  lowStockAmount: null,
  image: image(`${color}${size}`, `Hoodie in ${color}`),
  attributes: { nodes: [{ id: `a${id}c`, name: 'pa_color', value: color }, { id: `a${id}s`, name: 'pa_size', value: size }] },
  ...extra,
});

const hoodie = {
  __typename: 'VariableProduct',
  id: 'hoodie',
  databaseId: 10,
  name: 'Hoodie',
  slug: 'hoodie',
  sku: 'hoodie',
  onSale: false,
  purchasable: true,
  averageRating: 4,
  reviewCount: 3,
  shortDescription: '<p>Warm <strong>and</strong> soft.</p><script>alert(1)</script>',
  price: '42, 45',
  regularPrice: '45, 45',
  stockStatus: 'IN_STOCK',
  stockQuantity: null,
  lowStockAmount: null,
  image: image('main', 'Hoodie'),
  galleryImages: { nodes: [image('back', 'Hoodie from the back')] },
  productCategories: { nodes: [{ id: 'c1', name: 'Hoodies', slug: 'hoodies' }] },
  attributes: {
    nodes: [
      { __typename: 'GlobalProductAttribute', id: 'pa1', name: 'pa_color', label: 'Color', options: ['blue', 'red'], variation: true, terms: { nodes: [{ id: 't1', slug: 'blue', name: 'Blue' }, { id: 't2', slug: 'red', name: 'Red' }] } },
      { __typename: 'GlobalProductAttribute', id: 'pa2', name: 'pa_size', label: 'Size', options: ['small', 'large'], variation: true, terms: { nodes: [{ id: 't3', slug: 'small', name: 'Small' }, { id: 't4', slug: 'large', name: 'Large' }] } },
    ],
  },
  defaultAttributes: { nodes: [] },
  variations: {
    nodes: [
      variation(11, 'blue', 'small', 'IN_STOCK', { price: '42', regularPrice: '45', onSale: true, stockQuantity: 2, lowStockAmount: 3 }),
      variation(12, 'red', 'large', 'IN_STOCK'),
      variation(13, 'blue', 'large', 'OUT_OF_STOCK'),
    ],
  },
};

function renderDetails(product: Record<string, unknown>, options: { url?: string; onAddToCart?: (item: AddToCartItem) => void } = {}) {
  return renderWithProviders(<Details onAddToCart={options.onAddToCart} />, {
    url: options.url ?? '/product/hoodie',
    respond: (operation) => mockPayload(operation, { product: { related: { nodes: [] }, ...product } }, { Product: String(product.__typename) }),
  });
}

describe('ProductDetails', () => {
  it('shows name, price range, rating, SKU, categories and the sanitised short description', async () => {
    renderDetails(hoodie);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoodie' })).toBeInTheDocument();
    expect(screen.getByText('€42.00 – €45.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3 reviews' })).toBeInTheDocument();
    expect(screen.getByText('SKU: hoodie')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByText('and').tagName).toBe('STRONG');
    expect(document.querySelector('script:not([type="application/ld+json"])')).toBeNull();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Hoodies' })).toHaveAttribute('href', '/product-category/hoodies');
  });

  it('keeps Add to cart disabled until a purchasable variation is chosen, and keeps the choice in the URL', async () => {
    const user = userEvent.setup();
    const onAddToCart = vi.fn();
    const { router } = renderDetails(hoodie, { onAddToCart });
    const addToCart = await screen.findByRole('button', { name: 'Add to cart' });
    expect(addToCart).toBeDisabled();
    expect(screen.getByText('Choose your options to add this product to the cart.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(router.state!.location.search).toBe('?attribute_pa_color=blue');
    // Blue exists in small only (large is sold out): large is marked but can still be chosen.
    expect(screen.getByRole('radio', { name: 'Large, unavailable' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Small' }));
    expect(new URLSearchParams(router.state!.location.search).get('attribute_pa_size')).toBe('small');
    expect(screen.getByText('Only 2 left in stock')).toBeInTheDocument();
    expect(screen.getByText('-7%')).toBeInTheDocument();
    expect(screen.getByText('SKU: hoodie-blue-small')).toBeInTheDocument();
    expect(addToCart).toBeEnabled();
    await user.click(addToCart);
    expect(onAddToCart).toHaveBeenCalledWith({
      productId: 10,
      variationId: 11,
      variation: [
        { attributeName: 'pa_color', attributeValue: 'blue' },
        { attributeName: 'pa_size', attributeValue: 'small' },
      ],
      quantity: 1,
    });
  });

  it('reaches any combination: choosing a value that does not fit the others moves them', async () => {
    const user = userEvent.setup();
    const { router } = renderDetails(hoodie, { url: '/product/hoodie?attribute_pa_color=blue&attribute_pa_size=small' });
    await user.click(await screen.findByRole('radio', { name: /Red/ }));
    const params = new URLSearchParams(router.state!.location.search);
    expect([params.get('attribute_pa_color'), params.get('attribute_pa_size')]).toEqual(['red', 'large']);
    expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
  });

  it('shows the chosen variation’s image', async () => {
    renderDetails(hoodie, { url: '/product/hoodie?attribute_pa_color=red&attribute_pa_size=large' });
    await screen.findByRole('heading', { level: 1, name: 'Hoodie' });
    const main = await screen.findByRole('img', { name: 'Hoodie in red' });
    expect(main.getAttribute('src')).toContain('/images/redlarge/');
  });

  it('leaves Add to cart disabled without a cart handler', async () => {
    renderDetails(hoodie, { url: '/product/hoodie?attribute_pa_color=red&attribute_pa_size=large' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled());
  });

  it('offers an external product through a link with its button text', async () => {
    renderDetails({
      ...hoodie,
      __typename: 'ExternalProduct',
      attributes: { nodes: [] },
      variations: undefined,
      price: '11.05',
      regularPrice: '11.05',
      externalUrl: 'https://wordpress.org/pennant',
      buttonText: 'Buy on WordPress.org',
    });
    expect(await screen.findByRole('link', { name: 'Buy on WordPress.org' })).toHaveAttribute('href', 'https://wordpress.org/pennant');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });
});
