import type { IncomingMessage } from 'node:http';
import { requestError, type WPGraphQLError } from './wpgraphql-format';

export interface GraphQLParams {
  query: string;
  variables: Record<string, unknown> | null;
  operationName: string | null;
}

/** Either the operation a client sent, or why the request cannot be one (with the HTTP status to answer). */
export type ParamsReading = { params: GraphQLParams } | { status: number; error: WPGraphQLError };

export const BODY_LIMIT = 1024 * 1024;

/** Reads `{query, variables, operationName}` from a GET query string or a POST JSON body, as WPGraphQL does. */
export async function readGraphQLParams(req: IncomingMessage, url: URL): Promise<ParamsReading> {
  if (req.method === 'GET') {
    const search = url.searchParams;
    return checkParams({ query: search.get('query'), variables: search.get('variables'), operationName: search.get('operationName') });
  }
  const body = await readBody(req, BODY_LIMIT);
  if (body === null) return { status: 413, error: requestError(`The request body is larger than ${BODY_LIMIT} bytes`) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    // graphql-php's words, with PHP's json_last_error_msg() for any unreadable JSON.
    return { status: 400, error: requestError('Could not parse JSON: Syntax error') };
  }
  // WPGraphQL can batch operations in an array; Vitrine's storefront never does, so the double does not either.
  if (Array.isArray(parsed)) return { status: 400, error: requestError('Batch Queries are not supported') };
  if (parsed === null || typeof parsed !== 'object') {
    return { status: 400, error: requestError(`GraphQL Server expects JSON object or array, but got ${JSON.stringify(parsed)}`) };
  }
  return checkParams(parsed as Record<string, unknown>);
}

/** graphql-php's checks of the operation parameters (Helper::validateOperationParams); WPGraphQL answers them with HTTP 200. */
function checkParams(raw: Record<string, unknown>): ParamsReading {
  const refuse = (message: string): ParamsReading => ({ status: 200, error: requestError(message) });
  const { query, operationName } = raw;
  if (query === undefined || query === null || query === '') {
    return refuse('GraphQL Request must include at least one of those two parameters: "query" or "queryId"');
  }
  if (typeof query !== 'string') return refuse(`GraphQL Request parameter "query" must be string, but got ${JSON.stringify(query)}`);
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return refuse(`GraphQL Request parameter "operation" must be string, but got ${JSON.stringify(operationName)}`);
  }
  let variables = raw.variables;
  if (typeof variables === 'string') {
    try {
      variables = variables === '' ? null : JSON.parse(variables);
    } catch {
      return refuse(`GraphQL Request parameter "variables" must be object or JSON string parsed to object, but got ${JSON.stringify(variables)}`);
    }
  }
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return refuse(`GraphQL Request parameter "variables" must be object or JSON string parsed to object, but got ${JSON.stringify(raw.variables)}`);
  }
  return { params: { query, variables: (variables as Record<string, unknown> | undefined) ?? null, operationName: operationName || null } };
}

/**
 * The whole body, or null when it is over the limit. An oversized body is still read to its end, so the
 * client gets the 413 instead of a reset connection while it is still sending.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
