import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createGraphQLEndpoint, type Answer } from './endpoint';
import { loadRealSchema } from './real-schema';
import { wpgraphqlBody } from './wpgraphql-format';

export interface WooGraphQLDoubleOptions {
  /** A running Vitrine server's GraphQL endpoint, e.g. http://127.0.0.1:4180/graphql (started with CURRENCY=USD). */
  backend: string;
  /** 0 for any free port. */
  port: number;
  host?: string;
  /** Added to every GraphQL request, to stand in for a slow WordPress. */
  delayMs?: number;
  /** The real shop's introspected SDL; defaults to schema/fixtures/woographql-1.0.2-real.graphql. */
  schemaPath?: string;
}

/** One GraphQL request as the double answered it, for tests that assert "nothing failed". */
export interface RecordedRequest {
  method: string;
  operationName: string | null;
  status: number;
  /** Refused by the double without asking the backend (invalid for the real schema, unreadable). */
  refused: boolean;
  /** The messages of the errors it answered with. */
  errors: string[];
}

export interface WooGraphQLDouble {
  /** The GraphQL endpoint to point a storefront at. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** The CORS answer of a WPGraphQL + WooGraphQL site: any origin, no credentials, the session header exposed. */
const WPGRAPHQL_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'Authorization, Content-Type, woocommerce-session',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-expose-headers': 'woocommerce-session',
  'access-control-max-age': '600',
  'x-content-type-options': 'nosniff',
};

/**
 * Serves `/graphql` as a real WordPress + WooGraphQL 1.0.2 shop answers it, in front of a Vitrine server
 * (see endpoint.ts for what changes on the way), plus `/__double/requests` for tests.
 */
export async function startWooGraphQLDouble(options: WooGraphQLDoubleOptions): Promise<WooGraphQLDouble> {
  const answer = createGraphQLEndpoint(loadRealSchema(options.schemaPath), options.backend);
  const requests: RecordedRequest[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://double.invalid');
    if (url.pathname === '/__double/requests' && req.method === 'GET') return sendJson(res, 200, requests);
    if (url.pathname === '/__double/requests/reset' && req.method === 'POST') {
      requests.length = 0;
      return send(res, 204, {});
    }
    if (url.pathname !== '/graphql') return sendJson(res, 404, { message: `No route ${req.method} ${url.pathname}` });

    if (options.delayMs) await sleep(options.delayMs);
    if (req.method === 'OPTIONS') return send(res, 200, WPGRAPHQL_HEADERS);
    if (req.method !== 'GET' && req.method !== 'POST') {
      return sendJson(res, 405, wpgraphqlBody([{ message: `${req.method} is not supported; use GET or POST` }]), { ...WPGRAPHQL_HEADERS, allow: 'GET, POST, OPTIONS' });
    }
    const answered: Answer = await answer(req, url);
    requests.push({
      method: req.method,
      operationName: answered.operationName,
      status: answered.status,
      refused: answered.refused,
      errors: (answered.body.errors ?? []).map((error) => error.message),
    });
    const headers: Record<string, string> = { ...WPGRAPHQL_HEADERS };
    if (answered.sessionToken) headers['woocommerce-session'] = answered.sessionToken;
    sendJson(res, answered.status, answered.body, headers);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      sendJson(res, 500, wpgraphqlBody([{ message: `The WooGraphQL double failed: ${(error as Error).message}` }]), WPGRAPHQL_HEADERS);
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/graphql`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections of finished requests would hold close() open.
        server.closeIdleConnections();
      }),
  };
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body?: string) {
  res.writeHead(status, headers);
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  send(res, status, { ...headers, 'content-type': 'application/json; charset=UTF-8' }, JSON.stringify(body));
}
