/**
 * The shopper mutations of `npm run bench:server`: add to cart, checkout and login. Unlike the
 * catalogue reads these carry state (a woocommerce-session token per shopper, a cart to check out),
 * so they run as virtual shoppers in a loop rather than as autocannon's fixed requests; only the
 * request a scenario is named after is timed (checkout's cart filling is not).
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

export class FlowError extends Error {}

async function send(url: string, shopper: Shopper, query: string, variables: Record<string, unknown>): Promise<Record<string, any>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (shopper.sessionToken) headers['woocommerce-session'] = `Session ${shopper.sessionToken}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const issued = response.headers.get('woocommerce-session');
  if (issued) shopper.sessionToken = issued.replace(/^Session\s+/i, '');
  const answer = (await response.json().catch(() => ({}))) as { data?: Record<string, any> | null; errors?: { message: string }[] };
  if (!response.ok || answer.errors?.length || !answer.data) {
    throw new FlowError(answer.errors?.[0]?.message ?? `HTTP ${response.status}`);
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

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
