import { screen } from '@testing-library/react';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import CategoriesRouteQuery, { type CategoriesRouteQuery as CategoriesRouteQueryType } from '../../__generated__/CategoriesRouteQuery.graphql';
import { mockPayload } from '../../test/mockPayload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CategoryCard } from './CategoryCard';

function Cards() {
  const data = useLazyLoadQuery<CategoriesRouteQueryType>(CategoriesRouteQuery, {});
  return (
    <>
      {data.productCategories?.nodes.map((category) => (
        <CategoryCard key={category.id} category={category} />
      ))}
    </>
  );
}

describe('CategoryCard', () => {
  it('links to the category with its name, product count and image', async () => {
    renderWithProviders(<Cards />, {
      respond: (operation) =>
        mockPayload(operation, {
          productCategories: {
            nodes: [
              { id: 'c1', name: 'Hoodies', slug: 'hoodies', count: 3, image: { id: 'i1', sourceUrl: '/images/k1/w_768,f_webp/hoodies.webp' } },
              { id: 'c2', name: 'Music', slug: 'music', count: 1, image: null },
            ],
          },
        }),
    });
    const hoodies = await screen.findByRole('link', { name: 'Hoodies 3 products' });
    expect(hoodies).toHaveAttribute('href', '/product-category/hoodies');
    expect(hoodies.querySelector('img')?.getAttribute('srcset')).toContain('/images/k1/w_320,h_400,f_webp/hoodies.webp 320w');
    expect(screen.getByRole('link', { name: 'Music 1 product' }).querySelector('img')).toHaveAttribute('src', '/images/placeholder.jpg');
  });
});
