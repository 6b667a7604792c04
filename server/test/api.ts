import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase, type TestDatabaseKind } from './database';

export interface GraphQLResponse<T = Record<string, any>> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: ServerConfig;
  /** Sends one GraphQL operation in-process, as a browser would (POST JSON). */
  graphql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

/** A real server (Fastify + Yoga) on a private copy of the seeded database, called without a socket. */
export async function createTestServer(
  kind: TestDatabaseKind = 'pglite',
  env: NodeJS.ProcessEnv = {},
): Promise<TestServer> {
  const database = await createTestDatabase(kind);
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', ...env });
  const app = await buildApp(config, database);
  return {
    app,
    database,
    config,
    async graphql(query, variables = {}, headers = {}) {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
        payload: JSON.stringify({ query, variables }),
      });
      const body = JSON.parse(response.body);
      return { status: response.statusCode, headers: response.headers, data: body.data, errors: body.errors };
    },
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
