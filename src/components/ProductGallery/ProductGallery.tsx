import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProductGallery_product$key } from '../../__generated__/ProductGallery_product.graphql';
import { imageIdentity } from '../../catalog/imageUrls';
import { lazyIsland } from '../../lib/lazyIsland';
import { LazyButton } from '../../ui/LazyButton/LazyButton';
import { ChevronLeftIcon } from '../../ui/icons/ChevronLeftIcon';
import { ChevronRightIcon } from '../../ui/icons/ChevronRightIcon';
import { ResponsiveImage } from '../../ui/ResponsiveImage/ResponsiveImage';
import { gridSlotSizes } from '../../ui/ResponsiveImage/slotSizes';
import { breakpoints } from '../../styles/theme.css';
import * as styles from './ProductGallery.css';

export interface GalleryImage {
  sourceUrl: string | null | undefined;
  altText: string | null | undefined;
}

/** The page's width on phones and tablets, then half of it beside the details (`ProductDetails.css.ts`: 32 px apart). */
const MAIN_IMAGE_SIZES = gridSlotSizes([
  { minWidth: 0, columns: 1, gap: 0 },
  { minWidth: breakpoints.lg, columns: 2, gap: 32 },
]);
const MAIN_IMAGE_SIZE = 1024;

/** The thumbnails' radio group (with react-aria's focus management) hydrates once the shopper uses the page. */
const GalleryThumbnails = lazyIsland(() => import('./GalleryThumbnails').then((module) => module.GalleryThumbnails), { when: 'engaged' });

/**
 * The product's images: the main one large, the others as thumbnails to choose from (arrow keys move
 * between them). A chosen variation's own image takes the stage until another thumbnail is chosen.
 */
export function ProductGallery({ product, variationImage }: { product: ProductGallery_product$key; variationImage?: GalleryImage | null }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ProductGallery_product on Product {
        name
        image {
          sourceUrl(size: LARGE)
          altText
        }
        galleryImages(first: 20) {
          nodes {
            sourceUrl(size: LARGE)
            altText
          }
        }
      }
    `,
    product,
  );
  const images = useMemo(() => {
    const all = [data.image, ...(data.galleryImages?.nodes ?? [])].filter((image): image is NonNullable<typeof image> => !!image?.sourceUrl);
    const seen = new Set<string>();
    return all.filter((image) => {
      const identity = imageIdentity(image.sourceUrl!);
      if (seen.has(identity)) return false;
      seen.add(identity);
      return true;
    });
  }, [data.image, data.galleryImages]);

  const [index, setIndex] = useState(0);
  const [showVariation, setShowVariation] = useState(false);
  const variationUrl = variationImage?.sourceUrl ?? null;

  // A newly chosen variation shows its picture: as the matching thumbnail when it is one of them.
  useEffect(() => {
    if (!variationUrl) {
      setShowVariation(false);
      return;
    }
    const match = images.findIndex((image) => imageIdentity(image.sourceUrl!) === imageIdentity(variationUrl));
    if (match >= 0) {
      setIndex(match);
      setShowVariation(false);
    } else {
      setShowVariation(true);
    }
  }, [variationUrl, images]);

  const name = data.name ?? '';
  const current = showVariation && variationImage ? variationImage : images[index];
  const choose = (next: number) => {
    setShowVariation(false);
    setIndex((next + images.length) % images.length);
  };

  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        <ResponsiveImage
          key={current?.sourceUrl ?? 'placeholder'}
          className={styles.main}
          src={current?.sourceUrl}
          alt={current?.altText || name}
          width={MAIN_IMAGE_SIZE}
          height={MAIN_IMAGE_SIZE}
          sizes={MAIN_IMAGE_SIZES}
          fetchOrder="first"
        />
        {images.length > 1 ? (
          <>
            <LazyButton
              className={styles.previous}
              onPress={() => choose(index - 1)}
              aria-label={intl.formatMessage({ id: 'gallery.previous', defaultMessage: 'Previous image' })}
            >
              <ChevronLeftIcon />
            </LazyButton>
            <LazyButton
              className={styles.next}
              onPress={() => choose(index + 1)}
              aria-label={intl.formatMessage({ id: 'gallery.next', defaultMessage: 'Next image' })}
            >
              <ChevronRightIcon />
            </LazyButton>
          </>
        ) : null}
      </div>
      {images.length > 1 ? <GalleryThumbnails images={images} chosen={showVariation ? null : index} onChoose={choose} /> : null}
    </div>
  );
}
