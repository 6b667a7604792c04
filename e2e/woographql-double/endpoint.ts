import type { IncomingMessage } from 'node:http';
import { execute, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { admit } from './admission';
import { failCartItemIds, findCartItemIds } from './cart-item-ids';
import { guestOrderKeys, refuseGuestOrders } from './guest-orders';
import { readGraphQLParams, type GraphQLParams } from './http-params';
import { inlineFragments, rootFields } from './operation-shape';
import { fieldError, wpgraphqlBody, type ExecutionError, type WPGraphQLBody, type WPGraphQLError } from './wpgraphql-format';

/** What the double answers to one GraphQL request. */
export interface Answer {
  status: number;
  body: WPGraphQLBody;
  /** The backend's `woocommerce-session` response header, passed on to the client. */
  sessionToken: string | null;
  /** Refused by the double, as the real shop refuses it: the backend never saw it. */
  refused: boolean;
  operationName: string | null;
}

/** The request headers the real shop reads: Headless Login's bearer token and WooGraphQL's session. */
const PASSED_HEADERS = ['authorization', 'woocommerce-session'] as const;

/**
 * Answers GraphQL requests as WooGraphQL 1.0.2 does: refuses what the real schema refuses, answers
 * introspection from the real schema, and asks the backend for the rest, then changes its answer where
 * the real shop behaves differently from Vitrine's server (cart-line ids, guests' orders).
 */
export function createGraphQLEndpoint(schema: GraphQLSchema, backend: string) {
  return async function answer(req: IncomingMessage, url: URL): Promise<Answer> {
    const reading = await readGraphQLParams(req, url);
    if ('error' in reading) return refusal(reading.status, [reading.error], null);
    const { params } = reading;
    const admission = admit(schema, params, req.method ?? 'GET');
    const operationName = params.operationName ?? admission.operation?.name?.value ?? null;
    if (!admission.admitted) return refusal(200, admission.errors, operationName);

    const operation = inlineFragments(admission.document, admission.operation);
    if (rootFields(operation).every((field) => field.name.value.startsWith('__'))) {
      // Vitrine's server would describe its own extensions; the real shop's schema has none of them.
      const result = await execute({ schema, document: admission.document, operationName: params.operationName, variableValues: params.variables });
      const errors = (result.errors ?? []).map(fieldError);
      return { status: 200, body: wpgraphqlBody(errors, result.data ?? null), sessionToken: null, refused: false, operationName };
    }
    return { ...(await forward(schema, backend, params, operation, req)), operationName };
  };
}

function refusal(status: number, errors: WPGraphQLError[], operationName: string | null): Answer {
  return { status, body: wpgraphqlBody(errors), sessionToken: null, refused: true, operationName };
}

async function forward(
  schema: GraphQLSchema,
  backend: string,
  params: GraphQLParams,
  operation: OperationDefinitionNode,
  req: IncomingMessage,
): Promise<Omit<Answer, 'operationName'>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  for (const name of PASSED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const unavailable = (message: string) => ({ status: 502, body: wpgraphqlBody([{ message }]), sessionToken: null, refused: false });
  let response: Response;
  try {
    response = await fetch(backend, { method: 'POST', headers, body: JSON.stringify(withoutNulls(params)) });
  } catch (error) {
    return unavailable(`The WooGraphQL double could not reach its backend ${backend}: ${(error as Error).message}`);
  }
  const sessionToken = response.headers.get('woocommerce-session');
  let answered: { data?: Record<string, unknown> | null; errors?: ExecutionError[] };
  try {
    answered = JSON.parse(await response.text());
  } catch {
    return unavailable(`The WooGraphQL double's backend answered HTTP ${response.status} without JSON`);
  }

  // Vitrine's error extensions (codes) are its own: the real shop prints message, locations and path.
  let errors = (answered.errors ?? []).map(fieldError);
  let data = answered.data;
  if (data) ({ data, errors } = refuseGuestOrders(data, errors, guestOrderKeys(operation, 'authorization' in headers)));
  const cartItemIds = data ? findCartItemIds(schema, operation) : null;
  if (data && cartItemIds) {
    const failed = failCartItemIds(data, cartItemIds);
    data = failed.data;
    errors = [...errors, ...failed.errors];
  }
  return { status: response.status, body: wpgraphqlBody(errors, data), sessionToken, refused: false };
}

function withoutNulls(params: GraphQLParams): Partial<GraphQLParams> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== null));
}
