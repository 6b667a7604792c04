import { useIntl } from 'react-intl';
import * as styles from './StarRating.css';

const STARS = '★★★★★';

/**
 * Five stars filled to `rating` (0–5), read out as "Rated 4.5 out of 5"; `decorative` where the text
 * beside them already says the rating, so that it is not read twice.
 */
export function StarRating({ rating, size = 16, decorative = false }: { rating: number; size?: number; decorative?: boolean }) {
  const intl = useIntl();
  const clamped = Math.max(0, Math.min(5, rating));
  const label = intl.formatMessage({ id: 'rating.label', defaultMessage: 'Rated {rating, number, ::.#} out of 5' }, { rating: clamped });
  return (
    <span className={styles.stars} style={{ fontSize: size }} {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}>
      <span className={styles.empty} aria-hidden="true">
        {STARS}
      </span>
      <span className={styles.filled} style={{ width: `${(clamped / 5) * 100}%` }} aria-hidden="true">
        {STARS}
      </span>
    </span>
  );
}
