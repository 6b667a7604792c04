import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { describe, expect, it, vi } from 'vitest';
import ProductListRouteQuery, { type ProductListRouteQuery as ListQuery } from '../../__generated__/ProductListRouteQuery.graphql';
import { mockPayload } from '../../test/mockPayload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProductListing, type ProductListingProps } from './ProductListing';

function Listing(props: Omit<ProductListingProps, 'query'>) {
  const data = useLazyLoadQuery<ListQuery>(ProductListRouteQuery, { first: 24, where: {}, categorySlug: '', inCategory: false });
  return <ProductListing query={data} {...props} />;
}

const products = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    cursor: `c${index}`,
    node: { __typename: 'SimpleProduct', id: `p${index}`, name: `Product ${index + 1}`, slug: `product-${index + 1}`, price: '10', regularPrice: '10' },
  }));

function renderListing(found: number | null, count: number, props: Partial<Omit<ProductListingProps, 'query'>> = {}, url = '/products') {
  return renderWithProviders(<Listing page={1} perPage={24} basePath="/products" numberedPages {...props} />, {
    url,
    respond: (operation) => mockPayload(operation, { products: { found, edges: products(count), pageInfo: { hasNextPage: count > 0, endCursor: 'end' } } }),
  });
}

describe('ProductListing', () => {
  it('says which products of how many it shows, and links to pages by number, keeping the query', async () => {
    renderListing(5000, 24, { page: 50 }, '/products/page/50?orderby=price');
    expect(await screen.findByText('Showing 1,177 to 1,200 of 5,000')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 50' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 209' })).toHaveAttribute('href', '/products/page/209?orderby=price');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/products?orderby=price');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/products/page/49?orderby=price');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/products/page/51?orderby=price');
    expect(within(pages).getAllByRole('link')).toHaveLength(7);
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('ul[aria-label="Products"]'))).toHaveLength(24);
  });

  it('walks the cursors with "Load more" when the backend has no numbered pages', async () => {
    renderListing(null, 24, { numberedPages: false });
    expect(await screen.findByRole('button', { name: 'Load more' })).toBeEnabled();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows "No products found" with a hint and a clear-all action', async () => {
    const user = userEvent.setup();
    const onClearAll = vi.fn();
    renderListing(0, 0, { onClearAll });
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters to find what you are looking for.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(onClearAll).toHaveBeenCalled();
  });
});
