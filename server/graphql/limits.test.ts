import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, executionModes, type TestServer } from '../test/api';
import { TEST_SESSION_SECRET } from '../test/shopper';
import { GET_CART, GET_PRODUCTS } from '../compat/woonuxt-documents';
import { DEFAULT_QUERY_LIMITS } from './limits';

describe.each(executionModes)('GraphQL query limits, %s', (_mode, compileAfter) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('pglite', { SESSION_SECRET: TEST_SESSION_SECRET }, { compileAfter });
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
    expect(expensive.errors?.[0]?.message).toMatch(/^The query is too expensive \(estimated \d+ fields; at most 1000000\)\. Ask for fewer items or fields\.$/);
    expect(expensive.errors?.[0]?.extensions?.code).toBe('QUERY_LIMIT_EXCEEDED');
  });

  it('accepts what the storefront asks for: a full product page of 100 products with their terms', async () => {
    const response = await server.graphql(`query ($first: Int) { products(first: $first) { nodes { name slug
      terms(first: 100) { nodes { taxonomyName slug } }
      ... on ProductWithVariations { variations(first: 100) { nodes { name } } } } } }`, { first: 100 });
    expect(response.errors).toBeUndefined();
  });

  it('estimates with the clamped page size: WooNuxt asks products(first: 9999) and gets a full page of 100', async () => {
    const response = await server.graphql(GET_PRODUCTS, { first: 9999 });
    expect(response.errors).toBeUndefined();
    const page = response.data!.products;
    expect(page.nodes.length).toBeGreaterThan(0);
    expect(page.nodes.length).toBeLessThanOrEqual(100);
  });

  it('lets a cart query with contents(first: 100) and every product\'s variations(first: 100) through', async () => {
    const response = await server.graphql(GET_CART);
    expect(response.errors).toBeUndefined();
    expect(response.data!.cart.isEmpty).toBe(true);
  });

  it('stops aliased fan-outs of nested connections at the item budget with a clear message', async () => {
    const small = await createTestServer('pglite', { SESSION_SECRET: TEST_SESSION_SECRET, GRAPHQL_MAX_ITEMS: '300' });
    try {
      const fanOut = Array.from({ length: 12 }, (_, index) => `p${index}: products(first: 100) { nodes { id related(first: 100) { nodes { id name } } } }`).join(' ');
      const refused = await small.graphql(`{ ${fanOut} }`);
      expect(refused.errors?.[0]?.message).toBe('The query returns too many items (more than 300 in its connections). Ask for fewer items or fields.');
      expect(refused.errors?.[0]?.extensions?.code).toBe('QUERY_LIMIT_EXCEEDED');
      // Under the same budget one of those aliases alone is answered in full.
      const single = await small.graphql(`{ products(first: 10) { nodes { id related(first: 5) { nodes { id name } } } } }`);
      expect(single.errors).toBeUndefined();
      expect(single.data!.products.nodes).toHaveLength(10);
    } finally {
      await small.close();
    }
  }, 90_000);

  it('takes its limits from GRAPHQL_MAX_COST and GRAPHQL_MAX_PAGE_SIZE', async () => {
    const strict = await createTestServer('pglite', { SESSION_SECRET: TEST_SESSION_SECRET, GRAPHQL_MAX_COST: '100', GRAPHQL_MAX_PAGE_SIZE: '3' });
    try {
      const refused = await strict.graphql(GET_CART);
      expect(refused.errors?.[0]?.message).toMatch(/^The query is too expensive \(estimated \d+ fields; at most 100\)\./);
      const page = await strict.graphql(`{ products(first: 9999) { nodes { id } pageInfo { hasNextPage } } }`);
      expect(page.data!.products.nodes).toHaveLength(3);
      expect(page.data!.products.pageInfo.hasNextPage).toBe(true);
    } finally {
      await strict.close();
    }
  }, 90_000);

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
