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
  const seenAtStart = new WeakMap<FastifyRequest, { scope: RequestDatabaseScope; faults: number }>();

  app.addHook('onRequest', (request, reply, done) => {
    if (!health.available && !OPERATIONS_PATHS.has(pathOf(request))) {
      // Answered here, without `done`: the request goes no further.
      if (pathOf(request) === '/graphql') return void unavailable(reply, 'graphql');
      if (/text\/html/.test(request.headers.accept ?? '')) return void unavailable(reply, 'page');
    }
    done();
  });
  // After the body is read: its stream's events would run the handler outside a scope entered earlier.
  app.addHook('preHandler', (request, _reply, done) => {
    if (OPERATIONS_PATHS.has(pathOf(request))) return done();
    const scope: RequestDatabaseScope = { fault: null };
    seenAtStart.set(request, { scope, faults: faultCount(health) });
    runWithDatabaseScope(scope, done);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const seen = seenAtStart.get(request);
    if (!seen) return payload;
    const isGraphql = pathOf(request) === '/graphql';
    // An answer that succeeded although the database wobbled (a retry, a best-effort write) is left alone.
    let failed: boolean;
    if (seen.scope.fault) failed = reply.statusCode >= 500 || (isGraphql && payloadHasErrors(payload));
    // Work shared between requests (a batch, a queue) may have met the fault in another request's scope:
    // an unexpected failure while faults were being seen is then put down to the database too.
    else failed = faultCount(health) > seen.faults && (reply.statusCode >= 500 || (isGraphql && payloadText(payload).includes(MASKED_ERROR)));
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

/** What GraphQL Yoga answers for an error it masks (anything but a GraphQLError). */
const MASKED_ERROR = '"Unexpected error."';

const faultCount = (health: DatabaseHealth) => health.faults.lost + health.faults.unreachable;

const payloadText = (payload: unknown) => (typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '');

const payloadHasErrors = (payload: unknown) => payloadText(payload).includes('"errors":');
