import { GraphQLError } from 'graphql';
import type { ServerConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { verifyAuthToken, type AuthenticatedCustomer } from '../../../services/auth/tokens';
import { RequestSession, SESSION_HEADER } from '../../../services/session/request-session';
import { sessionTokenFromHeader } from '../../../services/session/token';
import { transferSession } from '../../../services/session/transfer';
import { moveCartLines } from '../../../services/cart/transfer';

export interface ShopperContext {
  session: RequestSession;
  viewer: AuthenticatedCustomer | null;
  /** A bearer token was sent but is bad, expired or revoked. */
  bearerRejected: boolean;
}

/**
 * Reads the shopper's credentials from the request; a bad bearer token leaves the request a guest's.
 * The session is resolved lazily, so catalogue-only requests never touch the session table.
 */
export async function createShopperContext(
  base: { db: Database; config: ServerConfig; responseHeaders: Headers },
  headers: Headers,
): Promise<ShopperContext> {
  let viewer: AuthenticatedCustomer | null = null;
  const authorization = headers.get('authorization')?.trim();
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) {
    viewer = await verifyAuthToken(base.db, base.config, bearer);
  }
  const session = new RequestSession({
    ...base,
    incomingToken: sessionTokenFromHeader(headers.get(SESSION_HEADER)),
    customerId: viewer?.customerId ?? null,
    transfer: (db, fromId, toId) => transferSession(db, moveCartLines, fromId, toId, Number(toId)),
  });
  return { session, viewer, bearerRejected: Boolean(bearer) && !viewer };
}

export const INVALID_BEARER_TOKEN = 'The authentication token is invalid, expired or revoked. Sign in again, or send the request without it.';

/**
 * The answer to a bad bearer token: HTTP 403 and nothing executed. Running the operation as a guest
 * while answering 403 (Headless Login) makes a client that retries after renewing its token run it
 * twice (two orders); refusing it outright makes the retry the only run.
 */
export function invalidBearerTokenError(): GraphQLError {
  return new GraphQLError(INVALID_BEARER_TOKEN, { extensions: { code: 'INVALID_AUTH_TOKEN', http: { status: 403 } } });
}
