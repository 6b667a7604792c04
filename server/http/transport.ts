import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { htmlCacheControl } from './cache-policy';
import { compressResponse } from './compression';
import { conditionalGet } from './conditional-get';
import { isHtml } from './content-types';

/**
 * HTTP transport for every route of the app: Cache-Control of HTML by the session rule
 * (cache-policy.ts), ETag/304 for HTML and JSON, then brotli/gzip. Registered first in buildApp so
 * its onSend hooks run for whatever serves a page, in this order (the ETag is of the plain body).
 */
export const transportPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (isHtml(reply.getHeader('content-type'))) reply.header('cache-control', htmlCacheControl(request, reply));
      return payload;
    });
    app.addHook('onSend', conditionalGet);
    app.addHook('onSend', compressResponse);
  },
  { name: 'vitrine-transport' },
);
