import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import ProductDetailsFragment, { type ProductDetails_product$key } from '../../__generated__/ProductDetails_product.graphql';
import { describe, expect, it } from 'vitest';
import ProductRouteQuery, { type ProductRouteQuery as ProductRouteQueryType } from '../../__generated__/ProductRouteQuery.graphql';
import { mockPayload } from '../../test/mockPayload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProductGallery, type GalleryImage } from './ProductGallery';

/** The gallery's data reaches it through ProductDetails, its parent on the page. */
function Gallery({ variationImage }: { variationImage?: GalleryImage }) {
  const { product } = useLazyLoadQuery<ProductRouteQueryType>(ProductRouteQuery, { slug: 'cap' });
  const details = useFragment<ProductDetails_product$key>(ProductDetailsFragment, product ?? null);
  return details ? <ProductGallery product={details} variationImage={variationImage} /> : null;
}

const image = (key: string) => ({ id: key, sourceUrl: `/images/${key}/w_1024,h_1024,f_webp/cap.webp`, altText: `Cap ${key}` });

function renderGallery(variationImage?: GalleryImage) {
  return renderWithProviders(<Gallery variationImage={variationImage} />, {
    respond: (operation) =>
      mockPayload(operation, { product: { __typename: 'SimpleProduct', id: 'cap', name: 'Cap', image: image('front'), galleryImages: { nodes: [image('side'), image('back')] } } }, { Product: 'SimpleProduct' }),
  });
}

describe('ProductGallery', () => {
  it('shows the main image large and eager, and moves through the thumbnails with the arrow keys', async () => {
    const user = userEvent.setup();
    renderGallery();
    const main = await screen.findByRole('img', { name: 'Cap front' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('width', '1024');
    expect(main).toHaveAttribute('sizes');
    const first = screen.getByRole('radio', { name: 'Image 1 of 3' });
    expect(first).toBeChecked();
    await user.click(first);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Image 2 of 3' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Cap side' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'Cap back' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'Cap front' })).toBeInTheDocument();
  });

  it('puts a chosen variation’s own picture on the stage', async () => {
    renderGallery({ sourceUrl: '/images/red/w_1024,f_webp/red-cap.webp', altText: 'Red cap' });
    expect(await screen.findByRole('img', { name: 'Red cap' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Image 1 of 3' })).not.toBeChecked();
  });

  it('selects the thumbnail when the variation’s picture is one of the gallery’s', async () => {
    renderGallery({ sourceUrl: '/images/back/w_300,f_webp/cap.webp', altText: 'Back' });
    expect(await screen.findByRole('radio', { name: 'Image 3 of 3' })).toBeChecked();
  });
});
