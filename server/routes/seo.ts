import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { categorySitemap, pagesSitemap, productSitemap, robotsTxt, sitemapIndex } from '../services/seo/sitemap';

export interface SeoRoutesOptions {
  db: Database;
  config: ServerConfig;
}

/** Crawlers fetch these at most a few times a day; an hour keeps a CDN in front of the database. */
const CACHE_CONTROL = 'public, max-age=3600';

function sendXml(reply: FastifyReply, body: AsyncGenerator<string>) {
  return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(Readable.from(body));
}

function notFound(reply: FastifyReply, url: string) {
  return reply.status(404).header('cache-control', 'no-cache').send({ error: 'Not Found', message: `no sitemap at ${url}` });
}

/** /robots.txt, /sitemap.xml (index) and /sitemaps/{products-N,categories-N,pages}.xml with absolute URLs from PUBLIC_URL. */
export async function seoRoutes(app: FastifyInstance, { db, config }: SeoRoutesOptions) {
  const origin = config.publicUrl.replace(/\/$/, '');

  app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robotsTxt(origin)));
  app.get('/sitemap.xml', (_request, reply) => sendXml(reply, sitemapIndex(db, origin)));
  app.get('/sitemaps/pages.xml', (_request, reply) => sendXml(reply, pagesSitemap(origin)));
  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = /^(products|categories)-([1-9]\d{0,5})\.xml$/.exec(request.params.file);
    if (!match) return notFound(reply, request.url);
    const page = Number(match[2]);
    const body = match[1] === 'products' ? await productSitemap(db, origin, page) : await categorySitemap(db, origin, page);
    return body ? sendXml(reply, body) : notFound(reply, request.url);
  });
}
