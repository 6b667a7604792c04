import { getOperationAST, GraphQLError, OperationTypeNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
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
 * A bad bearer token on a mutation: HTTP 403 and nothing executed. A shopper who believes they are
 * signed in must not place a guest order; and a client that renews its token and retries then runs
 * the mutation once, not twice.
 */
export function invalidBearerTokenError(): GraphQLError {
  return new GraphQLError(INVALID_BEARER_TOKEN, { extensions: { code: 'INVALID_AUTH_TOKEN', http: { status: 403 } } });
}

/**
 * Answers operations sent with a bad bearer token as Headless Login does for queries: HTTP 403, the
 * data read as a guest, and the token's error first in `errors` (WooNuxt's build introspects with
 * `Authorization: Bearer undefined` and needs the schema). A mutation is refused and runs nothing.
 */
export function rejectedBearerPlugin(): Plugin<{ bearerRejected?: boolean }> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!args.contextValue.bearerRejected) return;
      if (getOperationAST(args.document, args.operationName)?.operation !== OperationTypeNode.QUERY) {
        setResultAndStopExecution({ errors: [invalidBearerTokenError()] });
        return;
      }
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return;
          setResult({ ...result, errors: [invalidBearerTokenError(), ...(result.errors ?? [])] });
        },
      };
    },
  };
}
