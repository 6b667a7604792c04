import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, executionModes, type TestServer } from '../test/api';
import { TEST_SESSION_SECRET } from '../test/shopper';

/** Documents whose answers are errors, or partly errors: each must read the same compiled or not. */
const DOCUMENTS: [string, string, Record<string, unknown>?, string?][] = [
  ['a subscription (the schema has none)', 'subscription { x }'],
  ['a named subscription', 'subscription Watch { products { nodes { id } } }'],
  ['two operations, none chosen', 'query A { __typename } query B { __typename }'],
  ['an unknown operation name', 'query A { __typename }', {}, 'B'],
  ['a missing required variable', 'query ($id: ID!) { product(id: $id) { name } }'],
  ['a variable of the wrong type', 'query ($first: Int) { products(first: $first) { nodes { name } } }', { first: 'many' }],
  ['a resolver refusing its input', 'query ($v: String) { products(where: { search: $v }) { nodes { name } } }', { v: 'x'.repeat(201) }],
  ['an unknown product', '{ product(id: "no-such-product", idType: SLUG) { name } }'],
  ['a mutation refusing its input', 'mutation { addToCart(input: { productId: 999999, quantity: 1 }) { cart { isEmpty } } }'],
  ['a field error beside data', '{ a: products(first: 1) { nodes { name } } b: products(where: { search: "a b c d e f g h i j k" }) { nodes { name } } }'],
];

describe('the compiled and the interpreted path', () => {
  const servers = {} as Record<(typeof executionModes)[number][0], TestServer>;
  const logged: string[] = [];
  beforeAll(async () => {
    for (const [mode, compileAfter] of executionModes) {
      servers[mode] = await createTestServer('pglite', { SESSION_SECRET: TEST_SESSION_SECRET, LOG_LEVEL: 'error' }, { compileAfter, logStream: { write: (line) => logged.push(line) } });
    }
  });
  afterAll(async () => {
    for (const server of Object.values(servers)) await server.close();
  });

  it.each(DOCUMENTS)('answer %s the same, status and body', async (_name, query, variables = {}, operationName) => {
    const ask = async (server: TestServer) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
        payload: JSON.stringify({ query, variables, operationName }),
      });
      return { status: response.statusCode, body: JSON.parse(response.body) as unknown };
    };
    // Twice: a document is compiled on its first run, and answered from its compilation on the next.
    const interpreted = await ask(servers.interpreted);
    for (let run = 0; run < 2; run++) expect(await ask(servers.compiled)).toEqual(interpreted);
    expect(interpreted.status).toBeLessThan(500);
  });

  it('answer a subscription with graphql-js\'s words, and log nothing for it', async () => {
    const stderr = vi.spyOn(console, 'error');
    logged.length = 0;
    for (const server of Object.values(servers)) {
      const response = await server.graphql('subscription { x }');
      expect(response.errors).toEqual([expect.objectContaining({ message: 'Schema is not configured to execute subscription operation.' })]);
    }
    expect(stderr).not.toHaveBeenCalled();
    expect(logged).toEqual([]);
    stderr.mockRestore();
  });
});
