import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProductCard_product$key } from '../../__generated__/ProductCard_product.graphql';
import { PreloadLink } from '../../ui/PreloadLink/PreloadLink';
import { ResponsiveImage } from '../../ui/ResponsiveImage/ResponsiveImage';
import type { FetchOrder } from '../../ui/ResponsiveImage/fetchOrder';
import { gridSlotSizes } from '../../ui/ResponsiveImage/slotSizes';
import { breakpoints } from '../../styles/theme.css';
import { StarRating } from '../../ui/StarRating/StarRating';
import { ProductPrice } from '../ProductPrice/ProductPrice';
import { SaleBadge } from '../SaleBadge/SaleBadge';
import * as styles from './ProductCard.css';

/**
 * Card widths in the product grids (`ProductGrid.css.ts`: 2, 3 and 4 columns 16 px apart). The
 * listing's filter sidebar makes its cards narrower on large screens; its cards take the wider size.
 */
export const PRODUCT_CARD_SIZES = gridSlotSizes([
  { minWidth: 0, columns: 2, gap: 16 },
  { minWidth: breakpoints.md, columns: 3, gap: 16 },
  { minWidth: breakpoints.lg, columns: 4, gap: 16 },
]);
const CARD_IMAGE_SIZE = 640;

export interface ProductCardProps {
  product: ProductCard_product$key;
  /** When its image is fetched: `cardFetchOrder` of its place in a grid at the top of a page. */
  fetchOrder?: FetchOrder;
  /** The name's heading level: 2 where the grid is the page's own content, 3 under a section's heading. */
  headingLevel?: 2 | 3;
}

/** A product in a grid: image, sale badge, name, rating and price, all one link to the product. */
export function ProductCard({ product, fetchOrder = 'later', headingLevel = 3 }: ProductCardProps) {
  const data = useFragment(
    graphql`
      fragment ProductCard_product on Product {
        name
        slug
        onSale
        averageRating
        reviewCount
        image {
          sourceUrl(size: WOOCOMMERCE_THUMBNAIL)
          altText
        }
        ... on ProductWithPricing {
          price(format: RAW)
          regularPrice(format: RAW)
        }
        ...ProductPrice_tax
      }
    `,
    product,
  );
  const name = data.name ?? '';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <div className={styles.imageWrap}>
        <ResponsiveImage
          className={styles.image}
          src={data.image?.sourceUrl}
          alt={data.image?.altText || name}
          width={CARD_IMAGE_SIZE}
          height={CARD_IMAGE_SIZE}
          sizes={PRODUCT_CARD_SIZES}
          crop
          fetchOrder={fetchOrder}
        />
        <SaleBadge className={styles.badge} onSale={data.onSale} regularPrice={data.regularPrice} price={data.price} />
      </div>
      <Heading className={styles.name}>
        <PreloadLink className={styles.link} to={`/product/${data.slug}`}>
          {name}
        </PreloadLink>
      </Heading>
      {data.reviewCount ? (
        <div className={styles.rating}>
          <StarRating rating={data.averageRating ?? 0} size={14} />
          <span>
            <FormattedMessage
              id="product.reviewCount"
              defaultMessage="({count, plural, one {# review} other {# reviews}})"
              values={{ count: data.reviewCount }}
            />
          </span>
        </div>
      ) : null}
      <ProductPrice price={data.price} regularPrice={data.regularPrice} tax={data} />
    </article>
  );
}
