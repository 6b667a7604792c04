import { useEffect, useMemo, useState } from 'react';
import { Button, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ProductGallery_product$key } from '../../__generated__/ProductGallery_product.graphql';
import { imageIdentity } from '../../catalog/imageUrls';
import { ChevronLeftIcon } from '../../ui/icons/ChevronLeftIcon';
import { ChevronRightIcon } from '../../ui/icons/ChevronRightIcon';
import { ResponsiveImage } from '../../ui/ResponsiveImage/ResponsiveImage';
import * as styles from './ProductGallery.css';

export interface GalleryImage {
  sourceUrl: string | null | undefined;
  altText: string | null | undefined;
}

const MAIN_IMAGE_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw';
const MAIN_IMAGE_SIZE = 1024;
const THUMBNAIL_SIZE = 72;

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
          priority
        />
        {images.length > 1 ? (
          <>
            <Button
              className={styles.previous}
              onPress={() => choose(index - 1)}
              aria-label={intl.formatMessage({ id: 'gallery.previous', defaultMessage: 'Previous image' })}
            >
              <ChevronLeftIcon />
            </Button>
            <Button
              className={styles.next}
              onPress={() => choose(index + 1)}
              aria-label={intl.formatMessage({ id: 'gallery.next', defaultMessage: 'Next image' })}
            >
              <ChevronRightIcon />
            </Button>
          </>
        ) : null}
      </div>
      {images.length > 1 ? (
        <RadioGroup
          className={styles.thumbnails}
          orientation="horizontal"
          aria-label={intl.formatMessage({ id: 'gallery.thumbnails', defaultMessage: 'Product images' })}
          value={showVariation ? null : String(index)}
          onChange={(value) => choose(Number(value))}
        >
          {images.map((image, position) => (
            <Radio
              key={image.sourceUrl}
              value={String(position)}
              className={styles.thumbnail}
              aria-label={intl.formatMessage(
                { id: 'gallery.thumbnail', defaultMessage: 'Image {number} of {total}' },
                { number: position + 1, total: images.length },
              )}
            >
              <ResponsiveImage
                className={styles.thumbnailImage}
                src={image.sourceUrl}
                alt=""
                width={THUMBNAIL_SIZE}
                height={THUMBNAIL_SIZE}
                crop
              />
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
    </div>
  );
}
