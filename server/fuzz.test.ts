import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './test/api';
import { testDatabaseKinds } from './test/database';
import { TEST_SESSION_SECRET } from './test/shopper';

/**
 * Thousands of generated malformed and hostile requests against the real server on 127.0.0.1: none
 * may answer 5xx or "Unexpected error.", leak internals (stack frames, SQL, file paths), or stop the
 * server. The generator is seeded, so a failure names a request that can be replayed.
 */
const REQUESTS = 2000;
const PARALLEL = 8;

/** mulberry32: small, fast, seeded. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const HOSTILE_STRINGS = [
  '', ' ', 'a\u0000b', '\u0000', 'x'.repeat(3000), 'y'.repeat(70_000), "' OR 1=1 --", '"; DROP TABLE products; --', '%', '_', '\\', '%%__\\\\',
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '\ud800', '\udfff\ud800', '😀'.repeat(500), 'ﷺ', '\u202e\u2066', '../../etc/passwd',
  'dXNlcjox', 'cHJvZHVjdDo5OTk5OTk5OQ==', 'YXJyYXljb25uZWN0aW9uOi0x', 'product:abc', 'null', 'undefined', 'NaN', '-1', '1e309', '0x10',
  '{"$gt":""}', 'a'.repeat(255), Array.from({ length: 300 }, (_, n) => `w${n}`).join(' '), '\r\n\r\nHTTP/1.1 200 OK', '${jndi:ldap://x}', '{{7*7}}',
];
const HOSTILE_NUMBERS = [0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1.5, -0.0001, 1e308];
/** Logins that fail before any password work (the fuzz run stays fast; hashing has its own tests). */
const HOSTILE_LOGINS = ['', '\u0000', 'a\u0000b', 'n'.repeat(3000), 'n'.repeat(300)];

function hostileValue(rng: ReturnType<typeof random>, depth = 0): unknown {
  const roll = rng.next();
  if (roll < 0.5) return rng.pick(HOSTILE_STRINGS);
  if (roll < 0.7) return rng.pick(HOSTILE_NUMBERS);
  if (roll < 0.75) return rng.pick([true, false, null]);
  if (roll < 0.85 || depth > 2) return depth > 40 ? [] : [hostileValue(rng, depth + 1)];
  if (roll < 0.9) {
    let nested: unknown = 'deep';
    for (let level = 0; level < 200; level += 1) nested = [nested];
    return nested;
  }
  return { [rng.pick(['a', '__proto__', 'constructor', '\u0000', 'code'])]: hostileValue(rng, depth + 1) };
}

const OPERATIONS: { query: string; variables: (v: () => unknown, rng: ReturnType<typeof random>) => Record<string, unknown> }[] = [
  { query: 'query ($s: String, $a: String, $f: Int) { products(first: $f, after: $a, where: { search: $s }) { nodes { name } pageInfo { endCursor } } }', variables: (v) => ({ s: v(), a: v(), f: v() }) },
  { query: 'query ($c: String, $o: [ProductsOrderbyInput]) { products(first: 5, where: { category: $c, orderby: $o }) { nodes { name } } }', variables: (v) => ({ c: v(), o: v() }) },
  { query: 'query ($id: ID!, $t: ProductIdTypeEnum) { product(id: $id, idType: $t) { name } }', variables: (v, rng) => ({ id: v(), t: rng.pick(['SLUG', 'ID', 'DATABASE_ID', 'SKU', 'BOGUS', 0]) }) },
  { query: 'query ($id: ID) { node(id: $id) { id } }', variables: (v) => ({ id: v() }) },
  { query: 'query ($id: ID, $t: OrderIdTypeEnum) { order(id: $id, idType: $t) { databaseId customer { email } } }', variables: (v, rng) => ({ id: v(), t: rng.pick(['ORDER_KEY', 'DATABASE_ID', 'ID', 'X']) }) },
  { query: 'query ($c: CountriesEnum!) { countryStates(country: $c) { code } }', variables: (v) => ({ c: v() }) },
  { query: 'mutation ($p: Int!, $q: Int, $vid: Int, $x: String) { addToCart(input: { productId: $p, quantity: $q, variationId: $vid, extraData: $x }) { cart { isEmpty } } }', variables: (v, rng) => ({ p: rng.pick([...HOSTILE_NUMBERS, 15, 'x']), q: v(), vid: v(), x: v() }) },
  { query: 'mutation ($i: [CartItemQuantityInput]) { updateItemQuantities(input: { items: $i }) { cart { isEmpty } } }', variables: (v) => ({ i: [{ key: v(), quantity: v() }] }) },
  { query: 'mutation ($c: String!) { applyCoupon(input: { code: $c }) { cart { isEmpty } } }', variables: (v) => ({ c: v() }) },
  { query: 'mutation ($m: [String]) { updateShippingMethod(input: { shippingMethods: $m }) { cart { isEmpty } } }', variables: (v) => ({ m: v() }) },
  { query: 'mutation ($a: CustomerAddressInput) { updateCustomer(input: { shipping: $a, billing: $a }) { customer { id } } }', variables: (v) => ({ a: { address1: v(), city: v(), postcode: v(), country: v(), email: v(), phone: v() } }) },
  { query: 'mutation ($b: CustomerAddressInput, $p: String, $n: String) { checkout(input: { billing: $b, paymentMethod: $p, customerNote: $n }) { result } }', variables: (v) => ({ b: { firstName: v(), email: v(), country: v(), postcode: v() }, p: v(), n: v() }) },
  { query: 'mutation ($p: Int, $r: Int!, $c: String, $a: String, $e: String) { writeReview(input: { commentOn: $p, rating: $r, content: $c, author: $a, authorEmail: $e }) { rating } }', variables: (v) => ({ p: v(), r: v(), c: v(), a: v(), e: v() }) },
  { query: 'mutation ($u: String!, $p: String!) { login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { authToken } }', variables: (v, rng) => ({ u: rng.pick(HOSTILE_LOGINS), p: v() }) },
  { query: 'mutation ($u: String!) { sendPasswordResetEmail(input: { username: $u }) { success } }', variables: (_v, rng) => ({ u: rng.pick(HOSTILE_LOGINS) }) },
  { query: 'mutation ($k: String, $l: String, $p: String) { resetUserPassword(input: { key: $k, login: $l, password: $p }) { user { id } } }', variables: (v) => ({ k: v(), l: v(), p: v() }) },
  { query: 'mutation ($e: String, $u: String, $p: String) { registerCustomer(input: { email: $e, username: $u, password: $p }) { customer { id } } }', variables: (v, rng) => ({ e: v(), u: v(), p: rng.pick(['', 'short', 'x'.repeat(200), 'a\u0000bcdefghij', 5]) }) },
  { query: 'mutation ($t: String!) { refreshToken(input: { refreshToken: $t }) { success } }', variables: (v) => ({ t: v() }) },
  { query: 'mutation ($p: Int!) { addToWishlist(input: { productId: $p }) { clientMutationId } }', variables: (v) => ({ p: v() }) },
];

/** Breaks a valid document the way a careless or hostile client would. */
function mangle(query: string, rng: ReturnType<typeof random>): string {
  const at = Math.floor(rng.next() * query.length);
  switch (Math.floor(rng.next() * 8)) {
    case 0: return query.slice(0, at);
    case 1: return query.slice(0, at) + query.slice(at + 1);
    case 2: return query.slice(0, at) + rng.pick(['{', '}', '(', ')', '"', '$', '@skip', '...', '#', '\\u0000', '"""']) + query.slice(at);
    case 3: return `${'{ a: __typename '.repeat(2000)}${'}'.repeat(2000)}`;
    case 4: return `{ ${'products { nodes { '.repeat(30)}name${' } }'.repeat(30)} }`;
    case 5: return `{ products(where: { include: ${'['.repeat(2000)}1${']'.repeat(2000)} }) { nodes { name } } }`;
    case 6: return `${query} ${query}`;
    default: return `query { ${Array.from({ length: 80 }, (_, n) => `a${n}: products(first: 100) { nodes { name } }`).join(' ')} }`;
  }
}

interface FuzzRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function generate(rng: ReturnType<typeof random>): FuzzRequest {
  const operation = rng.pick(OPERATIONS);
  const variables = operation.variables(() => hostileValue(rng), rng);
  const query = rng.next() < 0.2 ? mangle(operation.query, rng) : operation.query;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' };
  if (rng.next() < 0.15) headers['woocommerce-session'] = rng.pick(['Session x', 'Session ', 'garbage', `Session ${'a'.repeat(5000)}`, 'Session eyJhbGciOiJub25lIn0.e30.']);
  if (rng.next() < 0.15) headers.authorization = rng.pick(['Bearer x', 'Bearer', 'Basic YTpi', `Bearer ${'a'.repeat(5000)}`, 'Bearer eyJhbGciOiJub25lIn0.eyJkYXRhIjp7InVzZXIiOnsiaWQiOiIxIn19fQ.']);
  const shape = rng.next();
  if (shape < 0.15) {
    const params = new URLSearchParams({ query });
    const raw = rng.pick(['{bad', '[]', '5', '"x"', JSON.stringify(variables), '{"a":', 'null']);
    params.set(rng.pick(['variables', 'extensions']), raw);
    if (rng.next() < 0.3) params.set('operationName', String(hostileValue(rng)));
    return { method: 'GET', path: `/graphql?${params}`, headers };
  }
  if (shape < 0.25) {
    const body = rng.pick(['{bad', '', 'null', '[]', '[{}]', '{"query": 5}', '{"query": null}', '{"query": "{ __typename }", "variables": "x"}', `${'['.repeat(5000)}${']'.repeat(5000)}`, '{"query":"{ __typename }","extensions":{"persistedQuery":{"version":1,"sha256Hash":"x"}}}']);
    return { method: 'POST', path: '/graphql', headers: rng.next() < 0.2 ? { ...headers, 'content-type': rng.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) } : headers, body };
  }
  return { method: 'POST', path: '/graphql', headers, body: JSON.stringify({ query, variables, operationName: rng.next() < 0.1 ? 'Nope' : undefined }) };
}

/** What a server must never tell a client: stack frames, SQL, source paths, driver internals. */
const INTERNAL_DETAIL = /\bat [\w.<>]+ \(|node_modules|\/work\/|\.ts:\d+|\bselect\s+["\w*]+.*\bfrom\b|\binsert into\b|Failed query|params:|drizzle|PGlite|pg_|SQLSTATE|RangeError|TypeError/i;

describe.each(testDatabaseKinds)('fuzzing the API on %s', (kind) => {
  let server: TestServer;
  let origin: string;
  beforeAll(async () => {
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it(`answers ${REQUESTS} malformed and hostile requests without a 5xx, a masked error or an internal detail`, async () => {
    const rng = random(kind === 'pglite' ? 11 : 12);
    const requests = Array.from({ length: REQUESTS }, () => generate(rng));
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const index = next++;
        const request = requests[index]!;
        const response = await fetch(origin + request.path, { method: request.method, headers: request.headers, body: request.body });
        const text = await response.text();
        const problem =
          response.status >= 500 ? `HTTP ${response.status}` : text.includes('Unexpected error.') ? 'masked error' : INTERNAL_DETAIL.test(text) ? 'internal detail' : null;
        if (problem) failures.push(`#${index} ${problem}: ${request.method} ${request.path.slice(0, 200)} ${request.body?.slice(0, 300) ?? ''} -> ${text.slice(0, 300)}`);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    expect(failures.slice(0, 10)).toEqual([]);
    const health = await fetch(`${origin}/healthz`);
    expect(health.status).toBe(200);
  }, 120_000);
});
