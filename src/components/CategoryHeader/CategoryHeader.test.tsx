import { screen, within } from '@testing-library/react';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import ProductListRouteQuery, { type ProductListRouteQuery as ListQuery } from '../../__generated__/ProductListRouteQuery.graphql';
import { mockPayload } from '../../test/mockPayload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CategoryHeader } from './CategoryHeader';

function Header() {
  const data = useLazyLoadQuery<ListQuery>(ProductListRouteQuery, { first: 24, where: {}, categorySlug: 'hoodies', inCategory: true });
  return data.productCategory ? <CategoryHeader category={data.productCategory} /> : null;
}

describe('CategoryHeader', () => {
  it('shows breadcrumbs, the category name and its sanitised description', async () => {
    renderWithProviders(<Header />, {
      respond: (operation) =>
        mockPayload(operation, { productCategory: { id: 'c1', name: 'Hoodies', description: 'Warm <b>hoodies</b><iframe src="https://evil.example"></iframe>' } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoodies' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/categories');
    expect(within(breadcrumb).getByText('Hoodies')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('hoodies').tagName).toBe('B');
    expect(document.querySelector('iframe')).toBeNull();
  });
});
