import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';

/** What every resolver receives: built once per request. */
export interface GraphQLContext {
  db: Database;
  config: ServerConfig;
  requestId: string;
  log: FastifyBaseLogger;
  /** Response headers a resolver wants sent (e.g. a new woocommerce-session token). */
  responseHeaders: Headers;
}
