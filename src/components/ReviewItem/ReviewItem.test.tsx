import { act, screen, waitFor, within } from '@testing-library/react';
import { useLazyLoadQuery } from 'react-relay/hooks';
import type { OperationDescriptor } from 'relay-runtime';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { describe, expect, it } from 'vitest';
import ProductReviewsPaginationQuery, {
  type ProductReviewsPaginationQuery as ProductReviewsPaginationQueryType,
} from '../../__generated__/ProductReviewsPaginationQuery.graphql';
import { mockPayload } from '../../test/mockPayload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProductReviews } from '../ProductReviews/ProductReviews';

function Reviews() {
  const { node } = useLazyLoadQuery<ProductReviewsPaginationQueryType>(ProductReviewsPaginationQuery, { id: 'beanie' });
  return node ? <ProductReviews product={node} /> : null;
}

const review = (id: string, name: string) => ({
  rating: 5,
  cursor: id,
  node: { __typename: 'Comment', id, date: '2024-01-05T10:00:00', status: 'APPROVE', content: '<p>Warm.</p>', author: { node: { __typename: 'CommentAuthor', id: `a-${id}`, name, avatar: { url: null } } } },
});

/** Two reviews, then the verified-owner answer as the server gives it (or an error, as WooGraphQL does). */
async function renderReviews(answer: Record<string, boolean> | Error) {
  const { environment } = renderWithProviders(<Reviews />, {
    respond: (operation) =>
      mockPayload(
        operation,
        {
          node: {
            __typename: 'SimpleProduct',
            id: 'beanie',
            databaseId: 36,
            name: 'Beanie',
            reviewCount: 2,
            averageRating: 5,
            reviewsAllowed: false,
            reviews: { edges: [review('r1', 'Maria'), review('r2', 'Jon')], pageInfo: { hasNextPage: false, endCursor: 'r2' } },
          },
        },
        { Node: 'SimpleProduct' },
      ),
  });
  expect(await screen.findByRole('heading', { name: 'Maria' })).toBeInTheDocument();
  const mock = environment as RelayMockEnvironment;
  let operation: OperationDescriptor | undefined;
  await waitFor(() => {
    operation = mock.mock.getAllOperations().find((candidate) => candidate.request.node.params.name === 'ProductReviewsVerifiedQuery');
    expect(operation).toBeDefined();
  });
  act(() => {
    if (answer instanceof Error) mock.mock.reject(operation!, answer);
    else {
      const edges = Object.entries(answer).map(([id, verified]) => ({ node: { __typename: 'Comment', id, verified } }));
      mock.mock.resolve(operation!, { data: { product: { __typename: 'SimpleProduct', id: 'beanie', reviews: { edges } } } });
    }
  });
}

/** The review (its <article>) whose author heading is `name`. */
const reviewBy = (name: string) => screen.getByRole('heading', { name }).closest('article')!;

describe('ReviewItem', () => {
  it('says "(verified owner)" in text beside the name of an author who bought the product, and nothing for others', async () => {
    await renderReviews({ r1: true, r2: false });
    expect(await within(reviewBy('Maria')).findByText('(verified owner)')).toBeInTheDocument();
    expect(within(reviewBy('Jon')).queryByText(/verified owner/)).toBeNull();
  });

  it('shows the reviews without labels when the backend does not know the extension', async () => {
    await renderReviews(new Error('Cannot query field "verified" on type "Comment".'));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText(/verified owner/)).toBeNull();
  });
});
