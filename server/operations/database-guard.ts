import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { runWithDatabaseScope, type RequestDatabaseScope } from '../db/connection-faults';
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
 * away: at once while this process knows it cannot reach it, and for any request that met a lost or
 * unreachable connection on the way (whatever caught the error). Must be registered before the
 * hooks that compress or tag answers, so that it sees them as they were made.
 */
export function guardDatabaseFaults(app: FastifyInstance, health: DatabaseHealth | undefined): void {
  if (!health) return; // The embedded database lives in this process: it cannot go away on its own.
  const scopes = new WeakMap<FastifyRequest, RequestDatabaseScope>();

  app.addHook('onRequest', (request, reply, done) => {
    if (OPERATIONS_PATHS.has(pathOf(request))) return done();
    if (!health.available) {
      // Answered here, without `done`: the request goes no further.
      if (pathOf(request) === '/graphql') return void unavailable(reply, 'graphql');
      if (/text\/html/.test(request.headers.accept ?? '')) return void unavailable(reply, 'page');
    }
    const scope: RequestDatabaseScope = { fault: null };
    scopes.set(request, scope);
    runWithDatabaseScope(scope, done);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!scopes.get(request)?.fault) return payload;
    const isGraphql = pathOf(request) === '/graphql';
    // An answer that succeeded although the database wobbled (a retry, a best-effort write) is left alone.
    const failed = reply.statusCode >= 500 || (isGraphql && payloadHasErrors(payload));
    if (!failed) return payload;
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

function payloadHasErrors(payload: unknown): boolean {
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
  return text.includes('"errors":');
}
