/**
 * Responsive image URLs through the server's resize path: `/images/<key>/<modifiers>/<name>.<ext>`
 * (server/services/images/urls.ts), e.g. `/images/3f2a…/w_640,f_webp/hoodie.webp`. Any URL of that
 * shape, whatever size it names, is the base for every other variant. Vitrine's server answers them
 * absolute (from its PUBLIC_URL, as WPGraphQL does); when the page's backend is that same server
 * (Backend.imageOrigin) they are requested root-relative, on the server's render and in the browser alike, so the images
 * show (and the CSP's 'self' allows them) whatever host name the browser used: localhost, 127.0.0.1
 * or a LAN address. Other URLs (a WooCommerce site's uploads) are used as they are.
 */
import { backend } from '../backend/backend';

export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
export const PLACEHOLDER_IMAGE = '/images/placeholder.jpg';

const RESIZE_PATH = /^(.*\/images\/[A-Za-z0-9_-]+)\/[a-z0-9_,]+\/([^/?#]+)\.[a-z0-9]+$/;

interface ResizableImage {
  /** Everything before the modifiers, e.g. `/images/3f2a…`. */
  base: string;
  /** The human-readable file name without extension. */
  name: string;
}

/**
 * Where the browser loads an image from: an image of Vitrine's own server (`http://localhost:3000/images/…`,
 * on its PUBLIC_URL) or of the page's own origin is requested root-relative (`/images/…`).
 */
export function imageSrc(url: string): string {
  const own = backend().imageOrigin;
  if (own && url.startsWith(`${own}/images/`)) return url.slice(own.length);
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;
  return origin && url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}

function resizable(url: string): ResizableImage | null {
  const match = RESIZE_PATH.exec(imageSrc(url));
  return match ? { base: match[1]!, name: match[2]! } : null;
}

/** URL of the image at `width` (and `height`, cropping to it), as WebP. */
export function resizedUrl(url: string, width: number, height?: number): string {
  const image = resizable(url);
  if (!image) return imageSrc(url);
  const modifiers = height ? `w_${width},h_${height},f_webp` : `w_${width},f_webp`;
  return `${image.base}/${modifiers}/${image.name}.webp`;
}

/** `srcset` over the storefront widths, for images whose shown size depends on the layout (`sizes`). */
export function widthSrcSet(url: string, aspectRatio?: number): string | undefined {
  if (!resizable(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => {
    const height = aspectRatio ? Math.round(width / aspectRatio) : undefined;
    return `${resizedUrl(url, width, height)} ${width}w`;
  }).join(', ');
}

/** `srcset` for an image shown at a fixed CSS size: one URL per screen density (1x and 2x). */
export function densitySrcSet(url: string, width: number, height?: number): string | undefined {
  if (!resizable(url)) return undefined;
  return [1, 2].map((density) => `${resizedUrl(url, width * density, height && height * density)} ${density}x`).join(', ');
}

/** What identifies the picture behind a URL, whatever size or format it asks for. */
export function imageIdentity(url: string): string {
  return resizable(url)?.base ?? url;
}
