import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, executionModes, type TestServer } from '../test/api';
import { testDatabaseKinds } from '../test/database';
import { TEST_SESSION_SECRET } from '../test/shopper';

describe.each(testDatabaseKinds.flatMap((kind) => executionModes.map(([mode, compileAfter]) => [kind, mode, compileAfter] as const)))('hostile requests on %s, %s', (kind, _mode, compileAfter) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET }, { compileAfter });
  });
  afterAll(() => server.close());

  async function get(params: Record<string, string>) {
    const response = await server.app.inject({ method: 'GET', url: `/graphql?${new URLSearchParams(params)}`, headers: { accept: 'application/json' } });
    return { status: response.statusCode, body: JSON.parse(response.body) as { errors?: { message: string }[] } };
  }

  it('answer malformed GET variables and extensions with 400 and the reason', async () => {
    const query = '{ __typename }';
    expect(await get({ query, variables: '{bad' })).toEqual({ status: 400, body: { errors: [{ message: 'The "variables" parameter is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }] } });
    expect(await get({ query, extensions: '{"persistedQuery":' })).toMatchObject({ status: 400, body: { errors: [{ message: 'The "extensions" parameter is not valid JSON.' }] } });
    expect(await get({ query, variables: '[1,2]' })).toMatchObject({ status: 400, body: { errors: [{ message: 'The "variables" parameter must be a JSON object.' }] } });
    expect(await get({ query, variables: '{}' })).toMatchObject({ status: 200, body: { data: { __typename: 'RootQuery' } } });
  });

  it('refuse 2,000-deep selections and 3,000-deep list literals before parsing', async () => {
    const deepSelection = `{ ${'products { nodes { '.repeat(1000)}id${' } }'.repeat(1000)} }`;
    const deepList = `{ products(where: { include: ${'['.repeat(3000)}1${']'.repeat(3000)} }) { nodes { id } } }`;
    for (const query of [deepSelection, deepList]) {
      const response = await server.graphql(query);
      expect(response.status).toBe(400);
      expect(response.errors?.[0]?.message).toBe('The query nests brackets more than 64 levels deep.');
    }
  });

  it('refuse variables nested 4,500 and 100,000 levels deep with 400 and the reason, by POST and by GET', async () => {
    const query = 'query ($v: String) { products(where: { search: $v }) { nodes { id } } }';
    for (const levels of [4_500, 100_000]) {
      // Written out by hand: JSON.stringify itself overflows on such a value.
      const variables = `{"v":${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}}`;
      const post = await server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        payload: `{"query":${JSON.stringify(query)},"variables":${variables}}`,
      });
      expect({ status: post.statusCode, message: JSON.parse(post.body).errors?.[0]?.message }).toEqual({ status: 400, message: 'The variables nest more than 32 levels deep.' });
    }
    const deepGet = `{"v":${'['.repeat(4_500)}1${']'.repeat(4_500)}}`;
    expect(await get({ query, variables: deepGet })).toMatchObject({ status: 400, body: { errors: [{ message: 'The variables nest more than 32 levels deep.' }] } });
  });

  it('refuse NUL characters in any string, in variables and in the query text', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['mutation ($v: String!) { applyCoupon(input: { code: $v }) { clientMutationId } }', { v: 'save\u00005' }],
      ['query ($v: String) { products(where: { search: $v }) { nodes { id } } }', { v: 'hoodie\u0000' }],
      ['query ($v: ID!) { product(id: $v, idType: SLUG) { id } }', { v: '\u0000' }],
      ['mutation ($v: String!) { login(input: { provider: PASSWORD, credentials: { username: $v, password: "whatever it is" } }) { authToken } }', { v: 'a\u0000b' }],
      ['mutation ($v: String) { writeReview(input: { commentOn: 1, rating: 5, content: $v, author: "A", authorEmail: "a@example.com" }) { rating } }', { v: 'great\u0000' }],
      ['mutation ($v: CustomerAddressInput) { updateCustomer(input: { shipping: $v }) { customer { id } } }', { v: { address1: 'Street\u00001' } }],
    ];
    for (const [query, variables] of cases) {
      const response = await server.graphql(query, variables);
      expect(response.status).toBe(400);
      expect(response.errors?.[0]?.message).toMatch(/^Text must not contain NUL \(\\u0000\) characters \(in \$v/);
    }
    const literal = await server.graphql('{ product(id: "a\\u0000b", idType: SLUG) { id } }');
    expect(literal.errors?.[0]?.message).toBe('Text in the query must not contain NUL (\\u0000) characters.');
  });

  it('bound a search to 200 characters and 10 words, and count a repeated word once', async () => {
    const SEARCH = 'query ($v: String) { products(where: { search: $v }) { nodes { name } } }';
    const many = await server.graphql(SEARCH, { v: Array.from({ length: 20_000 }, (_, n) => `w${n % 90}`).join(' ') });
    expect(many.errors?.[0]?.message).toBe('Your search is too long: please use at most 200 characters.');
    const words = await server.graphql(SEARCH, { v: 'a b c d e f g h i j k' });
    expect(words.errors?.[0]?.message).toBe('Your search has too many words: please use at most 10.');
    const repeated = await server.graphql(SEARCH, { v: Array.from({ length: 25 }, () => 'hoodie').join(' ') });
    expect(repeated.errors).toBeUndefined();
    expect(repeated.data?.products.nodes.length).toBeGreaterThan(0);
  });

  it('answer a 3 kB login name like any unknown name', async () => {
    const response = await server.graphql(
      'mutation ($v: String!) { login(input: { provider: PASSWORD, credentials: { username: $v, password: "whatever it is" } }) { authToken } }',
      { v: 'n'.repeat(3000) },
    );
    expect(response.status).toBe(200);
    expect(response.errors?.[0]?.message).toBe('No account found with that username. Sign up for a new account.');
  });
});
