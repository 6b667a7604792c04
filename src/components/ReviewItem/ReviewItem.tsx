import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ReviewItem_review$key } from '../../__generated__/ReviewItem_review.graphql';
import { PLACEHOLDER_IMAGE } from '../../catalog/imageUrls';
import { useFormatDate } from '../../i18n/format';
import { RichText } from '../../ui/RichText/RichText';
import { StarRating } from '../../ui/StarRating/StarRating';
import * as styles from './ReviewItem.css';

const AVATAR_SIZE = 48;

export interface ReviewItemProps {
  review: ReviewItem_review$key;
  rating: number | null | undefined;
  /** The author bought the product (WooCommerce's "verified owner"); false when the backend cannot tell. */
  verified?: boolean;
}

/** One review: avatar, author ("verified owner" when they bought it), date ('Month day, year'), stars and text. */
export function ReviewItem({ review, rating, verified = false }: ReviewItemProps) {
  const data = useFragment(
    graphql`
      fragment ReviewItem_review on Comment {
        content
        date
        status
        author {
          node {
            name
            avatar {
              url
            }
          }
        }
      }
    `,
    review,
  );
  const formatDate = useFormatDate();
  const author = data.author?.node;
  return (
    <article className={styles.review}>
      <img
        className={styles.avatar}
        src={author?.avatar?.url || PLACEHOLDER_IMAGE}
        alt=""
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        loading="lazy"
      />
      <div>
        <div className={styles.header}>
          <h3 className={styles.author}>{author?.name}</h3>
          {verified ? (
            <em className={styles.verified}>
              (<FormattedMessage id="reviews.verifiedOwner" defaultMessage="verified owner" />)
            </em>
          ) : null}
          {data.date ? (
            <time className={styles.date} dateTime={data.date}>
              {formatDate(data.date)}
            </time>
          ) : null}
        </div>
        {rating ? <StarRating rating={rating} /> : null}
        {data.status === 'HOLD' ? (
          <p className={styles.pending}>
            <FormattedMessage id="reviews.awaitingApproval" defaultMessage="Your review is awaiting approval." />
          </p>
        ) : null}
        {data.content ? <RichText className={styles.content} html={data.content} /> : null}
      </div>
    </article>
  );
}
