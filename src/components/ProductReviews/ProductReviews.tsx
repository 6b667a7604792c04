import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import usePaginationFragment from 'react-relay/lib/relay-hooks/usePaginationFragment';
import { backend } from '../../backend/backend';
import type { ProductReviews_product$key } from '../../__generated__/ProductReviews_product.graphql';
import type { ProductReviewsPaginationQuery } from '../../__generated__/ProductReviewsPaginationQuery.graphql';
import type { ProductReviewsVerifiedQuery } from '../../__generated__/ProductReviewsVerifiedQuery.graphql';
import { StarRating } from '../../ui/StarRating/StarRating';
import { ReviewForm } from '../ReviewForm/ReviewForm';
import { ReviewItem } from '../ReviewItem/ReviewItem';
import * as styles from './ProductReviews.css';

const REVIEWS_PER_PAGE = 10;
/** WooGraphQL's largest page (graphql_connection_max_query_amount). */
const MAX_PAGE_SIZE = 100;

/**
 * Vitrine's extension (Comment.verified), asked apart from the reviews so the list itself stays valid on
 * WooGraphQL; asked only of a backend that has it, elsewhere the reviews go unlabelled.
 */
const verifiedQuery = graphql`
  query ProductReviewsVerifiedQuery($id: ID!, $first: Int!, $after: String) {
    product(id: $id) {
      reviews(first: $first, after: $after) {
        edges {
          node {
            id
            verified
          }
        }
      }
    }
  }
`;

type ListedReview = { readonly cursor: string | null | undefined; readonly node: { readonly id: string } };

/**
 * The ids of the listed reviews written by verified owners. Each run of reviews not asked about yet (the first
 * page, each page "Show more" adds, a review just written) is asked in one request, from the cursor before it.
 */
function useVerifiedReviews(productId: string, edges: readonly ListedReview[]): ReadonlySet<string> {
  const environment = useRelayEnvironment();
  const [verified, setVerified] = useState<ReadonlySet<string>>(() => new Set());
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!backend().capabilities.verifiedReviews) return;
    const askedIds = asked.current;
    const start = edges.findIndex((edge) => !askedIds.has(edge.node.id));
    if (start < 0) return;
    let end = start;
    while (end < edges.length && end - start < MAX_PAGE_SIZE && !askedIds.has(edges[end]!.node.id)) end += 1;
    const run = edges.slice(start, end);
    for (const edge of run) askedIds.add(edge.node.id);
    let answered = false;
    const subscription = fetchQuery<ProductReviewsVerifiedQuery>(environment, verifiedQuery, {
      id: productId,
      first: run.length,
      after: start > 0 ? (edges[start - 1]!.cursor ?? null) : null,
    }).subscribe({
      next: (data) => {
        answered = true;
        const ids = (data.product?.reviews?.edges ?? []).filter((edge) => edge.node.verified).map((edge) => edge.node.id);
        if (ids.length) setVerified((current) => new Set([...current, ...ids]));
      },
      error: () => {
        // The labels are a nicety: a failed answer leaves these reviews unlabelled.
        answered = true;
      },
    });
    return () => {
      // Cancelled before the answer (the list changed meanwhile): the next run asks about these reviews again.
      if (answered) return;
      subscription.unsubscribe();
      for (const edge of run) askedIds.delete(edge.node.id);
    };
  }, [environment, productId, edges, verified]);
  return verified;
}

/** The product's reviews, newest first, and the form to write one. */
export function ProductReviews({ product }: { product: ProductReviews_product$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<ProductReviewsPaginationQuery, ProductReviews_product$key>(
    graphql`
      fragment ProductReviews_product on Product
      @refetchable(queryName: "ProductReviewsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        id
        databaseId
        name
        averageRating
        reviewCount
        reviewsAllowed
        reviews(first: $count, after: $cursor) @connection(key: "ProductReviews_reviews") {
          edges {
            cursor
            rating
            node {
              id
              ...ReviewItem_review
            }
          }
        }
      }
    `,
    product,
  );
  const edges = data.reviews?.edges ?? [];
  const verified = useVerifiedReviews(data.id, edges);
  return (
    <div>
      {data.reviewCount ? (
        <h2 className={styles.summary}>
          <StarRating rating={data.averageRating ?? 0} decorative />
          <FormattedMessage
            id="reviews.summary"
            defaultMessage="{rating, number, ::.#} out of 5 · {count, plural, one {# review} other {# reviews}}"
            values={{ rating: data.averageRating ?? 0, count: data.reviewCount }}
          />
        </h2>
      ) : null}
      {edges.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="reviews.empty" defaultMessage="No reviews yet." />
        </p>
      ) : (
        <ul className={styles.list}>
          {edges.map((edge) => (
            <li key={edge.node.id} className={styles.item}>
              <ReviewItem review={edge.node} rating={edge.rating} verified={verified.has(edge.node.id)} />
            </li>
          ))}
        </ul>
      )}
      {hasNext ? (
        <Button className={styles.more} isDisabled={isLoadingNext} onPress={() => loadNext(REVIEWS_PER_PAGE)}>
          <FormattedMessage id="reviews.more" defaultMessage="Show more reviews" />
        </Button>
      ) : null}
      {data.reviewsAllowed !== false ? (
        <section className={styles.formSection} aria-labelledby="write-review">
          <h2 id="write-review" className={styles.formTitle}>
            <FormattedMessage id="reviews.write" defaultMessage="Write a review" />
          </h2>
          <ReviewForm productId={data.id} productDatabaseId={data.databaseId} productName={data.name ?? ''} />
        </section>
      ) : null}
    </div>
  );
}
