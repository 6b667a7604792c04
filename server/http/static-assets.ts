import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyPlugin from 'fastify-plugin';
import { appendVary } from './content-types';

/** Files that have (or may have) .br/.gz siblings; the path given to setHeaders may be the sibling's. */
const PRECOMPRESSIBLE_FILE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)(\.br|\.gz)?$/;

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Serves the storefront build: hashed files under assets/ are immutable for a year, anything else
 * (favicon, robots, index.html) is revalidated. Brotli and gzip copies written at build time
 * (scripts/vite-precompress.ts) are sent when the client accepts them.
 *
 * `cacheControl: false` matters: @fastify/send otherwise writes its own "public, max-age=0" after
 * setHeaders has run, which is why hashed assets used to go out uncacheable.
 */
export const staticAssets = fastifyPlugin(async (app: FastifyInstance, options: { root: string }) => {
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? IMMUTABLE_CACHE_CONTROL : 'no-cache');
      if (PRECOMPRESSIBLE_FILE.test(filePath)) res.setHeader('vary', appendVary(res.getHeader('vary'), 'Accept-Encoding'));
    },
  });
}, { name: 'vitrine-static-assets' });
