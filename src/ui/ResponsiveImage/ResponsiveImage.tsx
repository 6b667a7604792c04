import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE, densitySrcSet, resizedUrl, widthSrcSet } from '../../catalog/imageUrls';
import { useHydrated } from '../../lib/hydration';
import { useSeoContext } from '../../seo/SeoContext';
import type { FetchOrder } from './fetchOrder';
import * as styles from './ResponsiveImage.css';

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
  /** When the browser asks for the image (see `FetchOrder`). */
  fetchOrder?: FetchOrder;
  /** Crop every candidate to width:height (cards); otherwise the whole image is kept. */
  crop?: boolean;
}

/** An image through the server's resize path, with a placeholder when there is none or it fails. */
export function ResponsiveImage({ src, alt, width, height, sizes, fetchOrder = 'later', crop = false, ...rest }: ResponsiveImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const hydrated = useHydrated();
  const usable = src && failed !== src ? src : null;
  const aspectRatio = crop ? width / height : undefined;
  const srcSet = usable ? (sizes ? widthSrcSet(usable, aspectRatio) : densitySrcSet(usable, width, crop ? height : undefined)) : undefined;
  const fallbackSrc = usable ? resizedUrl(usable, width, crop ? height : undefined) : PLACEHOLDER_IMAGE;
  const first = fetchOrder === 'first';
  // The server's HTML asks for the main image from its <head>, before the browser reaches the <img>.
  const { preloadImage } = useSeoContext();
  if (first && usable) preloadImage?.({ href: fallbackSrc, srcSet, sizes: srcSet ? sizes : undefined });
  const image = (withSource: boolean) => (
    <img
      {...rest}
      className={withSource ? rest.className : [rest.className, styles.awaitingCode].filter(Boolean).join(' ')}
      src={withSource ? fallbackSrc : undefined}
      srcSet={withSource ? srcSet : undefined}
      sizes={withSource && srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={first ? 'eager' : 'lazy'}
      decoding={first ? 'sync' : 'async'}
      // React 18 does not know the attribute's camel-case name yet; the lower-case one reaches the DOM.
      {...{ fetchpriority: first ? 'high' : 'auto' }}
      onError={() => setFailed(src ?? null)}
    />
  );
  // In the server's HTML and while the browser adopts it, a later image has no source yet: its bytes
  // would share the phone's link with the code the page waits for. Without JavaScript the copy in
  // <noscript> is the image (the stylesheet hides the empty one); with it, React leaves <noscript>
  // alone while hydrating and gives the image its source right after.
  const waiting = fetchOrder === 'later' && !hydrated;
  return (
    <>
      {image(!waiting)}
      {waiting ? <noscript>{image(true)}</noscript> : null}
    </>
  );
}
