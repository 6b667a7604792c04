import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { InvalidModifiersError, parseModifiers, type ImageModifiers } from '../services/images/modifiers';
import type { SharedOriginals } from '../services/images/shared';
import { IMAGE_ROUTE_PREFIX } from '../services/images/urls';
import { createImageRenderer, ImageNotFoundError, ImageProcessingError } from '../services/images/variants';

export const placeholderImagePath = path.join(import.meta.dirname, '..', '..', 'public', 'images', 'placeholder.jpg');
/** The shop's shared Open Graph image (src/config.ts `siteImage`), drawn by scripts/generate-site-image.ts. */
export const siteImagePath = path.join(import.meta.dirname, '..', '..', 'public', 'images', 'site-image.jpg');

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The placeholder's URL is fixed, so a new release must be able to replace it within a day. */
const PLACEHOLDER_CACHE = 'public, max-age=86400';
const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,119}\.([A-Za-z0-9]{2,5})$/;

export interface ImageRoutesOptions {
  dataDir: string;
  shared?: SharedOriginals;
}

function etagMatches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((candidate) => candidate.trim() === etag);
}

function sendImage(request: FastifyRequest, reply: FastifyReply, image: { data: Buffer; mimeType: string; etag: string }, cacheControl: string) {
  reply.header('cache-control', cacheControl).header('etag', image.etag).header('x-content-type-options', 'nosniff');
  if (etagMatches(request, image.etag)) return reply.status(304).send();
  return reply.type(image.mimeType).send(image.data);
}

function sendError(reply: FastifyReply, status: 400 | 404 | 500, message: string) {
  const error = { 400: 'Bad Request', 404: 'Not Found', 500: 'Internal Server Error' }[status];
  // Errors are not cached: the original may be uploaded later, a server fault may be fixed.
  return reply.status(status).header('cache-control', 'no-store').send({ error, message });
}

/**
 * Image delivery: `/images/<key>/<modifiers>/<name>.<ext>` serves resized variants (see
 * services/images/urls.ts for the scheme), `/images/placeholder.jpg` the image shown for products
 * without one and `/images/site-image.jpg` the shop's shared link-preview image (Open Graph), whether or not a storefront build is being served.
 */
export async function imageRoutes(app: FastifyInstance, options: ImageRoutesOptions) {
  const renderer = createImageRenderer({ dataDir: options.dataDir, shared: options.shared });
  const fixedImage = (file: string) => {
    const data = readFileSync(file);
    return { data, mimeType: 'image/jpeg', etag: `"${createHash('sha256').update(data).digest('base64url').slice(0, 32)}"` };
  };
  const fixedImages = new Map([
    ['placeholder.jpg', fixedImage(placeholderImagePath)],
    ['site-image.jpg', fixedImage(siteImagePath)],
  ]);

  // A parametric route, so a storefront build that also ships images/placeholder.jpg (served by
  // @fastify/static as a static route) does not collide with it.
  app.get<{ Params: { file: string } }>(`${IMAGE_ROUTE_PREFIX}/:file`, (request, reply) => {
    const image = fixedImages.get(request.params.file);
    if (!image) return sendError(reply, 404, `no image at ${request.url}`);
    return sendImage(request, reply, image, PLACEHOLDER_CACHE);
  });

  app.get<{ Params: { key: string; modifiers: string; name: string } }>(
    `${IMAGE_ROUTE_PREFIX}/:key/:modifiers/:name`,
    async (request, reply) => {
      const { key, modifiers: segment, name } = request.params;
      const nameMatch = NAME_PATTERN.exec(name);
      if (!nameMatch) {
        return sendError(reply, 400, `the file name "${name}" must be letters, digits, "-" or "_" with an image extension`);
      }
      let modifiers: ImageModifiers;
      try {
        modifiers = parseModifiers(segment, nameMatch[1]!);
      } catch (error) {
        if (error instanceof InvalidModifiersError) return sendError(reply, 400, error.message);
        throw error;
      }
      try {
        const variant = await renderer.getVariant(key, modifiers);
        reply.header('x-image-cache', variant.cached ? 'hit' : 'miss');
        return sendImage(request, reply, variant, IMMUTABLE);
      } catch (error) {
        if (error instanceof ImageNotFoundError) return sendError(reply, 404, error.message);
        if (error instanceof ImageProcessingError) {
          request.log.error({ err: error }, 'image variant failed');
          return sendError(reply, 500, `image "${key}" could not be processed`);
        }
        throw error;
      }
    },
  );
}
