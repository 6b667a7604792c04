/** Image storage and delivery: what the catalogue, importer and resolvers use. */
export { createImportedMediaFactory } from './media';
export { createPlaceholderImage } from './placeholder';
export { createRemoteImageImporter, type ImportedImage } from './remote';
export { storeOriginalImage, InvalidImageError, type StoredImage } from './store';
export {
  imageRefForMedia,
  imageUrl,
  mediaSourceUrl,
  sizeForSizeName,
  sourceUrlForSize,
  srcset,
  STOREFRONT_WIDTHS,
  WOO_IMAGE_SIZES,
  type ImageRef,
  type MediaSource,
} from './urls';
