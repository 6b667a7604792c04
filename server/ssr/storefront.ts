import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../src/seo/head';
import type { Backend } from '../../src/backend/backend';
import type { render as renderPage, RenderResult } from '../../src/entry-server';
import { inlineScriptHashes, inlineStylesheets, modulePreloads, parseTemplate, type PageTemplate } from './template';
import { PageCache } from './page-cache';
import type { CacheProbe, CatalogueWatch } from '../graphql/response-cache';
import type { CacheOutcome, RemoteCache } from './remote-cache';
import { mismatchedBuilds } from './build-pair';

/** Pages kept whole for repeat visits (about 60-100 kB each). */
const MAX_CACHED_PAGES = 500;

/** What the SSR bundle (`dist-ssr/entry-server.mjs`, built from src/entry-server.tsx) exports. */
export interface StorefrontRenderer {
  render: typeof renderPage;
  graphqlEndpoint: string;
}

export interface StorefrontOptions {
  renderer: StorefrontRenderer;
  template: PageTemplate;
  publicUrl: string;
  /** The storefront's GraphQL backend as last learnt (server/ssr/backend-profile.ts): endpoint, capabilities, currency. */
  backend: () => Promise<Backend>;
  /**
   * Vitrine's own GraphQL, in-process, for one page request (no HTTP hop to itself). The probe learns
   * whether any answer was unfit to keep (an error, a look at a session).
   */
  graphqlFetch: (request: FastifyRequest, probe: CacheProbe) => typeof fetch;
  /** How long one page may wait in all for a remote endpoint (REMOTE_GRAPHQL_TIMEOUT). */
  remoteDeadlineMs: number;
  /** The remote endpoint's anonymous catalogue answers, kept across pages (REMOTE_CACHE_*); absent: every call goes there. */
  remoteCache?: RemoteCache;
  /**
   * This server's catalogue changes (the response cache's): pages rendered from its own GraphQL are
   * kept until the catalogue changes; absent (RESPONSE_CACHE=false), every page is rendered.
   */
  catalogue?: CatalogueWatch;
}

/** Where a rendered page is kept, and how its response says so. */
interface PageKeeping {
  cache: PageCache;
  header: string;
  /** The header's value on a page sent again. */
  hit: string;
  /** Whether a rendered page's response says MISS (kept) or BYPASS (not). */
  reportsMiss: boolean;
  /** Whether the page just rendered may still be kept. */
  stillKeepable: () => boolean;
}

/** A storefront to serve: its renderer, its page template and the CSP hashes of the template's inline scripts and styles. */
export type LoadedStorefront = Pick<StorefrontOptions, 'renderer' | 'template'> & {
  scriptHashes?: string[];
  styleHashes?: string[];
  /** Rendered from its sources (`npm run dev`): the styles Vite's client injects must be allowed. */
  development?: boolean;
};

/** The built storefront next to the static files (`npm run build`), or null when it has not been built. */
export async function loadBuiltStorefront(staticDir: string): Promise<LoadedStorefront | null> {
  const indexFile = path.join(staticDir, 'index.html');
  const ssrDir = path.resolve(staticDir, '..', 'dist-ssr');
  const bundle = path.join(ssrDir, 'entry-server.mjs');
  if (!existsSync(indexFile) || !existsSync(bundle)) return null;
  const mismatch = mismatchedBuilds(staticDir, ssrDir);
  if (mismatch) throw new Error(mismatch);
  const renderer = (await import(pathToFileURL(bundle).href)) as StorefrontRenderer;
  const built = readFileSync(indexFile, 'utf8');
  const { html, styleHashes } = inlineStylesheets(built, staticDir);
  return { renderer, template: parseTemplate(html, modulePreloads(staticDir, built)), scriptHashes: inlineScriptHashes(html), styleHashes };
}

function toWebRequest(req: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return new Request(new URL(req.url, origin), { method: 'GET', headers });
}

/**
 * Another shop's endpoint over HTTP, with one deadline for all of a page's calls: a shop that accepts
 * connections and never answers would otherwise hold the page, and its socket, open forever.
 */
function remoteFetch(deadlineMs: number, cache?: RemoteCache, report?: (outcome: CacheOutcome) => void): typeof fetch {
  const signal = AbortSignal.timeout(deadlineMs);
  if (cache) return cache.forPage(signal, report);
  return (input, init) => fetch(input, { ...init, signal });
}

async function* pageBody(template: PageTemplate, page: Extract<RenderResult, { type: 'page' }>) {
  yield template.start(page.lang, page.head, page.modules);
  for await (const chunk of page.body) yield chunk as Buffer;
  yield template.end(page.state());
}

/** The error page when rendering itself failed: plain, without the app, but with the right status. */
function failurePage(template: PageTemplate, status: number): string {
  const message = status === 500 ? 'Internal Server Error' : 'Error';
  const head = `<title>Error</title><meta name="robots" content="noindex">`;
  return `${template.start('en-US', head)}<main><p>${status}</p><h1>Error</h1><p>${escapeHtml(message)}</p><a href="/">Home</a></main>${template.end('')}`;
}

/**
 * Serves every storefront page (any GET or HEAD no other route took) server-rendered, with the
 * status the route's loader decided (404 for unknown routes, products and categories; 500 when the
 * data could not be loaded), whatever the Accept header.
 */
export function registerStorefront(app: FastifyInstance, options: StorefrontOptions) {
  const { renderer, template, publicUrl, remoteCache, catalogue } = options;
  const pages = remoteCache ? new PageCache({ ttlMs: remoteCache.freshMs, maxPages: MAX_CACHED_PAGES }) : null;
  remoteCache?.onPurge(() => pages?.purge());
  // Every anonymous visitor gets the same page (server rendering never uses a session), so a page
  // rendered from this server's own catalogue is sent again until the catalogue changes: a listing
  // costs 25-50 ms of CPU to render and a few to send.
  const ownPages = catalogue ? new PageCache({ ttlMs: catalogue.freshMs, maxPages: MAX_CACHED_PAGES }) : null;
  catalogue?.onChange(() => ownPages?.purge());

  /**
   * Where this request's page may be kept and how that is reported, or null when it may not: another
   * shop's pages for its answers' freshness; this server's while its catalogue is heard, provided it
   * did not change during the render and no answer was one shopper's (`probe`).
   */
  function pageKeeping(remote: boolean, probe: CacheProbe): PageKeeping | null {
    if (remote) return pages && { cache: pages, header: 'x-remote-cache', hit: 'PAGE', reportsMiss: false, stillKeepable: () => true };
    const generation = catalogue?.generation() ?? null;
    if (!ownPages || generation === null) return null;
    return {
      cache: ownPages,
      header: 'x-page-cache',
      hit: 'HIT',
      reportsMiss: true,
      stillKeepable: () => !probe.uncacheable && catalogue!.generation() === generation,
    };
  }

  /** A page of HTML with its status; it carries the entry's preloads (a redirect does not). */
  function asPage(reply: FastifyReply, status: number): FastifyReply {
    reply.status(status).type('text/html; charset=utf-8');
    return template.preloadHeader ? reply.header('link', template.preloadHeader) : reply;
  }

  async function handler(req: FastifyRequest, reply: FastifyReply) {
    // The page differs by language cookie and Accept-Language (spec §4 locale decision).
    reply.header('vary', 'Cookie, Accept-Language').header('cache-control', 'no-cache');
    let result: RenderResult;
    let backend: Backend;
    try {
      backend = await options.backend();
    } catch (error) {
      req.log.error({ err: error }, 'server rendering failed');
      return asPage(reply, 500).send(failurePage(template, 500));
    }
    const remote = !backend.endpoint.startsWith('/');
    const probe: CacheProbe = { executed: false, uncacheable: false };
    const keeping = pageKeeping(remote, probe);
    const pageKey = keeping ? PageCache.keyOf(req) : '';
    const cached = keeping?.cache.get(pageKey);
    if (keeping && cached) {
      asPage(reply, cached.status).header(keeping.header, keeping.hit);
      return reply.send(req.method === 'HEAD' ? undefined : cached.html);
    }
    try {
      result = await renderer.render({
        request: toWebRequest(req, publicUrl),
        publicUrl,
        backend,
        fetchGraphQL: !remote
          ? options.graphqlFetch(req, probe)
          : remoteFetch(options.remoteDeadlineMs, options.remoteCache, (outcome) => reply.header('x-remote-cache', outcome)),
      });
    } catch (error) {
      req.log.error({ err: error }, 'server rendering failed');
      return asPage(reply, 500).send(failurePage(template, 500));
    }
    if (result.type === 'redirect') return reply.redirect(result.location, result.status);
    if (result.error) req.log.error({ err: result.error }, 'page data could not be loaded');
    asPage(reply, result.status);
    if (req.method === 'HEAD') {
      result.body.resume();
      return reply.send();
    }
    // The render is complete before the first byte (onAllReady), so the page goes out whole: the
    // transport can then give it an ETag (304 on revalidation) and a Content-Length.
    const chunks: Buffer[] = [];
    for await (const chunk of pageBody(template, result)) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    const html = Buffer.concat(chunks);
    if (keeping) {
      const keep = !result.error && (result.status === 200 || result.status === 404) && keeping.stillKeepable();
      if (keep) keeping.cache.set(pageKey, { status: result.status, html });
      if (keeping.reportsMiss) reply.header(keeping.header, keep ? 'MISS' : 'BYPASS');
    }
    return reply.send(html);
  }

  app.get('/', handler);
  app.get('/*', handler);
}
