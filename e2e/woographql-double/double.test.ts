import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildClientSchema, getIntrospectionQuery, printSchema, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../server/test/api';
import { productIdBySlug } from '../../server/test/catalog-fixtures';
import { TEST_SESSION_SECRET } from '../../server/test/shopper';
import { startWooGraphQLDouble, type RecordedRequest, type WooGraphQLDouble } from './double';
import { loadRealSchema } from './real-schema';

interface Reply {
  status: number;
  headers: Headers;
  body: any;
}

async function reply(response: Response): Promise<Reply> {
  return { status: response.status, headers: response.headers, body: await response.json() };
}

function post(url: string, query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Reply> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) }).then(reply);
}

function get(url: string, params: Record<string, string>): Promise<Reply> {
  return fetch(`${url}?${new URLSearchParams(params)}`).then(reply);
}

/** A storefront's view of the shop: keeps the session header it is given and the bearer of its last login. */
class Client {
  session: string | null = null;
  bearer: string | null = null;
  constructor(private readonly url: string) {}

  async send(query: string, variables?: Record<string, unknown>): Promise<Reply> {
    const headers: Record<string, string> = {};
    if (this.session) headers['woocommerce-session'] = `Session ${this.session}`;
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    const answer = await post(this.url, query, variables, headers);
    this.session = answer.headers.get('woocommerce-session') ?? this.session;
    return answer;
  }

  async signUp(username: string) {
    const password = 'correct horse 42';
    const registered = await this.send('mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { databaseId } } }', {
      input: { username, email: `${username}@example.com`, password },
    });
    expect(registered.body.errors).toBeUndefined();
    const login = await this.send('mutation ($input: LoginInput!) { login(input: $input) { authToken } }', {
      input: { provider: 'PASSWORD', credentials: { username, password } },
    });
    expect(login.body.errors).toBeUndefined();
    this.bearer = login.body.data.login.authToken;
  }
}

/** The address of a port nothing listens on: a double in front of it shows what it answers without its backend. */
async function closedPort(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}/graphql`;
}

const BILLING = { firstName: 'Ada', lastName: 'Lovelace', address1: '1 Main Street', city: 'Springfield', postcode: '62701', country: 'US', state: 'IL', email: 'ada@example.com' };
const ADD = 'mutation ($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cartItem { key quantity } cart { isEmpty } } }';
const CHECKOUT = 'mutation ($input: CheckoutInput!) { checkout(input: $input) { order { id databaseId orderKey } } }';
const NOPE_REFUSAL = {
  errors: [{ message: 'Cannot query field "nope" on type "RootQuery". Did you mean "node"?', locations: [{ line: 1, column: 3 }], extensions: { category: 'graphql' } }],
  extensions: { debug: [] },
};

describe('the WooGraphQL 1.0.2 double in front of a Vitrine server', () => {
  let server: TestServer;
  let double: WooGraphQLDouble;
  /** The same double with no backend: whatever it answers, it answered alone. */
  let alone: WooGraphQLDouble;
  let backend: string;
  let beanie: number;

  beforeAll(async () => {
    server = await createTestServer('pglite', { SESSION_SECRET: TEST_SESSION_SECRET, CURRENCY: 'USD' });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    backend = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/graphql`;
    double = await startWooGraphQLDouble({ backend, port: 0 });
    alone = await startWooGraphQLDouble({ backend: await closedPort(), port: 0 });
    beanie = await productIdBySlug(server.database.db, 'beanie');
  });
  afterAll(async () => {
    await double?.close();
    await alone?.close();
    await server?.close();
  });

  describe('refuses what the real schema refuses, without asking the backend', () => {
    it("answers a field the real shop lacks with WPGraphQL's error, over POST and GET", async () => {
      const posted = await fetch(alone.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ nope }' }) });
      expect(posted.status).toBe(200);
      // Byte for byte what WPGraphQL prints, key order included.
      expect(await posted.text()).toBe(
        '{"errors":[{"message":"Cannot query field \\"nope\\" on type \\"RootQuery\\". Did you mean \\"node\\"?","locations":[{"line":1,"column":3}],"extensions":{"category":"graphql"}}],"extensions":{"debug":[]}}',
      );
      const got = await get(alone.url, { query: '{ nope }' });
      expect(got.status).toBe(200);
      expect(got.body).toEqual(NOPE_REFUSAL);
    });

    it('refuses an argument only Vitrine has, written in the document', async () => {
      const answer = await post(alone.url, '{ products(where: { offsetPagination: { offset: 0, size: 2 } }) { nodes { name } } }');
      expect(answer.body.errors[0]).toMatchObject({
        message: expect.stringContaining('Field "offsetPagination" is not defined by type "RootQueryToProductConnectionWhereArgs".'),
        extensions: { category: 'graphql' },
      });
      expect(answer.body.data).toBeUndefined();
    });

    it.each([
      {
        what: 'where.offsetPagination',
        query: 'query ($where: RootQueryToProductConnectionWhereArgs) { products(first: 2, where: $where) { nodes { name } } }',
        variables: { where: { offsetPagination: { offset: 0, size: 2 } } },
        message: 'Field "offsetPagination" is not defined by type "RootQueryToProductConnectionWhereArgs".',
      },
      {
        what: 'the DISCOUNT sort',
        query: 'query ($where: RootQueryToProductConnectionWhereArgs) { products(first: 2, where: $where) { nodes { name } } }',
        variables: { where: { orderby: [{ field: 'DISCOUNT', order: 'DESC' }] } },
        message: 'Value "DISCOUNT" does not exist in "ProductsOrderByEnum" enum.',
      },
      {
        what: 'input.currentPassword',
        query: 'mutation ($input: UpdateCustomerInput!) { updateCustomer(input: $input) { customer { email } } }',
        variables: { input: { currentPassword: 'old secret 42', password: 'new secret 42' } },
        message: 'Field "currentPassword" is not defined by type "UpdateCustomerInput".',
      },
      {
        what: 'input.createdVia',
        query: 'mutation ($input: CheckoutInput!) { checkout(input: $input) { result } }',
        variables: { input: { paymentMethod: 'cod', createdVia: 'checkout' } },
        message: 'Field "createdVia" is not defined by type "CheckoutInput".',
      },
    ])('refuses variables carrying $what', async ({ query, variables, message }) => {
      const answer = await post(alone.url, query, variables);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        errors: [{ message: expect.stringContaining(message), locations: [{ line: 1, column: expect.any(Number) }], extensions: { category: 'graphql' } }],
        extensions: { debug: [] },
      });
      expect(answer.body.errors[0].message).toMatch(/^Variable "\$(where|input)" got invalid value/);
    });

    it('refuses a mutation sent with GET, as graphql-php does', async () => {
      const answer = await get(alone.url, { query: 'mutation { emptyCart(input: {}) { cart { isEmpty } } }' });
      expect(answer.body).toEqual({ errors: [{ message: 'GET supports only query operation', extensions: { category: 'request' } }], extensions: { debug: [] } });
    });
  });

  describe('introspection', () => {
    it("describes exactly the real shop's schema, with none of Vitrine's extensions, on its own", async () => {
      const answer = await post(alone.url, getIntrospectionQuery({ inputValueDeprecation: true }));
      expect(answer.body.errors).toBeUndefined();
      const introspected = buildClientSchema(answer.body.data as IntrospectionQuery);
      expect(printSchema(introspected)).toBe(printSchema(loadRealSchema()));
      expect(introspected.getType('ProductFacets')).toBeUndefined();
      // 1,318 named types, as the real shop's introspection counted them (graphql-js's eight __ types included).
      expect(Object.keys(introspected.getTypeMap())).toHaveLength(1318);
    });

    it('answers __type and __typename over GET too', async () => {
      const answer = await get(alone.url, { query: '{ __typename facets: __type(name: "ProductFacets") { name } cart: __type(name: "Cart") { name } }' });
      expect(answer.body).toEqual({ data: { __typename: 'RootQuery', facets: null, cart: { name: 'Cart' } }, extensions: { debug: [] } });
    });
  });

  describe('forwards everything else to the backend', () => {
    it('reads the catalogue over POST and GET, in the backend currency (USD)', async () => {
      const query = 'query Cheapest { products(first: 3, where: { orderby: [{ field: PRICE, order: ASC }] }) { nodes { name ... on ProductWithPricing { price } } } }';
      const posted = await post(double.url, query);
      expect(posted.body.errors).toBeUndefined();
      expect(posted.body.data.products.nodes).toHaveLength(3);
      expect(posted.body.data.products.nodes[0].price).toMatch(/^\$\d/);
      expect(posted.body.extensions).toEqual({ debug: [] });
      const got = await get(double.url, { query, variables: '{}', operationName: 'Cheapest' });
      expect(got.body).toEqual(posted.body);
    });

    it('passes the session header both ways: the cart follows the woocommerce-session token', async () => {
      const guest = new Client(double.url);
      const added = await guest.send(ADD, { id: beanie });
      expect(added.body.errors).toBeUndefined();
      expect(added.headers.get('woocommerce-session')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      const cart = await guest.send('{ cart { contents { itemCount nodes { key } } } }');
      expect(cart.body.data.cart.contents).toEqual({ itemCount: 1, nodes: [{ key: added.body.data.addToCart.cartItem.key }] });
      const stranger = await new Client(double.url).send('{ cart { contents { itemCount } } }');
      expect(stranger.body.data.cart.contents.itemCount).toBe(0);
    });

    it('passes the authorization header: a logged-in customer reads their account', async () => {
      const customer = new Client(double.url);
      await customer.signUp('double-reader');
      const account = await customer.send('{ customer { email } }');
      expect(account.body).toEqual({ data: { customer: { email: 'double-reader@example.com' } }, extensions: { debug: [] } });
    });
  });

  describe("CartItem.id is declared but never resolved", () => {
    it('fails the contents of a cart with a line, as the real addToCart does, while the line is added', async () => {
      const guest = new Client(double.url);
      const added = await guest.send(
        'mutation ($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cartItem { key quantity } cart { contents { nodes { id key } } } } }',
        { id: beanie },
      );
      expect(added.status).toBe(200);
      expect(added.body).toEqual({
        errors: [{ message: 'Internal server error', path: ['addToCart', 'cart', 'contents', 'nodes', 0, 'id'] }],
        data: { addToCart: { cartItem: { key: expect.any(String), quantity: 1 }, cart: { contents: null } } },
        extensions: { debug: [] },
      });
      const cart = await guest.send('{ cart { contents { itemCount nodes { key } } } }');
      expect(cart.body.data.cart.contents).toEqual({ itemCount: 1, nodes: [{ key: added.body.data.addToCart.cartItem.key }] });
      const again = await guest.send('{ cart { isEmpty contents { nodes { id } } } }');
      expect(again.body.errors).toEqual([{ message: 'Internal server error', path: ['cart', 'contents', 'nodes', 0, 'id'] }]);
      expect(again.body.data).toEqual({ cart: { isEmpty: false, contents: null } });
    });

    it('finds the id through fragments, inline fragments and aliases, and gives the path by response keys', async () => {
      const guest = new Client(double.url);
      await guest.send(ADD, { id: beanie });
      const answer = await guest.send(`query Lines { cart { ...CartLines } }
        fragment CartLines on Cart { total lines: contents { itemCount edges { node { key ... on SimpleCartItem { lineId: id } } } } }`);
      expect(answer.body.errors).toEqual([{ message: 'Internal server error', path: ['cart', 'lines', 'edges', 0, 'node', 'lineId'] }]);
      expect(answer.body.data.cart).toEqual({ total: expect.stringMatching(/^\$/), lines: null });
    });

    it("nulls a lone cart item whose id is asked for, as GraphQL's null propagation does", async () => {
      const added = await new Client(double.url).send('mutation ($id: Int!) { addToCart(input: { productId: $id }) { cartItem { key id } cart { isEmpty } } }', { id: beanie });
      expect(added.body.errors).toEqual([{ message: 'Internal server error', path: ['addToCart', 'cartItem', 'id'] }]);
      expect(added.body.data).toEqual({ addToCart: { cartItem: null, cart: { isEmpty: false } } });
    });

    it('fails each item of a list whose items may be null, with an error apiece', async () => {
      const belt = await productIdBySlug(server.database.db, 'belt');
      const added = await new Client(double.url).send(
        'mutation ($items: [CartItemInput]) { addCartItems(input: { items: $items }) { added { key id } cart { contents { itemCount } } } }',
        { items: [{ productId: beanie, quantity: 1 }, { productId: belt, quantity: 2 }] },
      );
      expect(added.body.errors).toEqual([
        { message: 'Internal server error', path: ['addCartItems', 'added', 0, 'id'] },
        { message: 'Internal server error', path: ['addCartItems', 'added', 1, 'id'] },
      ]);
      expect(added.body.data).toEqual({ addCartItems: { added: [null, null], cart: { contents: { itemCount: 3 } } } });
    });

    it("leaves an empty cart's contents as they are", async () => {
      const answer = await new Client(double.url).send('{ cart { contents { itemCount nodes { id key } } } }');
      expect(answer.body).toEqual({ data: { cart: { contents: { itemCount: 0, nodes: [] } } }, extensions: { debug: [] } });
    });
  });

  describe('guests cannot read orders (wp-graphql-woocommerce #933)', () => {
    let guest: Client;
    let placed: { id: string; databaseId: number; orderKey: string };
    beforeAll(async () => {
      guest = new Client(double.url);
      await guest.send(ADD, { id: beanie });
      const checkout = await guest.send(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING } });
      expect(checkout.body.errors).toBeUndefined();
      placed = checkout.body.data.checkout.order;
    });

    it.each(['DATABASE_ID', 'ORDER_KEY', 'ID'] as const)('refuses the guest their own order by %s', async (idType) => {
      const id = { DATABASE_ID: String(placed.databaseId), ORDER_KEY: placed.orderKey, ID: placed.id }[idType];
      const answer = await guest.send(`query ($id: ID) { order(id: $id, idType: ${idType}) { databaseId } }`, { id });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        errors: [{ message: 'Not authorized to access this order', path: ['order'] }],
        data: { order: null },
        extensions: { debug: [] },
      });
    });

    it('answers the rest of an operation that also asks for an order', async () => {
      const answer = await guest.send('query ($key: ID) { placed: order(id: $key, idType: ORDER_KEY) { orderKey } cart { isEmpty } }', { key: placed.orderKey });
      expect(answer.body.errors).toEqual([{ message: 'Not authorized to access this order', path: ['placed'] }]);
      expect(answer.body.data).toEqual({ placed: null, cart: { isEmpty: true } });
    });

    it('lets a logged-in customer read their order', async () => {
      const customer = new Client(double.url);
      await customer.signUp('double-buyer');
      await customer.send(ADD, { id: beanie });
      const checkout = await customer.send(CHECKOUT, { input: { paymentMethod: 'cod', billing: { ...BILLING, email: 'double-buyer@example.com' } } });
      const { databaseId } = checkout.body.data.checkout.order;
      const answer = await customer.send('query ($id: ID) { order(id: $id, idType: DATABASE_ID) { databaseId } }', { id: String(databaseId) });
      expect(answer.body).toEqual({ data: { order: { databaseId } }, extensions: { debug: [] } });
    });
  });

  it("answers CORS as a WPGraphQL site: any origin, the session header allowed and exposed", async () => {
    const preflight = await fetch(double.url, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization, woocommerce-session' },
    });
    expect([200, 204]).toContain(preflight.status);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = preflight.headers.get('access-control-allow-headers')!.toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['content-type', 'authorization', 'woocommerce-session']));
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');

    const answer = await fetch(double.url, { method: 'POST', headers: { origin: 'https://shop.example', 'content-type': 'application/json' }, body: JSON.stringify({ query: ADD, variables: { id: beanie } }) });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-expose-headers')).toContain('woocommerce-session');
    expect(answer.headers.get('woocommerce-session')).toBeTruthy();
  });

  it('waits delayMs before answering every request', async () => {
    const slow = await startWooGraphQLDouble({ backend, port: 0, delayMs: 300 });
    try {
      for (const send of [() => post(slow.url, '{ __typename }'), () => post(slow.url, '{ nope }'), () => fetch(slow.url, { method: 'OPTIONS' })]) {
        const started = performance.now();
        await send();
        expect(performance.now() - started).toBeGreaterThanOrEqual(290);
      }
    } finally {
      await slow.close();
    }
  });

  it('records what it answered, at GET /__double/requests, until POST /__double/requests/reset', async () => {
    const origin = new URL(double.url).origin;
    expect((await fetch(`${origin}/__double/requests/reset`, { method: 'POST' })).status).toBe(204);
    await post(double.url, 'query Refused { nope }');
    await get(double.url, { query: 'query Fine { products(first: 1) { nodes { name } } }' });
    await post(double.url, '{ cart { contents { nodes { id } } } }');
    const expected: RecordedRequest[] = [
      { method: 'POST', operationName: 'Refused', status: 200, refused: true, errors: [NOPE_REFUSAL.errors[0]!.message] },
      { method: 'GET', operationName: 'Fine', status: 200, refused: false, errors: [] },
      { method: 'POST', operationName: null, status: 200, refused: false, errors: [] },
    ];
    const listed = await fetch(`${origin}/__double/requests`).then((response) => response.json());
    expect(listed).toEqual(expected);
    expect(double.requests).toEqual(expected);
    await fetch(`${origin}/__double/requests/reset`, { method: 'POST' });
    expect(await fetch(`${origin}/__double/requests`).then((response) => response.json())).toEqual([]);
    expect(double.requests).toEqual([]);
  });

  describe('other requests', () => {
    it('answers 404 off /graphql', async () => {
      expect((await fetch(new URL('/wp-json/', double.url))).status).toBe(404);
    });

    it('answers 413 to a body over 1 MB', async () => {
      const query = `{ __typename }${' '.repeat(1024 * 1024)}`;
      const answer = await post(alone.url, query);
      expect(answer.status).toBe(413);
      expect(answer.body.errors[0].extensions).toEqual({ category: 'request' });
    });

    it('answers 400 with a WPGraphQL-like error to malformed JSON', async () => {
      const answer = await fetch(alone.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": "{ __typename }"' }).then(reply);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ errors: [{ message: 'Could not parse JSON: Syntax error', extensions: { category: 'request' } }], extensions: { debug: [] } });
    });

    it('answers a request without a query as graphql-php does', async () => {
      const answer = await get(alone.url, {});
      expect(answer.body.errors).toEqual([
        { message: 'GraphQL Request must include at least one of those two parameters: "query" or "queryId"', extensions: { category: 'request' } },
      ]);
    });
  });

  it('runs from the command line, prints one line when listening, and exits cleanly on SIGTERM', async () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', main, '--backend', backend, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /(http:\/\/\S+\/graphql)/.exec(output);
        if (listening) resolve(listening[1]!);
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', () => reject(new Error(`main.ts exited early:\n${output}`)));
    });
    expect(output.trim().split('\n')).toHaveLength(1);
    expect((await post(url, '{ __typename }')).body.data).toEqual({ __typename: 'RootQuery' });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
