import { useCallback, useState } from 'react';
import { ConnectionHandler, graphql } from 'react-relay/hooks';
import useMutation from 'react-relay/lib/relay-hooks/useMutation';
import type { RecordProxy } from 'relay-runtime';
import type { useWriteReviewMutation as WriteReviewMutation } from '../__generated__/useWriteReviewMutation.graphql';

export interface ReviewInput {
  /** The product's database id. */
  commentOn: number;
  rating: number;
  content: string;
  /** Guests only: signed-in shoppers write under their account. */
  author?: string;
  authorEmail?: string;
}

const mutation = graphql`
  mutation useWriteReviewMutation($input: WriteReviewInput!, $connections: [ID!]!) {
    writeReview(input: $input) {
      rating
      review @prependNode(connections: $connections, edgeTypeName: "ProductToCommentConnectionEdge") {
        id
        status
        ...ReviewItem_review
      }
    }
  }
`;

/**
 * A published review changes the product's count and average at once (WooCommerce recounts on
 * approval and keeps the average to two decimals); a held one changes neither.
 */
function countApprovedReview(product: RecordProxy | null | undefined, rating: number) {
  if (!product) return;
  const count = Number(product.getValue('reviewCount') ?? 0);
  const average = Number(product.getValue('averageRating') ?? 0);
  product.setValue(count + 1, 'reviewCount');
  product.setValue(Math.round(((average * count + rating) / (count + 1)) * 100) / 100, 'averageRating');
}

/**
 * writeReview (spec §7): resolves with the new review's moderation status, rejects with the error
 * to show. The review joins the product's list at once, marked while it awaits approval.
 */
export function useWriteReviewMutation(productId: string) {
  const [commit] = useMutation<WriteReviewMutation>(mutation);
  const [isPending, setPending] = useState(false);
  const writeReview = useCallback(
    (input: ReviewInput) =>
      new Promise<string | null>((resolve, reject) => {
        setPending(true);
        commit({
          variables: {
            input,
            connections: [ConnectionHandler.getConnectionID(productId, 'ProductReviews_reviews')],
          },
          updater: (store, response) => {
            // The edge's rating is what the list shows; the payload carries it beside the review.
            const review = response?.writeReview?.review;
            if (!review) return;
            const connection = store.get(ConnectionHandler.getConnectionID(productId, 'ProductReviews_reviews'));
            const edge = connection?.getLinkedRecords('edges')?.find((candidate) => candidate?.getLinkedRecord('node')?.getDataID() === review.id);
            edge?.setValue(response.writeReview?.rating ?? input.rating, 'rating');
            if (review.status === 'APPROVE') countApprovedReview(store.get(productId), response.writeReview?.rating ?? input.rating);
          },
          onCompleted: (response) => {
            setPending(false);
            resolve(response.writeReview?.review?.status ?? null);
          },
          onError: (error) => {
            setPending(false);
            reject(error);
          },
        });
      }),
    [commit, productId],
  );
  return { writeReview, isPending };
}
