import { useEffect, useMemo } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { i18nSettings, site } from '../../config';
import { useLocale } from '../../i18n/localeContext';
import { localizePath } from '../../i18n/localePath';
import { DEFAULT_LOCALE, LOCALES, languageTag } from '../../i18n/locales';
import { applyHead, type HeadData, type HeadLink } from '../../seo/head';
import { isPrivatePath } from '../../seo/robots';
import { useSeoContext } from '../../seo/SeoContext';

export interface PageMetaProps {
  /** The page's own title; the site name is appended. Omit on the home page. */
  title?: string;
  description?: string;
  /** Shared links show this image; the site image by default. */
  image?: string | null;
  /** Keep the page out of search results (filtered and search lists); private screens always are. */
  noindex?: boolean;
  /** schema.org objects for rich results (see src/seo/jsonLd.ts). */
  jsonLd?: object[];
  /** The whole document title, without the site name (the error page is titled just 'Error', spec §2). */
  fullTitle?: string;
  /** og:type: 'product' on a product page. */
  type?: 'website' | 'product';
}

function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}

/** The page's origin for absolute URLs: PUBLIC_URL from the server, else the build's base URL or the browser's. */
export function useSiteOrigin(): string {
  const { origin } = useSeoContext();
  return origin || site.baseUrl || (typeof location === 'undefined' ? '' : location.origin);
}

/** Turns an app path ('/product/x') into the absolute URL of the page in the active locale. */
export function useAbsoluteAppUrl(): (appPath: string) => string {
  const origin = useSiteOrigin();
  const locale = useLocale();
  return (appPath) => absoluteUrl(localizePath(appPath, locale, i18nSettings.strategy), origin);
}

/**
 * The page's head: title, description, canonical, hreflang alternates, Open Graph, Twitter and
 * JSON-LD. Written into the HTML by the server render and kept current on client navigation.
 */
export function PageMeta({ title, fullTitle: givenFullTitle, description = site.description, image, noindex = false, jsonLd = [], type = 'website' }: PageMetaProps) {
  const { collect } = useSeoContext();
  const origin = useSiteOrigin();
  const locale = useLocale();
  const { pathname } = useLocation();
  const href = useHref(pathname);

  const head = useMemo<HeadData>(() => {
    const fullTitle = givenFullTitle ?? (title ? `${title} | ${site.siteName}` : `${site.siteName} | ${site.shortDescription}`);
    const canonical = absoluteUrl(href, origin);
    const imageUrl = absoluteUrl(image || site.siteImage, origin);
    const links: HeadLink[] = [{ rel: 'canonical', href: canonical }];
    if (i18nSettings.strategy === 'prefix_except_default') {
      for (const each of LOCALES) {
        links.push({ rel: 'alternate', hreflang: languageTag(each), href: absoluteUrl(localizePath(pathname, each, i18nSettings.strategy), origin) });
      }
      links.push({ rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(localizePath(pathname, DEFAULT_LOCALE, i18nSettings.strategy), origin) });
    }
    const names: Record<string, string> = {
      description,
      'twitter:card': 'summary_large_image',
      'twitter:title': fullTitle,
      'twitter:description': description,
      'twitter:image': imageUrl,
    };
    if (noindex || isPrivatePath(pathname)) names.robots = 'noindex, follow';
    return {
      title: fullTitle,
      lang: languageTag(locale),
      names,
      properties: {
        'og:type': type,
        'og:site_name': site.siteName,
        'og:title': fullTitle,
        'og:description': description,
        'og:url': canonical,
        'og:image': imageUrl,
        'og:locale': locale,
      },
      links,
      jsonLd,
    };
    // jsonLd is compared by content: callers build it afresh on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title, givenFullTitle, description, image, noindex, type, origin, locale, pathname, href, JSON.stringify(jsonLd)]);

  collect?.(head);
  useEffect(() => applyHead(document, head), [head]);
  return null;
}
