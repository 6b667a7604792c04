import { createContext, useContext } from 'react';
import type { HeadData } from './head';

export interface SeoContextValue {
  /** The shop's public origin (PUBLIC_URL) for canonical and shared links; the page's origin when empty. */
  origin: string;
  /** Set on the server: receives the page's head tags during the render, for the streamed `<head>`. */
  collect?: (head: HeadData) => void;
  /** Set on the server: receives the page's main (LCP) image, preloaded from the `<head>`. */
  preloadImage?: (image: ImagePreload) => void;
}

/** An image as `<link rel="preload" as="image">` describes it: the candidates the `<img>` offers. */
export interface ImagePreload {
  href: string;
  srcSet?: string;
  sizes?: string;
}

export const SeoContext = createContext<SeoContextValue>({ origin: '' });

export function useSeoContext(): SeoContextValue {
  return useContext(SeoContext);
}
