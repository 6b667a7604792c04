import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { connectionFault } from '../db/connection-faults';
import { isDraining } from '../shutdown';
import { ShopMetrics } from './metrics';

/** Longest /readyz waits for the database: a load balancer's check must not hang on it. */
const READY_CHECK_TIMEOUT_MS = 2_000;

/**
 * /healthz (the process answers), /readyz (it can serve: database reachable, migrations current, not
 * stopping) and /metrics (Prometheus), plus the hook that counts every answer. Added on the root
 * instance so that every route is measured.
 */
export function registerOperations(app: FastifyInstance, config: ServerConfig, database: DatabaseHandle, options: { processMetrics?: boolean } = {}): ShopMetrics {
  const metrics = new ShopMetrics(database.health, options);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const stopping = () => closing || isDraining(app);
  // A stopping server answers what reaches it, and tells the client not to send more on that connection.
  app.addHook('onRequest', async (_request, reply) => {
    if (stopping()) reply.header('connection', 'close');
  });

  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
      body: request.body,
      query: request.query,
      cache: reply.getHeader('x-cache') as string | undefined,
    });
  });

  // Alive: answers whatever the database does, so an orchestrator does not restart a server that only waits for it.
  app.get('/healthz', async () => ({ status: 'ok', database: database.kind }));

  app.get('/readyz', async (_request, reply) => {
    if (stopping()) return reply.status(503).send({ status: 'stopping', database: database.kind });
    const problem = await withTimeout(readinessProblem(database), READY_CHECK_TIMEOUT_MS, 'the database did not answer in time');
    if (problem) return reply.status(503).send({ status: 'unavailable', database: database.kind, reason: problem });
    return { status: 'ready', database: database.kind };
  });

  app.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, config.metricsToken)) {
      return reply.status(403).send({ error: config.metricsToken ? 'a valid Authorization: Bearer METRICS_TOKEN header is needed' : 'metrics are answered only on this machine unless METRICS_TOKEN is set' });
    }
    const { contentType, body } = await metrics.exposition();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
  return metrics;
}

/**
 * One statement, reading the applied migrations, answers both questions: a database that cannot
 * answer it (a connection fault) is not reachable, and one that answers with an error of its own (no
 * such table or schema, no right to read it) is reachable but not the shop's.
 */
async function readinessProblem(database: DatabaseHandle): Promise<string | null> {
  let current: boolean;
  try {
    current = await database.migrationsCurrent();
  } catch (error) {
    const message = innermostCause(error).message;
    return connectionFault(error) ? `the database cannot be reached (${message})` : `the applied migrations cannot be read (${message})`;
  }
  return current ? null : 'the database misses migrations of this release (start one server alone so that it applies them)';
}

/** The driver's or the database's own words, not drizzle's "Failed query: …" around them. */
function innermostCause(error: unknown): Error {
  let cause = error instanceof Error ? error : new Error(String(error));
  while (cause.cause instanceof Error) cause = cause.cause;
  return cause;
}

function withTimeout(check: Promise<string | null>, ms: number, message: string): Promise<string | null> {
  let timer: NodeJS.Timeout;
  const late = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(message), ms)));
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * With METRICS_TOKEN, whoever sends it; without, only a direct request from this machine. A request
 * that a proxy forwarded arrives from loopback too, so one carrying forwarding headers is refused.
 */
function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = request.headers.authorization ?? '';
    const digest = (value: string) => createHash('sha256').update(value).digest();
    return timingSafeEqual(digest(given), digest(`Bearer ${token}`));
  }
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined || request.headers['x-real-ip'] !== undefined;
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && !forwarded;
}
