import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type pino from 'pino';
import { createYoga } from 'graphql-yoga';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/client';
import type { GraphQLContext } from './graphql/context';
import { buildExecutableSchema } from './graphql/schema';
import { createShopperContext, rejectedBearerPlugin } from './graphql/resolvers/session/request-context';
import { requestLanguage } from './graphql/request-locale';
import { translateErrorsPlugin } from './graphql/translate-errors';
import { downloadRoutes } from './services/orders/downloads';
import { guestOrdersRoutes } from './routes/guest-orders';
import { scheduleSessionPurge } from './services/session/store';
import { passwordResetMailsSettled } from './services/auth/password-reset';
import { scheduleEmbeddedMaintenance } from './db/maintenance';
import { chargeConnectionItems, queryLimitsFromConfig, queryLimitsPlugin } from './graphql/limits';
import { quantityErrorsPlugin } from './graphql/quantity-errors';
import { compiledExecutionPlugins } from './graphql/compiled-execution';
import { imageRoutes } from './routes/images';
import { startDevStorefront } from './ssr/dev-storefront';
import { loadBuiltStorefront, registerStorefront, type LoadedStorefront, type StorefrontOptions } from './ssr/storefront';
import { profileOfSchema, RemoteBackendProfile } from './ssr/backend-profile';
import { databaseOriginals } from './services/images/shared';
import { hostileInputPlugin, malformedGetParameter, tooDeeplyNested } from './graphql/hostile-input';
import { errorScopePlugin, logUnexpectedError, tagErrorWithRequest } from './graphql/error-log';
import fastifyCors from '@fastify/cors';
import { contentSecurityPolicy } from './services/security/content-security-policy';
import { securityHeaders } from './services/security/security-headers';
import { cacheProbePlugin, CATALOG_CHANNEL, probedSession, ResponseCache, type CacheProbe, type CachedAnswer } from './graphql/response-cache';
import { invalidatePriceSchedule } from './services/catalog/lookup';
import { seoRoutes } from './routes/seo';
import { transportPlugin } from './http/transport';
import { staticAssets } from './http/static-assets';
import { lingeringClientError } from './http/client-error';
import { RemoteCache } from './ssr/remote-cache';
import { sharedPurge } from './ssr/remote-cache-broadcast';
import { cachePurgeRoutes } from './routes/cache-purge';
import { guardDatabaseFaults } from './operations/database-guard';
import { registerOperations } from './operations/routes';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  /** Headers resolvers want on the HTTP response (e.g. a new woocommerce-session token). */
  responseHeaders: Headers;
  cacheProbe?: CacheProbe;
}

/** Response headers that depend on the request, not on the answer: never replayed from the cache. */
const PER_REQUEST_HEADERS = new Set(['content-length', 'date', 'etag', 'cache-control', 'x-cache']);

/** Builds the HTTP server: /graphql, the operations routes (/healthz, /readyz, /metrics) and, when built, the storefront. Does not listen. */
export interface AppOptions {
  /** The storefront's renderer and page template; the build in STATIC_DIR and dist-ssr/ by default. */
  storefront?: LoadedStorefront;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Runs of a GraphQL document before it is compiled (compiled-execution.ts); 0 compiles at once. */
  compileAfter?: number;
  /** Add the process's own metrics (CPU, memory, event loop) to /metrics: once per process, so not in tests. */
  processMetrics?: boolean;
}

export async function buildApp(config: ServerConfig, database: DatabaseHandle, options: AppOptions = {}): Promise<FastifyInstance> {
  const { logStream } = options;
  const dev = !options.storefront && config.storefrontFromSources ? await startDevStorefront() : null;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, hooks: { logMethod: withoutListeningLines }, ...(logStream ? { stream: logStream } : {}) },
    ...(dev ? { serverFactory: dev.serverFactory } : {}),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    clientErrorHandler: lingeringClientError,
    // X-Forwarded-For / -Proto are believed only from the configured proxies: anyone else could forge them.
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    // Fastify's own request logging writes two lines per request (received, completed); one is enough.
    logController: new LogController({ disableRequestLogging: true }),
  });
  if (config.requestLog) {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
    });
  }
  if (dev) app.addHook('onClose', dev.close);
  // Before the hooks that tag and compress answers: a database fault is answered 503 as the answer was made.
  guardDatabaseFaults(app, database.health);
  registerOperations(app, config, database, { processMetrics: options.processMetrics });
  const storefront = options.storefront ?? dev?.storefront ?? (await loadBuiltStorefront(config.staticDir));
  // GRAPHQL_ENDPOINT at run time, else the one the storefront was built for (`/graphql`: this server).
  const graphqlEndpoint = config.graphqlEndpoint ?? storefront?.renderer.graphqlEndpoint ?? '/graphql';
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(securityHeaders, { config, policy: contentSecurityPolicy(config, graphqlEndpoint, { scripts: storefront?.scriptHashes, styles: storefront?.styleHashes }, storefront?.development) });
  await app.register(transportPlugin);

  const responseCache = config.responseCache ? await ResponseCache.start(database, config) : null;
  // Without the response cache, counts, facets, tax rates and shipping zones are still kept a while
  // (result-cache.ts): another process's change drops them here at once rather than after their TTL.
  const catalogueWatch = responseCache ? null : await database.listen(CATALOG_CHANNEL, () => invalidatePriceSchedule(database.db));
  app.addHook('onClose', async () => {
    await responseCache?.close();
    await catalogueWatch?.close();
  });
  const schema = buildExecutableSchema();
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: chargeConnectionItems(schema),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    plugins: [
      hostileInputPlugin(),
      queryLimitsPlugin(queryLimitsFromConfig(config)),
      cacheProbePlugin(),
      quantityErrorsPlugin(),
      rejectedBearerPlugin(),
      translateErrorsPlugin(),
      ...compiledExecutionPlugins(options.compileAfter),
      errorScopePlugin(),
    ],
    logging: {
      debug: (...args) => app.log.debug(args),
      info: (...args) => app.log.info(args),
      warn: (...args) => app.log.warn(args),
      // Yoga logs the errors it masks: with the request id, and never the SQL parameters inside them.
      error: (...args) => args.forEach((arg) => logUnexpectedError(app.log, arg)),
    },
    // CORS is @fastify/cors's, on the /graphql route below.
    cors: false,
    context: async ({ req, request, responseHeaders, cacheProbe }): Promise<GraphQLContext> => {
      const base = { db: database.db, config, requestId: req.id, clientAddress: req.ip, log: req.log, responseHeaders };
      const { session, viewer, bearerRejected } = await createShopperContext(base, request.headers).catch((error: unknown) => {
        tagErrorWithRequest(error, { requestId: req.id, log: req.log });
        throw error;
      });
      // A bad bearer token: queries run as a guest's and mutations not at all (rejectedBearerPlugin).
      return { ...base, session: probedSession(session, cacheProbe), viewer, bearerRejected, language: requestLanguage(request.headers.get('accept-language'), cacheProbe) };
    },
  });

  // Browsers on the shop's own origin and on CORS_ORIGINS may call the API with the shopper's session.
  const allowedOrigins = new Set([config.publicUrl, ...config.corsOrigins]);
  const graphqlCors = {
    origin: (origin: string | undefined, allow: (error: Error | null, allowed: boolean) => void) => allow(null, Boolean(origin && allowedOrigins.has(origin))),
    credentials: true,
    allowedHeaders: ['content-type', 'authorization', 'woocommerce-session', 'x-request-id', 'accept-language'],
    exposedHeaders: ['woocommerce-session', 'x-request-id'],
    methods: ['GET', 'POST', 'OPTIONS'],
  };
  await app.register(async (api) => {
    await api.register(fastifyCors, graphqlCors);
    api.route({
      url: yoga.graphqlEndpoint,
      method: ['GET', 'POST', 'OPTIONS'],
      handler: async (req, reply) => {
        const malformed = req.method === 'GET' ? malformedGetParameter(req.query as Record<string, unknown>) : null;
        if (malformed) return reply.status(400).send({ errors: [{ message: malformed, extensions: { code: 'BAD_REQUEST' } }] });
        // Before anything walks the variables (the response cache's key, Yoga's own checks).
        const tooDeep = tooDeeplyNested(req.method === 'GET' ? req.query : req.body);
        if (tooDeep) return reply.status(400).send({ errors: [{ message: tooDeep, extensions: { code: 'BAD_USER_INPUT' } }] });
        const ticket = responseCache ? await responseCache.admit(req) : null;
        const hit = ticket && responseCache!.lookup(ticket);
        if (hit) return sendCachedAnswer(req, reply, hit, 'HIT');

        const responseHeaders = new Headers();
        const cacheProbe: CacheProbe = { executed: false, uncacheable: false };
        const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, responseHeaders, cacheProbe });
        if (cacheProbe.mutated) await responseCache?.caughtUp();
        const status = response.status;
        const keep = ticket && status === 200 && cacheProbe.executed && !cacheProbe.uncacheable && !responseHeaders.keys().next().value;
        if (keep) {
          const headers: [string, string][] = [];
          response.headers.forEach((value, key) => {
            if (!PER_REQUEST_HEADERS.has(key)) headers.push([key, value]);
          });
          const answer = responseCache!.store(ticket, Buffer.from(await response.arrayBuffer()), headers);
          return sendCachedAnswer(req, reply, answer, 'MISS');
        }
        response.headers.forEach((value, key) => reply.header(key, value));
        responseHeaders.forEach((value, key) => reply.header(key, value));
        // A GET answer that is not everyone's must never be kept by a CDN or a shared proxy.
        if (responseCache && req.method === 'GET') reply.header('cache-control', 'private, no-store');
        if (responseCache) reply.header('x-cache', 'BYPASS');
        reply.status(status);
        // A JSON answer is read whole so the transport can tag it (ETag) and compress it; anything
        // else (an event stream, multipart) keeps streaming.
        const isJson = /json/.test(response.headers.get('content-type') ?? '');
        reply.send(isJson ? Buffer.from(await response.arrayBuffer()) : response.body);
        return reply;
      },
    });
  });

  /** An answer that is the same for every anonymous shopper, with what a CDN needs to keep and revalidate it. */
  function sendCachedAnswer(req: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, outcome: 'HIT' | 'MISS') {
    for (const [key, value] of answer.headers) reply.header(key, value);
    reply.header('vary', 'Origin, Accept, Authorization, woocommerce-session');
    reply.header('x-cache', outcome);
    if (req.method === 'GET') {
      reply.header('cache-control', responseCache!.publicCacheControl());
      reply.header('etag', answer.etag);
      if (req.headers['if-none-match'] === answer.etag) return reply.status(304).send();
    }
    return reply.status(200).send(answer.body);
  }

  // With PostgreSQL several servers may share the shop: originals come from the database when missing here.
  const sharedOriginals = database.kind === 'postgres' ? databaseOriginals(database.db, config.dataDir) : undefined;
  await app.register(imageRoutes, { dataDir: config.dataDir, shared: sharedOriginals });
  await app.register(downloadRoutes, { db: database.db, config });
  await app.register(guestOrdersRoutes, { db: database.db, config });
  await app.register(seoRoutes, { db: database.db, config });
  const stopSessionPurge = scheduleSessionPurge(database.db, app.log);
  const stopMaintenance = scheduleEmbeddedMaintenance(database, app.log);
  // Reset mails are sent after their requests are answered: let them finish before the database closes.
  app.addHook('onClose', passwordResetMailsSettled);
  app.addHook('onClose', async () => {
    stopSessionPurge();
    stopMaintenance();
  });
  // Pages render against Vitrine's own GraphQL in-process, as a guest: the same pipeline (limits,
  // masking) as an HTTP call, with the page request's id and logger.
  const graphqlFetch = (req: FastifyRequest, cacheProbe: CacheProbe): typeof fetch => async (input, init) => {
    const responseHeaders = new Headers();
    const response = await yoga.fetch(new Request(input instanceof URL ? input.href : input, init), {
      req,
      reply: undefined as unknown as FastifyReply,
      responseHeaders,
      cacheProbe,
    });
    // A header of its own (a new guest session) makes an answer one shopper's.
    if (responseHeaders.keys().next().value) cacheProbe.uncacheable = true;
    return response;
  };
  // One per server; used only when pages render from another shop's endpoint. REMOTE_CACHE_TTL=0 turns it off.
  const remoteCache = storefront && config.remoteCache.ttl > 0 ? newRemoteCache(app, config) : undefined;
  const { purgeSecret } = config.remoteCache;
  if (purgeSecret) {
    const purges = await sharedPurge(database, remoteCache);
    app.addHook('onClose', purges.close);
    await app.register(cachePurgeRoutes, { secret: purgeSecret, purge: purges.purge });
  }
  const backend = storefrontBackend(app, config, graphqlEndpoint, schema);
  await serveStorefront(app, config, { graphqlFetch, backend, catalogue: responseCache ?? undefined }, storefront, remoteCache);
  return app;
}

/**
 * Fastify logs "Server listening at …" once per network interface; main.ts says instead, in one line,
 * that the shop is ready and where (server/ready-line.ts).
 */
function withoutListeningLines(this: pino.Logger, args: Parameters<pino.LogFn>, method: pino.LogFn) {
  if (typeof args[0] === 'string' && args[0].startsWith('Server listening at ')) return;
  method.apply(this, args);
}

function newRemoteCache(app: FastifyInstance, config: ServerConfig): RemoteCache {
  const { ttl, stale, maxEntries } = config.remoteCache;
  return new RemoteCache({
    ttlMs: ttl * 1000,
    staleMs: stale * 1000,
    maxEntries,
    upstreamTimeoutMs: config.remoteGraphqlTimeout * 1000,
    onRefreshError: (error) => app.log.warn({ err: error }, 'remote cache: a stale answer could not be refreshed and is kept'),
  });
}

/**
 * The backend the storefront's pages talk to: this server (its own schema's capabilities, CURRENCY), or
 * another shop, whose capabilities and currency are learnt from it and kept fresh.
 */
function storefrontBackend(app: FastifyInstance, config: ServerConfig, endpoint: string, schema: GraphQLSchema): StorefrontOptions['backend'] {
  if (endpoint.startsWith('/')) {
    const own = Promise.resolve({ endpoint, currency: config.currency, imageOrigin: new URL(config.publicUrl).origin, ...profileOfSchema(schema) });
    return () => own;
  }
  const profile = new RemoteBackendProfile({
    endpoint,
    fetch: (input, init) => fetch(input, init),
    currencyOverride: config.currencySet ? config.currency : undefined,
    fallbackCurrency: config.currency,
    timeoutMs: config.remoteGraphqlTimeout * 1000,
    onLearnt: (learnt) => app.log.info({ endpoint, currency: learnt.currency, capabilities: learnt.capabilities }, 'learnt what the GraphQL backend can do'),
    onFailure: (error) => app.log.warn({ err: error, endpoint }, 'could not learn what the GraphQL backend can do; assuming plain WooGraphQL and trying again soon'),
  });
  app.addHook('onClose', async () => profile.close());
  return () => profile.current();
}

/** Serves the built storefront: static files as they are, every page server-rendered (server/ssr/). */
async function serveStorefront(
  app: FastifyInstance,
  config: ServerConfig,
  backendAccess: Pick<StorefrontOptions, 'graphqlFetch' | 'backend' | 'catalogue'>,
  storefront: LoadedStorefront | null,
  remoteCache: RemoteCache | undefined,
) {
  if (!storefront) {
    app.log.warn(`no built storefront at ${config.staticDir}; run "npm run build" (or use "npm run dev")`);
    return;
  }
  // From sources, Vite serves the modules and public/; an old build's files must not answer instead.
  if (!storefront.development && existsSync(config.staticDir)) await app.register(staticAssets, { root: config.staticDir });
  registerStorefront(app, { ...storefront, ...backendAccess, publicUrl: config.publicUrl, remoteDeadlineMs: config.remoteGraphqlTimeout * 1000, remoteCache });
}
