import { Network, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { RequestError } from './request-error';

export interface NetworkOptions {
  endpoint: string;
  /** Send queries as GET so a CDN can cache them; mutations always POST. */
  preferGETQueries: boolean;
  getAuthToken: () => string | null;
  getSessionToken: () => string | null;
  /** The shopper's language as a BCP 47 tag ("de-DE"): the server words its default texts and mails in it. */
  getLanguage?: () => string | null;
  /** Called with the token of a new or renewed session (response header `woocommerce-session`). */
  onSessionToken: (token: string) => void;
  /** Called for every failed call, after logging; used to recover from a dead session. */
  onError?: (error: RequestError) => void;
  /** Log failed calls to the console (the `?debug` query parameter). */
  debug: () => boolean;
  fetch?: typeof fetch;
}

const CLIENT_NAME = 'vitrine';
const ACCEPT = 'application/graphql-response+json, application/json';
/** Statuses worth one more try, for idempotent calls only: never for a mutation. */
const RETRYABLE = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

interface GraphQLBody {
  data?: unknown;
  errors?: { message?: string; extensions?: { code?: string } }[];
}

function buildRequest(options: NetworkOptions, params: RequestParameters, variables: Variables): [string, RequestInit] {
  const headers: Record<string, string> = { accept: ACCEPT };
  const authToken = options.getAuthToken()?.trim();
  if (authToken) headers.authorization = `Bearer ${authToken}`;
  const sessionToken = options.getSessionToken();
  if (sessionToken) headers['woocommerce-session'] = `Session ${sessionToken}`;
  const language = options.getLanguage?.();
  if (language) headers['accept-language'] = language;
  const payload = { query: params.text ?? '', variables, operationName: params.name };
  if (params.operationKind === 'query' && options.preferGETQueries) {
    const search = new URLSearchParams({
      query: payload.query,
      variables: JSON.stringify(variables),
      operationName: params.name,
    });
    return [`${options.endpoint}?${search}`, { method: 'GET', headers }];
  }
  headers['content-type'] = 'application/json';
  return [options.endpoint, { method: 'POST', headers, body: JSON.stringify(payload) }];
}

async function readBody(response: Response): Promise<GraphQLBody | null> {
  try {
    return (await response.json()) as GraphQLBody;
  } catch {
    return null;
  }
}

/** The Relay network layer: the storefront's only way to the GraphQL endpoint (spec §7, §8). */
export function createNetwork(options: NetworkOptions) {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function send(params: RequestParameters, variables: Variables): Promise<GraphQLResponse> {
    const operationType = params.operationKind;
    const attempts = operationType === 'query' ? 2 : 1;
    let response: Response | null = null;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const [url, init] = buildRequest(options, params, variables);
      response = await fetchImpl(url, init);
      if (!RETRYABLE.has(response.status) || attempt === attempts) break;
    }
    const httpResponse = response!;
    const sessionToken = httpResponse.headers.get('woocommerce-session');
    if (sessionToken) options.onSessionToken(sessionToken);
    const body = await readBody(httpResponse);
    const errors = body?.errors ?? [];
    if (!httpResponse.ok || errors.length > 0 || !body) {
      const error = new RequestError({
        client: CLIENT_NAME,
        operationType,
        operationName: params.name,
        status: httpResponse.status,
        messages: errors.map((e) => e.message ?? '').filter(Boolean),
        codes: errors.map((e) => e.extensions?.code ?? '').filter(Boolean),
      });
      if (options.debug()) console.error(`[${CLIENT_NAME}] ${operationType} ${params.name} failed`, error.details);
      options.onError?.(error);
      throw error;
    }
    return body as GraphQLResponse;
  }

  return Network.create(send);
}
