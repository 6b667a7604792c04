import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie and headers through which a shopper's session or login reaches the server (spec §4). */
const SESSION_COOKIE = 'woocommerce-session';
const SESSION_HEADERS = ['woocommerce-session', 'authorization'] as const;

/**
 * Public pages are the same for every anonymous visitor, so a CDN may keep them for a minute and
 * serve a stale copy for ten more while it refetches; browsers always revalidate (max-age=0, with
 * the ETag), so a new release reaches them at once.
 */
export const PUBLIC_HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Anything that reads or sets a session must never be stored by a shared cache, nor kept by the browser. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** Error pages may change as soon as the data does (a product created a second later). */
const ERROR_HTML_CACHE_CONTROL = 'no-cache';

function hasSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => {
    const [name, value] = part.trim().split('=', 2);
    return name === SESSION_COOKIE && Boolean(value);
  });
}

/** True when the request carries a session or login, or the response is about to set one. */
export function carriesSession(request: FastifyRequest, reply: FastifyReply): boolean {
  if (SESSION_HEADERS.some((name) => Boolean(request.headers[name]))) return true;
  if (hasSessionCookie(request.headers.cookie)) return true;
  return reply.hasHeader('woocommerce-session') || reply.hasHeader('set-cookie');
}

/**
 * The Cache-Control of an HTML response. Applied to every text/html response by the transport
 * plugin (see transport.ts), so an HTML handler needs to do nothing; call it directly only to
 * know the value early (e.g. for a streamed render whose headers go out before onSend).
 */
export function htmlCacheControl(request: FastifyRequest, reply: FastifyReply): string {
  if (carriesSession(request, reply)) return PRIVATE_CACHE_CONTROL;
  return reply.statusCode === 200 ? PUBLIC_HTML_CACHE_CONTROL : ERROR_HTML_CACHE_CONTROL;
}
