import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
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
    /** The client's socket address (default 127.0.0.1). */
    remoteAddress?: string,
  ): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

/**
 * The two ways a GraphQL document runs (compiled-execution.ts): compiled from its first run, and
 * interpreted by graphql-js (never compiled). Tests of errors run both ways: the answers must be equal.
 */
export const executionModes = [
  ['compiled', 0],
  ['interpreted', Number.POSITIVE_INFINITY],
] as const;

/** A real server (Fastify + Yoga) on a private copy of the seeded database, called without a socket. */
export async function createTestServer(
  kind: TestDatabaseKind = 'pglite',
  env: NodeJS.ProcessEnv = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  return createTestServerOn(await createTestDatabase(kind), env, options);
}

export interface TestServerOptions {
  /** Receives the server's log lines (set LOG_LEVEL in env too). */
  logStream?: { write(line: string): void };
  /** Renders pages in-process from the storefront's sources (src/entry-server.tsx) instead of a build. */
  storefront?: AppOptions['storefront'];
  compileAfter?: AppOptions['compileAfter'];
}

/** The same server on a database the caller prepared (an empty or synthetic catalogue); it disposes it on close. */
export async function createTestServerOn(
  database: DatabaseHandle & { dispose(): Promise<void> },
  env: NodeJS.ProcessEnv = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  // A private data directory: anything kept on disk (images, secrets) never lands in ./data.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-server-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', DATA_DIR: dataDir, ...env });
  // Every operation compiled from its first run: the path the storefront's repeated queries take.
  const app = await buildApp(config, database, { compileAfter: 0, ...options });
  return {
    app,
    database,
    config,
    async graphql(query, variables = {}, headers = {}, remoteAddress) {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress,
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
        payload: JSON.stringify({ query, variables }),
      });
      const body = JSON.parse(response.body);
      return { status: response.statusCode, headers: response.headers, data: body.data, errors: body.errors };
    },
    async close() {
      await app.close();
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
