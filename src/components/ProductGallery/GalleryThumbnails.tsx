import { Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ResponsiveImage } from '../../ui/ResponsiveImage/ResponsiveImage';
import * as styles from './ProductGallery.css';

const THUMBNAIL_SIZE = 72;

export interface GalleryThumbnailsProps {
  images: ReadonlyArray<{ sourceUrl?: string | null }>;
  /** The position of the image on the stage, or null when a variation's own image is shown. */
  chosen: number | null;
  onChoose: (position: number) => void;
}

/** The gallery's thumbnails, one radio each (arrow keys move between them). */
export function GalleryThumbnails({ images, chosen, onChoose }: GalleryThumbnailsProps) {
  const intl = useIntl();
  return (
    <RadioGroup
      className={styles.thumbnails}
      orientation="horizontal"
      aria-label={intl.formatMessage({ id: 'gallery.thumbnails', defaultMessage: 'Product images' })}
      value={chosen === null ? null : String(chosen)}
      onChange={(value) => onChoose(Number(value))}
    >
      {images.map((image, position) => (
        <Radio
          key={image.sourceUrl}
          value={String(position)}
          className={styles.thumbnail}
          aria-label={intl.formatMessage({ id: 'gallery.thumbnail', defaultMessage: 'Image {number} of {total}' }, { number: position + 1, total: images.length })}
        >
          {/* Right under the main image: on the first screen of a phone too. */}
          <ResponsiveImage className={styles.thumbnailImage} src={image.sourceUrl} alt="" width={THUMBNAIL_SIZE} height={THUMBNAIL_SIZE} crop fetchOrder="soon" />
        </Radio>
      ))}
    </RadioGroup>
  );
}
