import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/api';
import { TEST_SESSION_SECRET } from '../test/shopper';
import { DEFAULT_QUERY_LIMITS } from './limits';

describe('GraphQL query limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('pglite', { SESSION_SECRET: TEST_SESSION_SECRET });
  });
  afterAll(() => server.close());

  it('refuses documents that are too large, too deep, too aliased or too expensive with clear messages', async () => {
    const large = await server.graphql(`{ __typename ${' '.repeat(DEFAULT_QUERY_LIMITS.maxDocumentLength)} }`);
    expect(large.errors?.[0]?.message).toMatch(/^The query is too large \(\d+ characters; at most 100000\)\.$/);

    const deep = await server.graphql(`{ __schema { types { fields { type ${'{ ofType '.repeat(20)}{ name }${' }'.repeat(20)} } } } }`);
    expect(deep.errors?.[0]?.message).toMatch(/^The query is nested \d+ levels deep; at most 20 are allowed\.$/);

    const aliases = Array.from({ length: 61 }, (_, index) => `a${index}: __typename`).join(' ');
    expect((await server.graphql(`{ ${aliases} }`)).errors?.[0]?.message).toBe('The query uses 61 aliases; at most 60 are allowed.');

    const nested = 'products(first: $n) { nodes { related(first: $n) { nodes { ... on Product { terms(first: $n) { nodes { slug name } } } } } } }';
    const expensive = await server.graphql(`query ($n: Int) { ${nested} }`, { n: 100 });
    expect(expensive.errors?.[0]?.message).toMatch(/^The query is too expensive \(estimated \d+ fields; at most 250000\)\. Ask for fewer items or fields\.$/);
    expect(expensive.errors?.[0]?.extensions?.code).toBe('QUERY_LIMIT_EXCEEDED');
  });

  it('accepts what the storefront asks for: a full product page of 100 products with their terms', async () => {
    const response = await server.graphql(`query ($first: Int) { products(first: $first) { nodes { name slug
      terms(first: 100) { nodes { taxonomyName slug } }
      ... on ProductWithVariations { variations(first: 100) { nodes { name } } } } } }`, { first: 100 });
    expect(response.errors).toBeUndefined();
  });

  it('refuses request bodies over one megabyte before reading them', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(1024 * 1024) } }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });
});
