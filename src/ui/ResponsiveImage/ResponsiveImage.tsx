import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE, densitySrcSet, resizedUrl, widthSrcSet } from '../../catalog/imageUrls';
import { useSeoContext } from '../../seo/SeoContext';

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size, so the page keeps its place while the image loads. */
  width: number;
  height: number;
  /**
   * With `sizes`, the browser picks from every storefront width; without, the image is shown at
   * `width` × `height` CSS pixels and gets 1x and 2x candidates.
   */
  sizes?: string;
  /** The page's main image: fetched at once, first. Everything else waits until it nears the screen. */
  priority?: boolean;
  /** Crop every candidate to width:height (cards); otherwise the whole image is kept. */
  crop?: boolean;
}

/** An image through the server's resize path, with a placeholder when there is none or it fails. */
export function ResponsiveImage({ src, alt, width, height, sizes, priority = false, crop = false, ...rest }: ResponsiveImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src ? src : null;
  const aspectRatio = crop ? width / height : undefined;
  const srcSet = usable ? (sizes ? widthSrcSet(usable, aspectRatio) : densitySrcSet(usable, width, crop ? height : undefined)) : undefined;
  const fallbackSrc = usable ? resizedUrl(usable, width, crop ? height : undefined) : PLACEHOLDER_IMAGE;
  // The server's HTML asks for the main image from its <head>, before the browser reaches the <img>.
  const { preloadImage } = useSeoContext();
  if (priority && usable) preloadImage?.({ href: fallbackSrc, srcSet, sizes: srcSet ? sizes : undefined });
  return (
    <img
      {...rest}
      src={fallbackSrc}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      // React 18 does not know the attribute's camel-case name yet; the lower-case one reaches the DOM.
      {...{ fetchpriority: priority ? 'high' : 'auto' }}
      onError={() => setFailed(src ?? null)}
    />
  );
}
