import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import ProductRouteQuery, { type ProductRouteQuery as ProductRouteQueryType } from '../../__generated__/ProductRouteQuery.graphql';
import { RequestError } from '../../relay/request-error';
import { mockPayload } from '../../test/mockPayload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProductTabs } from './ProductTabs';

function Tabs() {
  const { product } = useLazyLoadQuery<ProductRouteQueryType>(ProductRouteQuery, { slug: 'beanie' });
  return product ? <ProductTabs product={product} /> : null;
}

const review = (id: string, name: string, date: string, rating: number, content: string) => ({
  rating,
  cursor: id,
  node: { __typename: 'Comment', id, date, status: 'APPROVE', content, author: { node: { __typename: 'CommentAuthor', id: `a-${id}`, name, avatar: { url: `/avatars/${id}.png` } } } },
});

function renderTabs(reviews: unknown[], url = '/product/beanie', extra: Record<string, unknown> = {}) {
  return renderWithProviders(<Tabs />, {
    url,
    respond: (operation) =>
      mockPayload(
        operation,
        {
          product: {
            __typename: 'SimpleProduct',
            id: 'beanie',
            databaseId: 36,
            name: 'Beanie',
            description: '<p>A <em>warm</em> beanie.</p><img src="x" onerror="alert(1)">',
            reviewCount: reviews.length,
            averageRating: 4.5,
            reviewsAllowed: true,
            reviews: { edges: reviews, pageInfo: { hasNextPage: false, endCursor: null } },
            weight: null,
            length: null,
            width: null,
            height: null,
            attributes: { nodes: [] },
            ...extra,
          },
        },
        { Product: 'SimpleProduct' },
      ),
  });
}

describe('ProductTabs', () => {
  it('shows the sanitised description first', async () => {
    renderTabs([]);
    const panel = await screen.findByRole('tabpanel', { name: 'Description' });
    expect(within(panel).getByText('warm').tagName).toBe('EM');
    expect(panel.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('lists reviews with author, avatar, date, stars and text; the tab is kept in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderTabs([review('r1', 'Maria', '2024-01-05T10:00:00', 5, '<p>Lovely</p>')]);
    await user.click(await screen.findByRole('tab', { name: 'Reviews (1)' }));
    expect(router.state!.location.search).toBe('?tab=reviews');
    const panel = screen.getByRole('tabpanel', { name: 'Reviews (1)' });
    // The reviews' code is loaded apart from the page's; its first transform here can take a moment.
    expect(await within(panel).findByRole('heading', { name: 'Maria' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(panel).getByText('January 5, 2024')).toBeInTheDocument();
    expect(within(panel).getAllByRole('img', { name: 'Rated 5 out of 5' })).not.toHaveLength(0);
    expect(within(panel).getByText('Lovely')).toBeInTheDocument();
  });

  it('says "No reviews yet." and sends a guest’s review through writeReview', async () => {
    const user = userEvent.setup();
    const { environment } = renderTabs([], '/product/beanie?tab=reviews');
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Review Beanie' });
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(within(form).getByText('Please choose a rating.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.click(within(form).getByRole('textbox', { name: 'Your review' }));
    await user.paste('Keeps me warm.');
    await user.click(within(form).getByRole('textbox', { name: 'Name' }));
    await user.paste('Ann');
    await user.click(within(form).getByRole('textbox', { name: 'Email' }));
    await user.paste('ann@example.com');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useWriteReviewMutation');
    expect(operation.request.variables.input).toEqual({ commentOn: 36, rating: 4, content: 'Keeps me warm.', author: 'Ann', authorEmail: 'ann@example.com' });
    await act(async () => {
      environment.mock.resolve(operation, mockPayload(operation, { writeReview: { rating: 4, review: { id: 'r9', status: 'HOLD', content: 'Keeps me warm.', date: '2024-02-01T00:00:00' } } }));
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your review! It will appear once it has been approved.');
    expect(screen.getByText('Your review is awaiting approval.')).toBeInTheDocument();
  });

  it('a published review updates the count and the average at once', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const { environment } = renderTabs([review('r1', 'Maria', '2024-01-05T10:00:00', 5, '<p>Lovely</p>')], '/product/beanie?tab=reviews');
    const form = await screen.findByRole('form', { name: 'Review Beanie' });
    await user.click(within(form).getByRole('radio', { name: '3 stars' }));
    await user.click(within(form).getByRole('textbox', { name: 'Your review' }));
    await user.paste('Fine.');
    await user.click(within(form).getByRole('textbox', { name: 'Name' }));
    await user.paste('Ann');
    await user.click(within(form).getByRole('textbox', { name: 'Email' }));
    await user.paste('ann@example.com');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    const operation = environment.mock.getMostRecentOperation();
    await act(async () => {
      environment.mock.resolve(operation, mockPayload(operation, { writeReview: { rating: 3, review: { id: 'r9', status: 'APPROVE', content: 'Fine.', date: '2024-02-01T00:00:00' } } }));
    });
    // 4.5 from one review, then a 3: two reviews averaging 3.75.
    expect(await screen.findByRole('tab', { name: 'Reviews (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Reviews (2)' })).toHaveTextContent('3.8 out of 5 · 2 reviews');
  });

  it('shows weight, dimensions and visible attributes under Additional information, only when there are some', async () => {
    const user = userEvent.setup();
    renderTabs([], '/product/beanie', {
      weight: '0.5',
      length: '20',
      width: '10',
      height: '3',
      attributes: {
        nodes: [
          { __typename: 'GlobalProductAttribute', id: 'pa1', name: 'pa_color', label: 'Color', options: ['red', 'blue'], visible: true, variation: false, terms: { nodes: [{ id: 't1', slug: 'red', name: 'Red' }, { id: 't2', slug: 'blue', name: 'Blue' }] } },
          { __typename: 'LocalProductAttribute', id: 'la1', name: 'secret', label: 'Secret', options: ['x'], visible: false, variation: false },
        ],
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Additional information' }));
    const panel = screen.getByRole('tabpanel', { name: 'Additional information' });
    expect(within(panel).getByRole('rowheader', { name: 'Weight' }).nextSibling).toHaveTextContent('0.5 kg');
    expect(within(panel).getByRole('rowheader', { name: 'Dimensions' }).nextSibling).toHaveTextContent('20 × 10 × 3 cm');
    expect(within(panel).getByRole('rowheader', { name: 'Color' }).nextSibling).toHaveTextContent('Red, Blue');
    expect(within(panel).queryByRole('rowheader', { name: 'Secret' })).toBeNull();
  }, 20_000);

  it('has no Additional information tab for a product without any', async () => {
    renderTabs([]);
    await screen.findByRole('tab', { name: 'Description' });
    expect(screen.queryByRole('tab', { name: 'Additional information' })).toBeNull();
  });

  it('shows the server’s message when the review is refused, keeps what was typed, and sends it again', async () => {
    const user = userEvent.setup();
    const { environment } = renderTabs([], '/product/beanie?tab=reviews');
    const form = await screen.findByRole('form', { name: 'Review Beanie' });
    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.click(within(form).getByRole('textbox', { name: 'Your review' }));
    await user.paste('Great');
    await user.click(within(form).getByRole('textbox', { name: 'Name' }));
    await user.paste('Ann');
    await user.click(within(form).getByRole('textbox', { name: 'Email' }));
    await user.paste('ann@example.com');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    await act(async () => {
      environment.mock.reject(
        environment.mock.getMostRecentOperation(),
        new RequestError({ client: 'vitrine', operationType: 'mutation', operationName: 'useWriteReviewMutation', status: 200, messages: ['Duplicate comment detected'], codes: [] }),
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Duplicate comment detected');
    expect(within(form).getByRole('textbox', { name: 'Your review' })).toHaveValue('Great');
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ commentOn: 36, rating: 5, content: 'Great', author: 'Ann', authorEmail: 'ann@example.com' });
  });
});
