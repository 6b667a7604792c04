import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLazyLoadQuery } from 'react-relay/hooks';
import type { OperationDescriptor } from 'relay-runtime';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { describe, expect, it } from 'vitest';
import ProductReviewsPaginationQuery, {
  type ProductReviewsPaginationQuery as ProductReviewsPaginationQueryType,
} from '../../__generated__/ProductReviewsPaginationQuery.graphql';
import { mockPayload } from '../../test/mockPayload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProductReviews } from './ProductReviews';
import { backend, configureBackend } from '../../backend/backend';
import { PLAIN_WOOGRAPHQL } from '../../backend/capabilities';

function Reviews() {
  const { node } = useLazyLoadQuery<ProductReviewsPaginationQueryType>(ProductReviewsPaginationQuery, { id: 'beanie' });
  return node ? <ProductReviews product={node} /> : null;
}

const review = (id: string) => ({
  rating: 4,
  cursor: `cursor-${id}`,
  node: { __typename: 'Comment', id, date: '2024-01-05T10:00:00', status: 'APPROVE', content: '<p>Fine.</p>', author: { node: { __typename: 'CommentAuthor', id: `a-${id}`, name: `Author ${id}`, avatar: { url: null } } } },
});

const page = (ids: string[], hasNextPage: boolean) => ({
  node: {
    __typename: 'SimpleProduct',
    id: 'beanie',
    databaseId: 36,
    name: 'Beanie',
    reviewCount: 3,
    averageRating: 4,
    reviewsAllowed: false,
    reviews: { edges: ids.map(review), pageInfo: { hasNextPage, endCursor: `cursor-${ids.at(-1)}` } },
  },
});

const verifiedAsks = (mock: RelayMockEnvironment) =>
  mock.mock.getAllOperations().filter((operation) => operation.request.node.params.name === 'ProductReviewsVerifiedQuery');

function answer(mock: RelayMockEnvironment, operation: OperationDescriptor, verified: Record<string, boolean>) {
  const edges = Object.entries(verified).map(([id, value]) => ({ node: { __typename: 'Comment', id, verified: value } }));
  act(() => mock.mock.resolve(operation, { data: { product: { __typename: 'SimpleProduct', id: 'beanie', reviews: { edges } } } }));
}

async function renderFirstPage({ asksVerified = true } = {}) {
  const { environment } = renderWithProviders(<Reviews />, { respond: (operation) => mockPayload(operation, page(['r1', 'r2'], true), { Node: 'SimpleProduct' }) });
  const mock = environment as RelayMockEnvironment;
  await screen.findByRole('heading', { name: 'Author r1' });
  if (asksVerified) await waitFor(() => expect(verifiedAsks(mock)).toHaveLength(1));
  return mock;
}

async function showMore(mock: RelayMockEnvironment) {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Show more reviews' }));
  const next = mock.mock.getAllOperations().find((operation) => operation.request.node.params.name === 'ProductReviewsPaginationQuery')!;
  act(() => mock.mock.resolve(next, mockPayload(next, page(['r3'], false), { Node: 'SimpleProduct' })));
  await screen.findByRole('heading', { name: 'Author r3' });
}

describe('ProductReviews’ verified owners', () => {
  it('asks once per page of reviews, from the cursor before it, and labels what each answer says', async () => {
    const mock = await renderFirstPage();
    const [first] = verifiedAsks(mock);
    expect(first!.request.variables).toEqual({ id: 'beanie', first: 2, after: null });
    answer(mock, first!, { r1: false, r2: true });
    expect(await screen.findByText('(verified owner)')).toBeInTheDocument();

    await showMore(mock);
    await waitFor(() => expect(verifiedAsks(mock)).toHaveLength(1));
    const [second] = verifiedAsks(mock);
    expect(second!.request.variables).toEqual({ id: 'beanie', first: 1, after: 'cursor-r2' });
    answer(mock, second!, { r3: true });
    await waitFor(() => expect(screen.getAllByText('(verified owner)')).toHaveLength(2));
  });

  it('never asks a backend without the extension, and shows the reviews unlabelled', async () => {
    const vitrine = backend();
    configureBackend({ ...vitrine, capabilities: PLAIN_WOOGRAPHQL });
    try {
      const mock = await renderFirstPage({ asksVerified: false });
      expect(verifiedAsks(mock)).toHaveLength(0);
      await showMore(mock);
      expect(verifiedAsks(mock)).toHaveLength(0);
      expect(screen.queryByText(/verified owner/)).toBeNull();
    } finally {
      configureBackend(vitrine);
    }
  });
});
