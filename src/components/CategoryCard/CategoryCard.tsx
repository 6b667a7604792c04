import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CategoryCard_category$key } from '../../__generated__/CategoryCard_category.graphql';
import { PreloadLink } from '../../ui/PreloadLink/PreloadLink';
import { ResponsiveImage } from '../../ui/ResponsiveImage/ResponsiveImage';
import type { FetchOrder } from '../../ui/ResponsiveImage/fetchOrder';
import { gridSlotSizes } from '../../ui/ResponsiveImage/slotSizes';
import { breakpoints } from '../../styles/theme.css';
import * as styles from './CategoryCard.css';

/** The category grids (home and /categories): 2, then 4 columns 16 px apart. */
const CATEGORY_CARD_SIZES = gridSlotSizes([
  { minWidth: 0, columns: 2, gap: 16 },
  { minWidth: breakpoints.md, columns: 4, gap: 16 },
]);

/** A category with its image and product count, linking to its products. */
export function CategoryCard({ category, fetchOrder = 'later' }: { category: CategoryCard_category$key; fetchOrder?: FetchOrder }) {
  const data = useFragment(
    graphql`
      fragment CategoryCard_category on ProductCategory {
        name
        slug
        count
        image {
          sourceUrl(size: MEDIUM_LARGE)
        }
      }
    `,
    category,
  );
  return (
    <PreloadLink className={styles.card} to={`/product-category/${data.slug}`}>
      <ResponsiveImage
        className={styles.image}
        src={data.image?.sourceUrl}
        alt=""
        width={480}
        height={600}
        sizes={CATEGORY_CARD_SIZES}
        crop
        fetchOrder={fetchOrder}
      />
      <span className={styles.caption}>
        <span className={styles.name}>{data.name}</span>{' '}
        {data.count ? (
          <span className={styles.count}>
            <FormattedMessage
              id="category.productCount"
              defaultMessage="{count, plural, one {# product} other {# products}}"
              values={{ count: data.count }}
            />
          </span>
        ) : null}
      </span>
    </PreloadLink>
  );
}
