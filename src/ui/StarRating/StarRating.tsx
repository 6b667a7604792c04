import { useIntl } from 'react-intl';
import * as styles from './StarRating.css';

const STARS = '★★★★★';

/** Five stars filled to `rating` (0–5), read out as "Rated 4.5 out of 5". */
export function StarRating({ rating, size = 16 }: { rating: number; size?: number }) {
  const intl = useIntl();
  const clamped = Math.max(0, Math.min(5, rating));
  return (
    <span
      className={styles.stars}
      style={{ fontSize: size }}
      role="img"
      aria-label={intl.formatMessage(
        { id: 'rating.label', defaultMessage: 'Rated {rating, number, ::.#} out of 5' },
        { rating: clamped },
      )}
    >
      <span className={styles.empty} aria-hidden="true">
        {STARS}
      </span>
      <span className={styles.filled} style={{ width: `${(clamped / 5) * 100}%` }} aria-hidden="true">
        {STARS}
      </span>
    </span>
  );
}
