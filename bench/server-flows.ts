/**
 * The shopper mutations of `npm run bench:server`: add to cart, checkout and login, and the login
 * flood the catalogue is measured under. Unlike the catalogue reads these carry state (a
 * woocommerce-session token per shopper, a cart to check out), so they run as virtual shoppers in a
 * loop rather than as autocannon's fixed requests; only the request a scenario is named after is
 * timed (checkout's cart filling is not).
 */

/** The load process's stdout line that marks the end of the warm-up (see bench/server.ts cpuSeconds). */
export const MEASURING = 'measuring';

export type FlowName = 'addToCart' | 'checkout' | 'login';

export interface FlowSetup {
  url: string;
  /** Simple, in-stock products whose stock the run copy has topped up (bench/server-database.ts). */
  productIds: number[];
  /** A customer registered for the login scenario. */
  credentials: { username: string; password: string };
}

export const ADD_TO_CART = `mutation AddToCart($productId: Int!, $quantity: Int) {
  addToCart(input: { productId: $productId, quantity: $quantity }) { cart { contents { itemCount } total(format: RAW) } }
}`;

export const CHECKOUT = `mutation Checkout($input: CheckoutInput!) {
  checkout(input: $input) { result order { databaseId status total(format: RAW) } }
}`;

export const LOGIN = `mutation Login($username: String!, $password: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $username, password: $password } }) { authToken user { databaseId } }
}`;

export const REGISTER = `mutation Register($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) { customer { databaseId } }
}`;

export const BILLING = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: 'Unter den Linden 1',
  city: 'Berlin',
  postcode: '10117',
  country: 'DE',
  email: 'ada@example.com',
  phone: '+49 30 1234567',
};

/** A new shopper's cart is this many add-to-carts long at most, as a real one would be. */
const ADDS_PER_SHOPPER = 20;

interface Shopper {
  sessionToken?: string;
  adds: number;
  next: number;
}

export class FlowError extends Error {
  constructor(
    message: string,
    /** The GraphQL error's `extensions.code`, when the server gave one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

async function send(
  url: string,
  shopper: Shopper,
  query: string,
  variables: Record<string, unknown>,
  extraHeaders: Record<string, string> = {},
): Promise<Record<string, any>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', ...extraHeaders };
  if (shopper.sessionToken) headers['woocommerce-session'] = `Session ${shopper.sessionToken}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const issued = response.headers.get('woocommerce-session');
  if (issued) shopper.sessionToken = issued.replace(/^Session\s+/i, '');
  const answer = (await response.json().catch(() => ({}))) as {
    data?: Record<string, any> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  if (!response.ok || answer.errors?.length || !answer.data) {
    throw new FlowError(answer.errors?.[0]?.message ?? `HTTP ${response.status}`, answer.errors?.[0]?.extensions?.code);
  }
  return answer.data;
}

function nextProduct(setup: FlowSetup, shopper: Shopper): number {
  shopper.next += 1;
  return setup.productIds[shopper.next % setup.productIds.length]!;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** One iteration of a scenario for one shopper; resolves to the timed request's latency in ms. */
export function flowStep(flow: FlowName, setup: FlowSetup, shopper: Shopper): Promise<number> {
  switch (flow) {
    case 'addToCart':
      if (shopper.adds >= ADDS_PER_SHOPPER) Object.assign(shopper, { sessionToken: undefined, adds: 0 });
      shopper.adds += 1;
      return timed(() => send(setup.url, shopper, ADD_TO_CART, { productId: nextProduct(setup, shopper), quantity: 1 }));
    case 'checkout':
      return (async () => {
        // A small cart: two lines, three items; checkout empties it for the next round.
        await send(setup.url, shopper, ADD_TO_CART, { productId: nextProduct(setup, shopper), quantity: 1 });
        await send(setup.url, shopper, ADD_TO_CART, { productId: nextProduct(setup, shopper), quantity: 2 });
        return timed(async () => {
          const data = await send(setup.url, shopper, CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING } });
          if (data.checkout?.result !== 'success') throw new FlowError(`checkout result ${String(data.checkout?.result)}`);
        });
      })();
    case 'login':
      return timed(async () => {
        const data = await send(setup.url, shopper, LOGIN, setup.credentials);
        if (!data.login?.authToken) throw new FlowError('login returned no token');
      });
  }
}

export interface FlowResult {
  latencies: number[];
  errors: number;
  firstError?: string;
}

/** `shoppers` concurrent shoppers repeat the flow until the time is up. */
export async function runFlow(flow: FlowName, setup: FlowSetup, shoppers: number, durationSeconds: number): Promise<FlowResult> {
  const deadline = performance.now() + durationSeconds * 1000;
  const result: FlowResult = { latencies: [], errors: 0 };
  await Promise.all(
    Array.from({ length: shoppers }, async (_, index) => {
      const shopper: Shopper = { adds: 0, next: index };
      while (performance.now() < deadline) {
        try {
          result.latencies.push(await flowStep(flow, setup, shopper));
        } catch (error) {
          result.errors += 1;
          result.firstError ??= (error as Error).message;
          // A broken session (e.g. an expired token) should not fail every later step too.
          shopper.sessionToken = undefined;
        }
      }
    }),
  );
  return result;
}

/** One client of the login flood: its own account, and its own address sent as X-Forwarded-For. */
export interface FloodClient {
  username: string;
  password: string;
  address: string;
}

export interface FloodCounts {
  /** Logins the server decided: signed in, or told the password was wrong. */
  answered: number;
  /** Turned away at once: the password hashing queue was full (SERVER_BUSY). */
  busy: number;
  /** Refused by the failed-login throttle (TOO_MANY_ATTEMPTS). */
  throttled: number;
  /** Anything else (HTTP errors, unexpected answers). */
  failed: number;
  firstFailure?: string;
}

export interface LoginFlood {
  /** Counts from zero again: the timed run starts now. */
  resetCounts(): void;
  /** Stops sending; resolves, once the logins in flight are answered, to the counts until the call. */
  stop(): Promise<FloodCounts>;
}

/**
 * Every client sends `login` mutations back to back until stopped, a wrong and the right password
 * in turn: the right one resets the client's failures on its account, so the throttle keeps letting
 * it through and each attempt costs the server a password verification.
 */
export function startLoginFlood(url: string, clients: FloodClient[]): LoginFlood {
  const counts: FloodCounts = { answered: 0, busy: 0, throttled: 0, failed: 0 };
  let stopped = false;
  const loops = clients.map(async (client) => {
    for (let attempt = 0; !stopped; attempt += 1) {
      const password = attempt % 2 === 0 ? `not ${client.password}` : client.password;
      try {
        // A new shopper each time: a session signed in by the last attempt would refuse the next login.
        await send(url, { adds: 0, next: 0 }, LOGIN, { username: client.username, password }, { 'x-forwarded-for': client.address });
        counts.answered += 1;
      } catch (error) {
        const code = error instanceof FlowError ? error.code : undefined;
        if (code === 'BAD_USER_INPUT') counts.answered += 1;
        else if (code === 'SERVER_BUSY') counts.busy += 1;
        else if (code === 'TOO_MANY_ATTEMPTS') counts.throttled += 1;
        else {
          counts.failed += 1;
          counts.firstFailure ??= (error as Error).message;
        }
      }
    }
  });
  return {
    resetCounts: () => Object.assign(counts, { answered: 0, busy: 0, throttled: 0, failed: 0, firstFailure: undefined }),
    stop: async () => {
      stopped = true;
      const final = { ...counts };
      await Promise.all(loops);
      return final;
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
