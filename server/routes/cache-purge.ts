import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where a WooCommerce webhook (or a deploy script) empties the cache of the remote shop's answers. */
export const CACHE_PURGE_PATH = '/cache/purge';

export interface CachePurgeOptions {
  /** REMOTE_CACHE_PURGE_SECRET: the bearer token, or the webhook's secret WooCommerce signs with. */
  secret: string;
  /** Empties the cache (every instance's); resolves to how many answers this instance dropped. */
  purge: () => Promise<number>;
}

/** WooCommerce sends a product with all its variations in one delivery; one it cannot deliver counts toward disabling the webhook. */
const BODY_LIMIT = 8 * 1024 * 1024;
/** What WooCommerce posts when a webhook is saved active for the first time: unsigned (WC_Webhook::deliver_ping). */
const PING = /^webhook_id=\d+$/;

/** Equal strings in a time that does not tell how much of them matched (hashed first: lengths may differ). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function authorized(request: FastifyRequest, body: Buffer, secret: string): boolean {
  const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer !== undefined) return sameSecret(bearer, secret);
  const signature = request.headers['x-wc-webhook-signature'];
  // WooCommerce signs the body exactly as sent: base64(HMAC-SHA256(body, secret)).
  return typeof signature === 'string' && sameSecret(signature, createHmac('sha256', secret).update(body).digest('base64'));
}

/**
 * POST /cache/purge, authenticated by `Authorization: Bearer <secret>` or WooCommerce's
 * `X-WC-Webhook-Signature`: answers 200 `{"purged": n}` once every instance was told to empty its
 * cache, 401 and purges nothing otherwise. WooCommerce's ping when a webhook is created is unsigned
 * and must get a 200 for the webhook to save without an error: it gets `{"purged": 0}` and changes nothing.
 */
export async function cachePurgeRoutes(app: FastifyInstance, { secret, purge }: CachePurgeOptions) {
  // The signature covers the body's bytes as sent, so it is read raw whatever its type (JSON, form, none).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(CACHE_PURGE_PATH, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (authorized(request, body, secret)) {
      const purged = await purge();
      request.log.info({ purged }, 'remote cache purged');
      return { purged };
    }
    if (PING.test(body.toString('latin1'))) return { purged: 0 };
    request.log.warn('cache purge refused: no valid bearer token or webhook signature');
    return reply.status(401).send({ error: 'Unauthorized', message: 'a valid bearer token or X-WC-Webhook-Signature is required' });
  });
}
