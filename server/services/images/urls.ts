import {
  FILE_EXTENSIONS,
  MAX_IMAGE_DIMENSION,
  serializeModifiers,
  variantSize,
  type ImageFit,
  type ImageFormat,
  type ImageModifiers,
} from './modifiers';

/**
 * Image URLs: `/images/<key>/<modifiers>/<name>.<ext>`, e.g.
 * `/images/3f2a…e1/w_640,f_webp/blue-hoodie.webp`. The key names immutable content and the
 * modifiers are canonical, so every URL is cacheable for ever; `<name>` is only for people and
 * search engines and does not change what is served.
 */
export const IMAGE_ROUTE_PREFIX = '/images';

/** The storefront's responsive widths (spec: xs 320, sm 640, md 768, lg 1024, xl 1280, 2xl 1536). */
export const STOREFRONT_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;

export interface ImageRef {
  /** The stored image's key (file name in the originals folder without extension). */
  key: string;
  /** Human-readable file name for the URL, e.g. the product slug; sanitised here. */
  name?: string;
  /** Size of the original, when known: lets URLs describe the real size of what they serve. */
  width?: number;
  height?: number;
}

export interface ImageUrlOptions {
  format?: ImageFormat;
  quality?: number;
  /** Prepended to the path, e.g. the shop's public origin; empty for a root-relative URL. */
  baseUrl?: string;
}

/** WordPress and WooCommerce image sizes with their default settings (Settings › Media, Customizer). */
export const WOO_IMAGE_SIZES: Record<string, { width?: number; height?: number; fit: ImageFit }> = {
  THUMBNAIL: { width: 150, height: 150, fit: 'cover' },
  MEDIUM: { width: 300, height: 300, fit: 'inside' },
  MEDIUM_LARGE: { width: 768, fit: 'inside' },
  LARGE: { width: 1024, height: 1024, fit: 'inside' },
  WOOCOMMERCE_THUMBNAIL: { width: 300, height: 300, fit: 'cover' },
  WOOCOMMERCE_SINGLE: { width: 600, fit: 'inside' },
  WOOCOMMERCE_GALLERY_THUMBNAIL: { width: 100, height: 100, fit: 'cover' },
  _1536X1536: { width: 1536, height: 1536, fit: 'inside' },
  _2048X2048: { width: 2048, height: 2048, fit: 'inside' },
};

/** WebP: smaller than JPEG at the same quality and shown by every current browser. */
const DEFAULT_FORMAT: ImageFormat = 'webp';

function urlName(name: string | undefined): string {
  const slug = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\.[a-z0-9]{2,4}$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'image';
}

/** URL of one variant of a stored image. */
export function imageUrl(image: ImageRef, modifiers: Partial<ImageModifiers>, options: ImageUrlOptions = {}): string {
  const format = modifiers.format ?? options.format ?? DEFAULT_FORMAT;
  const complete: ImageModifiers = {
    ...modifiers,
    format,
    quality: modifiers.quality ?? options.quality,
    fit: modifiers.fit ?? (modifiers.width !== undefined && modifiers.height !== undefined ? 'cover' : 'inside'),
  };
  if (format === 'png') delete complete.quality;
  if (complete.quality === undefined) delete complete.quality;
  return `${options.baseUrl ?? ''}${IMAGE_ROUTE_PREFIX}/${image.key}/${serializeModifiers(complete)}/${urlName(image.name)}.${FILE_EXTENSIONS[format]}`;
}

/**
 * `MediaItem.sourceUrl(size:)`: the URL of a WordPress/WooCommerce size name (MediaItemSizeEnum,
 * case-insensitive, also `full`); no size, `full` or an unknown name gives the full-size image
 * (bounded to 2048 px like every variant).
 */
export function sourceUrlForSize(image: ImageRef, size?: string | null, options: ImageUrlOptions = {}): string {
  const spec = size ? WOO_IMAGE_SIZES[size.toUpperCase()] : undefined;
  return imageUrl(image, spec ?? {}, options);
}

/** Pixel size served for a size name, when the original's size is known (MediaDetails, MediaSize). */
export function sizeForSizeName(image: Required<Pick<ImageRef, 'width' | 'height'>>, size?: string | null) {
  const spec = (size && WOO_IMAGE_SIZES[size.toUpperCase()]) || { fit: 'inside' as const };
  return variantSize(image, spec);
}

/**
 * A `srcset` over the storefront widths (or the given ones), e.g. "…/w_320,f_webp/x.webp 320w, …".
 * `aspectRatio` (width / height) crops every candidate alike, as product cards do. When the
 * original's width is known, widths beyond it are dropped (they would serve the same pixels) and
 * the original's own width closes the set.
 */
export function srcset(
  image: ImageRef,
  options: ImageUrlOptions & { widths?: readonly number[]; aspectRatio?: number } = {},
): string {
  const { widths = STOREFRONT_WIDTHS, aspectRatio, ...urlOptions } = options;
  const originalWidth = image.width === undefined ? undefined : Math.min(image.width, MAX_IMAGE_DIMENSION);
  let candidates = widths.filter((width) => width >= 1 && width <= MAX_IMAGE_DIMENSION).sort((a, b) => a - b);
  if (originalWidth !== undefined) {
    const fitting = candidates.filter((width) => width < originalWidth);
    candidates = fitting.length < candidates.length ? [...fitting, originalWidth] : fitting;
  }
  return candidates
    .map((width) => {
      const height = aspectRatio ? Math.min(MAX_IMAGE_DIMENSION, Math.max(1, Math.round(width / aspectRatio))) : undefined;
      return `${imageUrl(image, { width, height }, urlOptions)} ${width}w`;
    })
    .join(', ');
}

/** A media row as the catalogue stores it: a file in the originals folder, or a remote URL. */
export interface MediaSource {
  sourceUrl: string;
  title?: string | null;
  width?: number | null;
  height?: number | null;
}

/** A file of the originals folder, bare ("3f2a.jpg") or as a relative path ("images/originals/3f2a.jpg"). */
const LOCAL_FILE = /^(?:[\w.-]+\/)*([a-z0-9][a-z0-9_-]{0,63})\.(jpe?g|png|webp|avif)$/;

/** The stored image a media row points at; undefined for a remote URL, which is served as is. */
export function imageRefForMedia(media: MediaSource): ImageRef | undefined {
  const match = LOCAL_FILE.exec(media.sourceUrl);
  if (!match) return undefined;
  return {
    key: match[1]!,
    name: media.title || undefined,
    width: media.width ?? undefined,
    height: media.height ?? undefined,
  };
}

/**
 * URLs already built, by media row and size: a list of 24 cards builds 24 of them per request, each
 * with a Unicode normalisation and a handful of regular expressions, for images that rarely change.
 * Bounded: emptied when full, so a huge catalogue costs at most MEMO_LIMIT strings.
 */
const builtUrls = new Map<string, string>();
const MEMO_LIMIT = 20_000;

/** `MediaItem.sourceUrl(size:)` for a media row: the resize URL of a local file, a remote URL unchanged. */
export function mediaSourceUrl(media: MediaSource, size?: string | null, options: ImageUrlOptions = {}): string {
  const key = `${media.sourceUrl}\0${media.title ?? ''}\0${size ?? ''}\0${options.baseUrl ?? ''}\0${options.format ?? ''}\0${options.quality ?? ''}`;
  let url = builtUrls.get(key);
  if (url === undefined) {
    const ref = imageRefForMedia(media);
    url = ref ? sourceUrlForSize(ref, size, options) : media.sourceUrl;
    if (builtUrls.size >= MEMO_LIMIT) builtUrls.clear();
    builtUrls.set(key, url);
  }
  return url;
}
