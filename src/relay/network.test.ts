import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestParameters } from 'relay-runtime';
import addToCartMutation from '../__generated__/useAddToCartMutation.graphql';
import { createNetwork, type NetworkOptions } from './network';
import { RequestError } from './request-error';

interface Call {
  url: string;
  init: RequestInit;
}

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function setup(responses: Response[], overrides: Partial<NetworkOptions> = {}) {
  const calls: Call[] = [];
  const onSessionToken = vi.fn();
  const onError = vi.fn();
  const network = createNetwork({
    endpoint: '/graphql',
    preferGETQueries: false,
    getAuthToken: () => null,
    getSessionToken: () => null,
    onSessionToken,
    onError,
    debug: () => false,
    fetch: async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} });
      const next = responses.shift();
      if (!next) throw new Error('no more responses');
      return next;
    },
    ...overrides,
  });
  const run = (params: RequestParameters, variables = {}) =>
    network.execute(params, variables, {}).toPromise();
  return { calls, run, onSessionToken, onError };
}

const query = { name: 'HomeRouteQuery', operationKind: 'query', text: 'query HomeRouteQuery { cart { isEmpty } }', id: null, cacheID: 'q', metadata: {} } as RequestParameters;
const mutation = { name: 'AddToCartMutation', operationKind: 'mutation', text: 'mutation AddToCartMutation { addToCart }', id: null, cacheID: 'm', metadata: {} } as RequestParameters;

afterEach(() => vi.restoreAllMocks());

describe('network layer', () => {
  it('POSTs JSON with query, variables and operationName and the GraphQL Accept types', async () => {
    const { calls, run } = setup([jsonResponse(200, { data: { cart: null } })]);
    await run(query, { first: 3 });
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers.accept).toBe('application/graphql-response+json, application/json');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ query: query.text, variables: { first: 3 }, operationName: 'HomeRouteQuery' });
  });

  it('sends the trimmed auth token and the session token in their headers', async () => {
    const { calls, run } = setup([jsonResponse(200, { data: {} })], {
      getAuthToken: () => '  abc.def  ',
      getSessionToken: () => 'sess-1',
    });
    await run(query);
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer abc.def');
    expect(headers['woocommerce-session']).toBe('Session sess-1');
  });

  it('names the shopper’s language in Accept-Language, so the server words its texts and mails in it', async () => {
    const { calls, run } = setup([jsonResponse(200, { data: {} }), jsonResponse(200, { data: {} })], { getLanguage: () => 'de-DE' });
    await run(mutation);
    expect((calls[0]!.init.headers as Record<string, string>)['accept-language']).toBe('de-DE');
    const withoutLanguage = setup([jsonResponse(200, { data: {} })]);
    await withoutLanguage.run(query);
    expect(withoutLanguage.calls[0]!.init.headers as Record<string, string>).not.toHaveProperty('accept-language');
  });

  it('keeps a session token the server returns', async () => {
    const { run, onSessionToken } = setup([jsonResponse(200, { data: {} }, { 'woocommerce-session': 'new-token' })]);
    await run(query);
    expect(onSessionToken).toHaveBeenCalledWith('new-token');
  });

  it('sends queries as GET when preferGETQueries is set, but mutations always as POST', async () => {
    const { calls, run } = setup([jsonResponse(200, { data: {} }), jsonResponse(200, { data: {} })], { preferGETQueries: true });
    await run(query, { slug: 'hoodie' });
    await run(mutation);
    expect(calls[0]!.init.method).toBe('GET');
    const url = new URL(calls[0]!.url, 'http://shop');
    expect(url.searchParams.get('operationName')).toBe('HomeRouteQuery');
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual({ slug: 'hoodie' });
    expect(calls[1]!.init.method).toBe('POST');
  });

  it('sends a compiled operation as compact text: no line breaks or indentation to upload or put in a URL', async () => {
    const { calls, run } = setup([jsonResponse(200, { data: {} })]);
    await run(addToCartMutation.params, { input: { productId: 1, quantity: 1 } });
    const sent: string = JSON.parse(String(calls[0]!.init.body)).query;
    expect(sent).toMatch(/^mutation useAddToCartMutation\(\$input:AddToCartInput!\)\{addToCart\(input:\$input\)\{/);
    expect(sent).not.toMatch(/\n|  |: | \{/);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a query once after HTTP %i', async (status) => {
    const { calls, run } = setup([jsonResponse(status, {}), jsonResponse(200, { data: { ok: true } })]);
    await expect(run(query)).resolves.toMatchObject({ data: { ok: true } });
    expect(calls).toHaveLength(2);
  });

  it('never retries a mutation', async () => {
    const { calls, run } = setup([jsonResponse(503, {}), jsonResponse(200, { data: {} })]);
    await expect(run(mutation)).rejects.toThrow('GraphQL Error (Code: 503)');
    expect(calls).toHaveLength(1);
  });

  it('does not retry other failures, and retries a query only once', async () => {
    const notRetried = setup([jsonResponse(400, {}), jsonResponse(200, { data: {} })]);
    await expect(notRetried.run(query)).rejects.toThrow(RequestError);
    expect(notRetried.calls).toHaveLength(1);
    const twice = setup([jsonResponse(502, {}), jsonResponse(502, {}), jsonResponse(200, { data: {} })]);
    await expect(twice.run(query)).rejects.toThrow('GraphQL Error (Code: 502)');
    expect(twice.calls).toHaveLength(2);
  });

  it('raises the first GraphQL message with the call captured, even with HTTP 200', async () => {
    const { run, onError } = setup([
      jsonResponse(200, {
        data: { addToCart: null },
        errors: [
          { message: 'Sorry, this product cannot be purchased.', extensions: { code: 'BAD_USER_INPUT' } },
          { message: 'second' },
        ],
      }),
    ]);
    const error = await run(mutation).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).message).toBe('Sorry, this product cannot be purchased.');
    expect((error as RequestError).details).toEqual({
      client: 'vitrine',
      operationType: 'mutation',
      operationName: 'AddToCartMutation',
      status: 200,
      messages: ['Sorry, this product cannot be purchased.', 'second'],
      codes: ['BAD_USER_INPUT'],
    });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('logs failures to the console only in debug mode', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await setup([jsonResponse(500, {}), jsonResponse(500, {})]).run(query).catch(() => {});
    expect(log).not.toHaveBeenCalled();
    await setup([jsonResponse(400, {})], { debug: () => true }).run(query).catch(() => {});
    expect(log).toHaveBeenCalledTimes(1);
  });
});
