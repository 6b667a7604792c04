import { screen, within } from '@testing-library/react';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import ProductRouteQuery, { type ProductRouteQuery as ProductRouteQueryType } from '../../__generated__/ProductRouteQuery.graphql';
import { mockPayload } from '../../test/mockPayload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { RelatedProducts } from './RelatedProducts';

function Related() {
  const { product } = useLazyLoadQuery<ProductRouteQueryType>(ProductRouteQuery, { slug: 'cap' });
  return product ? <RelatedProducts product={product} /> : null;
}

const related = (id: string, name: string) => ({ __typename: 'SimpleProduct', id, name, slug: id, price: '5', regularPrice: '5' });

describe('RelatedProducts', () => {
  it('lists the related products as cards', async () => {
    renderWithProviders(<Related />, {
      respond: (operation) =>
        mockPayload(operation, { product: { __typename: 'SimpleProduct', id: 'cap', related: { nodes: [related('belt', 'Belt'), related('sunglasses', 'Sunglasses')] } } }, { Product: 'SimpleProduct' }),
    });
    const list = await screen.findByRole('list', { name: 'You may also like' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Sunglasses' })).toHaveAttribute('href', '/product/sunglasses');
  });
});
