import { Button } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ProductReviews_product$key } from '../../__generated__/ProductReviews_product.graphql';
import type { ProductReviewsPaginationQuery } from '../../__generated__/ProductReviewsPaginationQuery.graphql';
import { StarRating } from '../../ui/StarRating/StarRating';
import { ReviewForm } from '../ReviewForm/ReviewForm';
import { ReviewItem } from '../ReviewItem/ReviewItem';
import * as styles from './ProductReviews.css';

const REVIEWS_PER_PAGE = 10;

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
  return (
    <div>
      {data.reviewCount ? (
        <p className={styles.summary}>
          <StarRating rating={data.averageRating ?? 0} />
          <FormattedMessage
            id="reviews.summary"
            defaultMessage="{rating, number, ::.#} out of 5 · {count, plural, one {# review} other {# reviews}}"
            values={{ rating: data.averageRating ?? 0, count: data.reviewCount }}
          />
        </p>
      ) : null}
      {edges.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="reviews.empty" defaultMessage="No reviews yet." />
        </p>
      ) : (
        <ul className={styles.list}>
          {edges.map((edge) => (
            <li key={edge.node.id} className={styles.item}>
              <ReviewItem review={edge.node} rating={edge.rating} />
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
          <h3 id="write-review">
            <FormattedMessage id="reviews.write" defaultMessage="Write a review" />
          </h3>
          <ReviewForm productId={data.id} productDatabaseId={data.databaseId} productName={data.name ?? ''} />
        </section>
      ) : null}
    </div>
  );
}
