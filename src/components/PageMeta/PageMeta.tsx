import { useEffect } from 'react';
import { site } from '../../config';

export interface PageMetaProps {
  /** The page's own title; the site name is appended. Omit on the home page. */
  title?: string;
  description?: string;
  /** Shared links show this image; the site image by default. */
  image?: string | null;
}

function absoluteUrl(url: string): string {
  try {
    return new URL(url, site.baseUrl || location.origin).href;
  } catch {
    return url;
  }
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Sets the document title, description and the tags that shared links read (Open Graph). */
export function PageMeta({ title, description = site.description, image }: PageMetaProps) {
  const fullTitle = title ? `${title} | ${site.siteName}` : `${site.siteName} | ${site.shortDescription}`;
  useEffect(() => {
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:image', absoluteUrl(image || site.siteImage));
    setMeta('property', 'og:url', location.href);
  }, [fullTitle, description, image]);
  return null;
}
