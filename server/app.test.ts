import { readFileSync } from 'node:fs';
import path from 'node:path';
import { graphql } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './test/api';
import { testDatabaseKinds } from './test/database';
import { buildExecutableSchema } from './graphql/schema';
import { readBackendSchema } from './graphql/schema-sources';

describe.each(testDatabaseKinds)('HTTP server on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(() => server.close());

  it('reports health with the database kind', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: kind });
  });

  it('tags every response with a request id, honouring a well-formed incoming one', async () => {
    const generated = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await server.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-42' } });
    expect(given.headers['x-request-id']).toBe('trace-42');
  });

  it('answers a root field the SDL gains before the server implements it with NOT_IMPLEMENTED, not fake data', async () => {
    // Every field of schema.graphql is implemented (server/compat/api-surface.test.ts); a schema:pull may add one.
    const schema = buildExecutableSchema(`${readBackendSchema()}\nextend type RootQuery { futureSettings: String }`);
    const response = await graphql({ schema, source: '{ futureSettings }' });
    expect(response.data?.futureSettings).toBeNull();
    expect(response.errors?.[0]?.extensions?.code).toBe('NOT_IMPLEMENTED');
    expect(response.errors?.[0]?.message).toMatch(/RootQuery\.futureSettings/);
  });

  it('still builds after schema:pull from a real WooGraphQL shop: the extensions are merged onto its schema', () => {
    const realShop = readFileSync(path.join(import.meta.dirname, '..', 'schema', 'fixtures', 'woographql-1.0.2-real.graphql'), 'utf8');
    const schema = buildExecutableSchema(realShop);
    expect(schema.getQueryType()?.getFields().stripePaymentIntent).toBeDefined();
    expect(schema.getQueryType()?.getFields().productCategories).toBeDefined();
  });

  it('rejects a malformed document with a GraphQL error and no stack trace', async () => {
    const response = await server.graphql('{ products( }');
    expect(response.errors?.[0]?.message).toMatch(/Syntax Error/);
    expect(JSON.stringify(response.errors)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('exposes the session header to browsers from allowed origins only', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: server.config.publicUrl, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe(server.config.publicUrl);
    const foreign = await server.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers['access-control-allow-origin']).not.toBe('https://evil.example');
    const simple = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { origin: server.config.publicUrl, 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(String(simple.headers['access-control-expose-headers'])).toContain('woocommerce-session');
  });
});
