import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/api';
import { testDatabaseKinds } from '../test/database';

describe.each(testDatabaseKinds)('operations endpoints on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(() => server.close());

  it('answers /healthz and /readyz while the database is reachable and migrated', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok', database: kind });
    const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: kind });
  });

  it('counts requests by route, GraphQL operations by name and response cache outcomes on /metrics', async () => {
    const query = 'query CatalogueProbe { products(first: 2) { nodes { slug } } }';
    await server.graphql(query);
    await server.graphql(query);
    await server.app.inject({ method: 'GET', url: '/no/such/page.txt' });
    const metrics = await server.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
    const text = metrics.body;
    expect(text).toMatch(/vitrine_http_requests_total\{method="POST",route="\/graphql",status="200"\} 2/);
    expect(text).toMatch(/vitrine_graphql_operations_total\{operation="CatalogueProbe",status="200"\} 2/);
    expect(text).toMatch(/vitrine_graphql_operation_duration_seconds_count\{operation="CatalogueProbe"\} 2/);
    expect(text).toMatch(/vitrine_response_cache_requests_total\{outcome="miss"\} 1/);
    expect(text).toMatch(/vitrine_response_cache_requests_total\{outcome="hit"\} 1/);
    expect(text).toMatch(/vitrine_http_requests_total\{method="GET",route="unmatched",status="404"\} 1/);
    if (kind === 'postgres') expect(text).toMatch(/vitrine_database_pool_connections\{state="max"\} 10/);
  });

  it('keeps GraphQL operation names chosen by clients from growing the label set without end', async () => {
    await server.graphql('query Not_A_Label_Because_It_Is_Way_Too_Long_For_Any_Real_Operation_Name_Anyone_Would_Use { __typename }');
    await server.graphql('{ __typename }');
    const text = (await server.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(/operation="other"/);
    expect(text).toMatch(/operation="anonymous"/);
    expect(text).not.toMatch(/Way_Too_Long/);
  });

  it('refuses /metrics to another machine and to a request a proxy forwarded', async () => {
    const remote = await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().error).toMatch(/only on this machine unless METRICS_TOKEN is set/);
    const forwarded = await server.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.statusCode).toBe(403);
    expect(forwarded.body).not.toMatch(/vitrine_/);
  });
});

describe('metrics behind METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('pglite', { METRICS_TOKEN: 'scrape-me-0123456789' });
  });
  afterAll(() => server.close());

  it('answers whoever sends the token, from anywhere, and nobody else', async () => {
    const withToken = await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer scrape-me-0123456789' } });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toMatch(/vitrine_http_requests_total/);
    for (const authorization of [undefined, 'Bearer scrape-me', 'scrape-me-0123456789']) {
      const refused = await server.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(refused.statusCode, String(authorization)).toBe(403);
      expect(refused.json().error).toMatch(/Authorization: Bearer METRICS_TOKEN/);
    }
  });
});

describe.each(testDatabaseKinds)('readiness on a database that misses a migration (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(() => server.close());

  it('answers /readyz 503 saying why, while /healthz stays 200', async () => {
    await server.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: kind, reason: expect.stringMatching(/misses migrations of this release/) });
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe.each(testDatabaseKinds)('readiness on a database whose migrations cannot be read (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(() => server.close());

  it('answers /readyz 503 saying the database answered but its migrations cannot be read', async () => {
    await server.database.db.execute(sql`drop table drizzle.__drizzle_migrations`);
    const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: kind, reason: expect.stringMatching(/^the applied migrations cannot be read \(.*__drizzle_migrations.*\)$/) });
  });
});
