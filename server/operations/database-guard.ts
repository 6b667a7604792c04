import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHealth } from '../db/postgres-pool';

export const DATABASE_UNAVAILABLE_MESSAGE = "The shop's database cannot be reached just now. Please try again in a moment.";
/** Seconds a client is asked to wait: the database is probed twice a second, so it is usually back sooner. */
const RETRY_AFTER_SECONDS = '5';
/** Answered whatever the database does: a load balancer and Prometheus must reach them while it is away. */
const OPERATIONS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

const graphqlUnavailable = () => JSON.stringify({ errors: [{ message: DATABASE_UNAVAILABLE_MESSAGE, extensions: { code: 'DATABASE_UNAVAILABLE' } }] });
const pageUnavailable = () =>
  `<!doctype html><html><head><meta charset="utf-8"><title>Back in a moment</title></head><body><h1>Back in a moment</h1><p>${DATABASE_UNAVAILABLE_MESSAGE.replace("'", '&#39;')}</p></body></html>`;

const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0]!;

/**
 * Answers 503 with a clear message, instead of an "Unexpected error" or a hang, while the database is
 * away: at once while this process knows it cannot reach it, and for any request that failed while
 * this process met a lost or unreachable connection (whatever caught the error). Must be registered before the
 * hooks that compress or tag answers, so that it sees them as they were made.
 */
export function guardDatabaseFaults(app: FastifyInstance, health: DatabaseHealth | undefined): void {
  if (!health) return; // The embedded database lives in this process: it cannot go away on its own.
  /** The database faults this process had seen when each request came in. */
  const faultsAtStart = new WeakMap<FastifyRequest, number>();

  app.addHook('onRequest', (request, reply, done) => {
    const operations = OPERATIONS_PATHS.has(pathOf(request));
    if (!health.available && !operations) {
      // Answered here, without `done`: the request goes no further.
      if (pathOf(request) === '/graphql') return void unavailable(reply, 'graphql');
      if (/text\/html/.test(request.headers.accept ?? '')) return void unavailable(reply, 'page');
    }
    if (!operations) faultsAtStart.set(request, faultCount(health));
    done();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const faults = faultsAtStart.get(request);
    // An answer that succeeded although the database wobbled (a retry, a best-effort write) is left alone.
    if (faults === undefined || faultCount(health) === faults) return payload;
    const isGraphql = pathOf(request) === '/graphql';
    // A failure while this process met database faults is put down to the database, whichever request
    // met them (work shared between requests, a batch or a queue, meets them for several). Which request
    // met a fault is not tracked: an AsyncLocalStorage would turn on promise hooks, which cost every
    // request a twentieth of its CPU.
    if (!(reply.statusCode >= 500 || (isGraphql && payloadHasErrors(payload)))) return payload;
    reply.code(503).header('retry-after', RETRY_AFTER_SECONDS).header('cache-control', 'no-store');
    reply.removeHeader('etag');
    reply.removeHeader('x-cache');
    if (!isGraphql) return payload; // The page's own failure page, now saying 503.
    reply.header('content-type', 'application/json; charset=utf-8');
    return graphqlUnavailable();
  });
}

function unavailable(reply: FastifyReply, kind: 'graphql' | 'page') {
  reply.code(503).header('retry-after', RETRY_AFTER_SECONDS).header('cache-control', 'no-store');
  if (kind === 'graphql') return reply.type('application/json; charset=utf-8').send(graphqlUnavailable());
  return reply.type('text/html; charset=utf-8').send(pageUnavailable());
}

const faultCount = (health: DatabaseHealth) => health.faults.lost + health.faults.unreachable;

const payloadText = (payload: unknown) => (typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '');

const payloadHasErrors = (payload: unknown) => payloadText(payload).includes('"errors":');
