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
