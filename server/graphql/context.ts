import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { RequestLanguage } from './request-locale';
import type { Database } from '../db/client';
import type { AuthenticatedCustomer } from '../services/auth/tokens';
import type { RequestSession } from '../services/session/request-session';

/** What every resolver receives: built once per request. */
export interface GraphQLContext {
  db: Database;
  config: ServerConfig;
  requestId: string;
  /** The client's IP address: the socket's peer, or X-Forwarded-For's when the peer is a TRUSTED_PROXIES proxy. */
  clientAddress: string;
  log: FastifyBaseLogger;
  /** Response headers a resolver wants sent (e.g. a new woocommerce-session token). */
  responseHeaders: Headers;
  /** The shopping session (guest or customer), created or loaded on first use. */
  session: RequestSession;
  /** The customer signed in by a valid `Authorization: Bearer` token; login/logout change it. */
  viewer: AuthenticatedCustomer | null;
  /** The shopper's language (Accept-Language): default shipping and payment titles and mails use it. */
  language: RequestLanguage;
  /** A bearer token was sent but is bad, expired or revoked: the request runs as a guest's (queries only). */
  bearerRejected: boolean;
}
