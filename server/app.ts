import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createYoga } from 'graphql-yoga';
import { sql } from 'drizzle-orm';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { GraphQLContext } from './graphql/context';
import { buildExecutableSchema } from './graphql/schema';
import { createShopperContext } from './graphql/resolvers/session/request-context';
import { downloadRoutes } from './services/orders/downloads';
import { scheduleSessionPurge } from './services/session/store';
import { DEFAULT_QUERY_LIMITS, queryLimitsPlugin } from './graphql/limits';
import { imageRoutes } from './routes/images';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  /** Headers resolvers want on the HTTP response (e.g. a new woocommerce-session token). */
  responseHeaders: Headers;
  /** Set during execution when the HTTP status must differ from Yoga's (403 for a bad bearer token). */
  statusOverride: { code: number | undefined };
}

/** Builds the HTTP server: /graphql, /healthz and, when built, the storefront. Does not listen. */
export async function buildApp(config: ServerConfig, database: DatabaseHandle): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const allowedOrigins = new Set([config.publicUrl, ...config.corsOrigins]);
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: buildExecutableSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    plugins: [queryLimitsPlugin({ ...DEFAULT_QUERY_LIMITS, maxPageSize: config.maxPageSize })],
    logging: {
      debug: (...args) => app.log.debug(args),
      info: (...args) => app.log.info(args),
      warn: (...args) => app.log.warn(args),
      error: (...args) => app.log.error(args),
    },
    cors: (request) => {
      const origin = request.headers.get('origin');
      return {
        origin: origin && allowedOrigins.has(origin) ? origin : config.publicUrl,
        credentials: true,
        allowedHeaders: ['content-type', 'authorization', 'woocommerce-session', 'x-request-id'],
        exposedHeaders: ['woocommerce-session', 'x-request-id'],
        methods: ['GET', 'POST', 'OPTIONS'],
      };
    },
    context: async ({ req, request, responseHeaders, statusOverride }): Promise<GraphQLContext> => {
      const base = { db: database.db, config, requestId: req.id, log: req.log, responseHeaders };
      const { session, viewer, bearerRejected } = await createShopperContext(base, request.headers);
      // Headless Login: a bad bearer token answers 403 while the operation still runs as a guest.
      if (bearerRejected) statusOverride.code = 403;
      return { ...base, session, viewer };
    },
  });

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const responseHeaders = new Headers();
      const statusOverride = { code: undefined };
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, responseHeaders, statusOverride });
      response.headers.forEach((value, key) => reply.header(key, value));
      responseHeaders.forEach((value, key) => reply.header(key, value));
      reply.status(statusOverride.code ?? response.status);
      reply.send(response.body);
      return reply;
    },
  });

  app.get('/healthz', async (_req, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', database: database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });

  await app.register(imageRoutes, { dataDir: config.dataDir });
  await app.register(downloadRoutes, { db: database.db, config });
  const stopSessionPurge = scheduleSessionPurge(database.db, app.log);
  app.addHook('onClose', async () => stopSessionPurge());
  await serveStorefront(app, config);
  return app;
}

/** Serves the built storefront with a fallback to index.html so client-side routes load on refresh. */
async function serveStorefront(app: FastifyInstance, config: ServerConfig) {
  const indexFile = path.join(config.staticDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`no built storefront at ${config.staticDir}; run "npm run build" (or use "npm run dev")`);
    return;
  }
  await app.register(fastifyStatic, {
    root: config.staticDir,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      // Hashed build assets never change; everything else must be revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((req, reply) => {
    const accepts = req.headers.accept ?? '';
    if (req.method === 'GET' && accepts.includes('text/html')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: 'Not Found', message: `No route for ${req.method} ${req.url}` });
  });
  app.get('/', (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
}
