import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './test/api';
import { testDatabaseKinds } from './test/database';

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

  it('answers a field that is not built yet with a NOT_IMPLEMENTED error, not fake data', async () => {
    const response = await server.graphql('{ woonuxtSettings { currencyCode } }');
    expect(response.data?.woonuxtSettings).toBeNull();
    expect(response.errors?.[0]?.extensions?.code).toBe('NOT_IMPLEMENTED');
    expect(response.errors?.[0]?.message).toMatch(/RootQuery\.woonuxtSettings/);
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
