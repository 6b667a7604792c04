import { describe, expect, it, vi } from 'vitest';
import { RemoteCache, type CacheOutcome, type RemoteCacheOptions } from './remote-cache';

const ENDPOINT = 'https://shop.example/graphql';
const PRODUCT = 'query ProductQuery($slug: ID!) { product(id: $slug, idType: SLUG) { name } }';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

/** The remote shop: counts its requests and answers what `answer` says, by default a product named after the request's number. */
function upstream(answer: (call: Call, index: number) => Promise<Response> | Response = (_call, index) => json({ data: { product: { name: `v${index}` } } })) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init };
    calls.push(call);
    return answer(call, calls.length);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, ...init, headers: { 'content-type': 'application/json', ...init.headers } });
}

function post(query = PRODUCT, variables: Record<string, unknown> = { slug: 'hoodie' }, headers: Record<string, string> = {}): [string, RequestInit] {
  return [ENDPOINT, { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables, operationName: 'ProductQuery' }) }];
}

function setup(options: Partial<RemoteCacheOptions> = {}, answer?: Parameters<typeof upstream>[0]) {
  const clock = { now: 0 };
  const shop = upstream(answer);
  const cache = new RemoteCache({ ttlMs: 60_000, staleMs: 3_600_000, maxEntries: 100, upstreamTimeoutMs: 5_000, fetch: shop.fetch, now: () => clock.now, ...options });
  /** One page's fetch, with a deadline far away unless given. */
  const page = (signal = AbortSignal.timeout(60_000)) => {
    const outcomes: CacheOutcome[] = [];
    const fetch = cache.forPage(signal, (outcome) => outcomes.push(outcome));
    return { fetch, outcomes };
  };
  const ask = async (call: [string, RequestInit] = post()) => {
    const response = await page().fetch(...call);
    return { status: response.status, state: response.headers.get('x-remote-cache'), body: (await response.json()) as { data?: { product?: { name: string } } } };
  };
  return { clock, shop, cache, page, ask };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks (a background refresh finishing) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RemoteCache', () => {
  it('answers a repeated anonymous query from memory while it is fresh, and tells the page so', async () => {
    const { shop, clock, page } = setup();
    const first = page();
    const response = await first.fetch(...post());
    expect(await response.json()).toEqual({ data: { product: { name: 'v1' } } });
    expect(first.outcomes).toEqual(['MISS']);
    clock.now = 59_999;
    const second = page();
    const again = await second.fetch(...post());
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('application/json');
    expect(await again.json()).toEqual({ data: { product: { name: 'v1' } } });
    expect(second.outcomes).toEqual(['HIT']);
    expect(shop.calls).toHaveLength(1);
    // A page is as fresh as its least fresh call.
    const mixed = page();
    await mixed.fetch(...post());
    await mixed.fetch(...post(PRODUCT, { slug: 'beanie' }));
    expect(mixed.outcomes).toEqual(['HIT', 'MISS']);
    expect(shop.calls).toHaveLength(2);
  });

  it('keys an answer by endpoint, operation, variables (in any order) and operation name, whether asked by GET or POST', async () => {
    const { shop, ask } = setup();
    const query = 'query ListQuery($first: Int, $where: RootQueryToProductConnectionWhereArgs) { products(first: $first, where: $where) { nodes { name } } }';
    const body = (variables: unknown, operationName = 'ListQuery') => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables, operationName }) });
    await ask([ENDPOINT, body({ first: 24, where: { search: 'hoodie', orderby: [{ field: 'DATE', order: 'DESC' }] } })]);
    await ask([ENDPOINT, body({ where: { orderby: [{ order: 'DESC', field: 'DATE' }], search: 'hoodie' }, first: 24 })]);
    const search = new URLSearchParams({ query, variables: JSON.stringify({ first: 24, where: { search: 'hoodie', orderby: [{ field: 'DATE', order: 'DESC' }] } }), operationName: 'ListQuery' });
    expect((await ask([`${ENDPOINT}?${search}`, { method: 'GET', headers: { accept: 'application/json' } }])).state).toBe('HIT');
    expect(shop.calls).toHaveLength(1);
    await ask([ENDPOINT, body({ first: 12, where: { search: 'hoodie' } })]);
    await ask(['https://other-shop.example/graphql', body({ first: 24, where: { search: 'hoodie', orderby: [{ field: 'DATE', order: 'DESC' }] } })]);
    expect(shop.calls).toHaveLength(3);
  });

  it('serves a stale answer at once while one background request refreshes it, then the new one', async () => {
    const refresh = deferred<Response>();
    const { shop, clock, page, ask } = setup({}, (_call, index) => (index === 1 ? json({ data: { product: { name: 'old' } } }) : refresh.promise));
    await ask();
    clock.now = 60_000;
    const pages = [page(), page(), page()];
    const answers = await Promise.all(pages.map(async ({ fetch }) => (await (await fetch(...post())).json()) as unknown));
    expect(answers).toEqual(Array(3).fill({ data: { product: { name: 'old' } } }));
    expect(pages.map(({ outcomes }) => outcomes)).toEqual([['STALE'], ['STALE'], ['STALE']]);
    expect(shop.calls).toHaveLength(2);
    refresh.resolve(json({ data: { product: { name: 'new' } } }));
    await settle();
    expect(await ask()).toMatchObject({ state: 'HIT', body: { data: { product: { name: 'new' } } } });
    expect(shop.calls).toHaveLength(2);
  });

  it('refreshes on its own timeout, not on the deadline of the page that found the answer stale', async () => {
    const { shop, clock, page, ask } = setup({ upstreamTimeoutMs: 1234 });
    await ask();
    clock.now = 61_000;
    const finished = new AbortController();
    finished.abort();
    // The page is already over (its deadline passed) when its stale answer is refreshed.
    expect((await page(finished.signal).fetch(...post())).headers.get('x-remote-cache')).toBe('STALE');
    expect(shop.calls).toHaveLength(2);
    expect(shop.calls[1]!.init?.signal?.aborted).toBe(false);
    await settle();
    expect((await ask()).body.data?.product?.name).toBe('v2');
  });

  it('keeps the stale answer when a refresh fails or brings back errors, and tries again on the next page', async () => {
    const onRefreshError = vi.fn();
    const { shop, clock, ask } = setup({ onRefreshError }, (_call, index) => {
      if (index === 1) return json({ data: { product: { name: 'old' } } });
      if (index === 2) throw new TypeError('fetch failed');
      return json({ data: null, errors: [{ message: 'Internal server error' }] });
    });
    await ask();
    clock.now = 120_000;
    expect(await ask()).toMatchObject({ state: 'STALE', body: { data: { product: { name: 'old' } } } });
    await settle();
    expect(onRefreshError).toHaveBeenCalledWith(expect.objectContaining({ message: 'fetch failed' }));
    expect(await ask()).toMatchObject({ state: 'STALE', body: { data: { product: { name: 'old' } } } });
    await settle();
    expect(await ask()).toMatchObject({ state: 'STALE', body: { data: { product: { name: 'old' } } } });
    expect(shop.calls).toHaveLength(4);
  });

  it('forgets an answer once it is older than its fresh and stale times together', async () => {
    const { shop, clock, ask } = setup({ ttlMs: 1000, staleMs: 2000 });
    await ask();
    clock.now = 2999;
    expect((await ask()).state).toBe('STALE');
    await settle();
    clock.now = 2999 + 3000;
    expect(await ask()).toMatchObject({ state: 'MISS', body: { data: { product: { name: 'v3' } } } });
    expect(shop.calls).toHaveLength(3);
  });

  it.each([
    ['a mutation', () => post('mutation ProductQuery { addToCart(input: { productId: 1 }) { clientMutationId } }', {})],
    ['a mutation chosen by operationName in a document with a query', () => post('query Other { shopName } mutation ProductQuery { emptyCart(input: {}) { clientMutationId } }', {})],
    ['a document that does not parse', () => post('query ProductQuery { product(', {})],
    ['a call with a bearer token', () => post(PRODUCT, { slug: 'hoodie' }, { authorization: 'Bearer token' })],
    ['a call with a WooCommerce session', () => post(PRODUCT, { slug: 'hoodie' }, { 'woocommerce-session': 'Session token' })],
    ['a call with cookies', () => post(PRODUCT, { slug: 'hoodie' }, { cookie: 'wordpress_logged_in=1' })],
  ])('never keeps the answer to %s', async (_name, call) => {
    const { shop, page } = setup();
    for (let index = 0; index < 2; index += 1) {
      const { fetch, outcomes } = page();
      await (await fetch(...call())).text();
      expect(outcomes).toEqual(['MISS']);
    }
    expect(shop.calls).toHaveLength(2);
  });

  it.each([
    ['errors', () => json({ data: { product: null }, errors: [{ message: 'Not allowed' }] })],
    ['no data', () => json({ data: null })],
    ['a status other than 200', () => json({ data: { product: { name: 'x' } } }, { status: 203 })],
    ['a body that is not JSON', () => new Response('<h1>502 Bad Gateway</h1>', { status: 200, headers: { 'content-type': 'text/html' } })],
    ['a woocommerce-session header', () => json({ data: { product: { name: 'x' } } }, { headers: { 'woocommerce-session': 'new-session-token' } })],
    ['a cookie', () => json({ data: { product: { name: 'x' } } }, { headers: { 'set-cookie': 'wp_woocommerce_session=1; HttpOnly' } })],
  ])('never keeps an answer with %s, and hands it over as it came', async (_name, answer) => {
    const { shop, page } = setup({}, answer);
    for (let index = 0; index < 2; index += 1) {
      const response = await page().fetch(...post());
      const original = answer();
      expect(response.status).toBe(original.status);
      expect(await response.text()).toBe(await original.text());
      expect(response.headers.get('woocommerce-session')).toBe(original.headers.get('woocommerce-session'));
    }
    expect(shop.calls).toHaveLength(2);
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const { shop, cache, ask } = setup({ maxEntries: 2 });
    const slug = (name: string) => post(PRODUCT, { slug: name });
    await ask(slug('a'));
    await ask(slug('b'));
    expect((await ask(slug('a'))).state).toBe('HIT');
    await ask(slug('c'));
    expect(cache.size).toBe(2);
    expect(shop.calls).toHaveLength(3);
    expect((await ask(slug('a'))).state).toBe('HIT');
    expect((await ask(slug('c'))).state).toBe('HIT');
    expect((await ask(slug('b'))).state).toBe('MISS');
    expect(shop.calls).toHaveLength(4);
  });

  it('makes one upstream request for concurrent misses of the same answer', async () => {
    const answer = deferred<Response>();
    const { shop, page, ask } = setup({}, () => answer.promise);
    const pending = [page(), page(), page()].map(({ fetch }) => fetch(...post()));
    await settle();
    expect(shop.calls).toHaveLength(1);
    answer.resolve(json({ data: { product: { name: 'shared' } } }));
    const bodies = await Promise.all(pending.map(async (response) => (await response).json()));
    expect(bodies).toEqual(Array(3).fill({ data: { product: { name: 'shared' } } }));
    expect((await ask()).state).toBe('HIT');
    expect(shop.calls).toHaveLength(1);
  });

  it('lets a page that joined a miss whose answer may not be kept ask for its own', async () => {
    const first = deferred<Response>();
    const { shop, page } = setup({}, (_call, index) => (index === 1 ? first.promise : json({ data: { product: { name: 'own' } } })));
    const leader = page().fetch(...post());
    const follower = page().fetch(...post());
    first.resolve(json({ data: { product: { name: 'x' } } }, { headers: { 'woocommerce-session': 'leaders-session' } }));
    expect((await leader).headers.get('woocommerce-session')).toBe('leaders-session');
    const own = await follower;
    expect(own.headers.get('woocommerce-session')).toBeNull();
    expect(await own.json()).toEqual({ data: { product: { name: 'own' } } });
    expect(shop.calls).toHaveLength(2);
  });

  it("stops a page at its deadline on a miss, while the request goes on and fills the cache for the next page", async () => {
    const { shop, page, ask } = setup({}, () => new Promise((resolve) => setTimeout(() => resolve(json({ data: { product: { name: 'late' } } })), 200)));
    const started = Date.now();
    await expect(page(AbortSignal.timeout(30)).fetch(...post())).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(150);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await ask()).toMatchObject({ state: 'HIT', body: { data: { product: { name: 'late' } } } });
    expect(shop.calls).toHaveLength(1);
  });

  it('starts no request for a page past its deadline, and leaves no unhandled rejection when a request fails after its page gave up', async () => {
    const { shop, page } = setup({}, () => new Promise((_resolve, reject) => setTimeout(() => reject(new TypeError('fetch failed')), 50)));
    const over = new AbortController();
    over.abort();
    await expect(page(over.signal).fetch(...post())).rejects.toMatchObject({ name: 'AbortError' });
    expect(shop.calls).toHaveLength(0);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      await expect(page(AbortSignal.timeout(10)).fetch(...post())).rejects.toMatchObject({ name: 'TimeoutError' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('fails a miss with the error of the request, for every page waiting on it', async () => {
    const { page } = setup({}, () => Promise.reject(new TypeError('fetch failed')));
    const results = await Promise.allSettled([page().fetch(...post()), page().fetch(...post())]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });

  it('purges everything, and does not keep what a request begun before the purge brings back', async () => {
    const late = deferred<Response>();
    const { shop, cache, page, ask } = setup({}, (_call, index) => (index === 2 ? late.promise : json({ data: { product: { name: `v${index}` } } })));
    await ask();
    const inFlight = page().fetch(...post(PRODUCT, { slug: 'other' }));
    expect(cache.purge()).toBe(1);
    expect(cache.size).toBe(0);
    late.resolve(json({ data: { product: { name: 'before the purge' } } }));
    await (await inFlight).text();
    expect(cache.size).toBe(0);
    expect((await ask()).state).toBe('MISS');
    expect(shop.calls).toHaveLength(3);
  });
});
