import {
  body,
  DEEP_PAGE,
  filteredWhere,
  LIST_QUERY,
  listWhere,
  OFFSET_LIST_QUERY,
  PAGE_SIZE,
  PRODUCT_QUERY,
  searchWhere,
} from './server-scenarios';
import { flowStep, REGISTER, type FloodClient, type FlowName, type FlowSetup } from './server-flows';

/** Clients of the login flood scenario, each with its own account and address. */
export const FLOOD_CLIENTS = 40;

/** A scenario ready to run (`bodies`, or `flow` for a shopper mutation), or why it cannot run (`note` only). */
export interface PlannedScenario {
  /** Short name for `--scenarios`. */
  key: ScenarioKey;
  name: string;
  /** A plain GET of this URL instead of GraphQL bodies (the /healthz and /readyz baselines). */
  getUrl?: string;
  bodies?: string[];
  flow?: { name: FlowName; setup: FlowSetup };
  /** Set for the login flood: `bodies` are measured alone, then while these clients log in. */
  flood?: FloodClient[];
  note?: string;
}

type Unkeyed = Omit<PlannedScenario, 'key'>;

interface GraphQLAnswer {
  data?: Record<string, any> | null;
  errors?: { message: string }[];
}

async function post(url: string, requestBody: string): Promise<GraphQLAnswer> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: requestBody });
  const answer = (await response.json().catch(() => ({ errors: [{ message: `HTTP ${response.status}` }] }))) as GraphQLAnswer;
  if (!response.ok && !answer.errors) return { errors: [{ message: `HTTP ${response.status}` }] };
  return answer;
}

function unavailable(name: string, answer: GraphQLAnswer): Unkeyed {
  const message = answer.errors?.[0]?.message ?? 'no data';
  return { name, note: `not available: ${message.length > 120 ? `${message.slice(0, 117)}…` : message}` };
}

/** Sends a scenario's request once: it is benchmarked only if the server answers it without errors. */
async function checkList(url: string, name: string, requestBody: string): Promise<Unkeyed> {
  const answer = await post(url, requestBody);
  if (answer.errors?.length || !answer.data?.products) return unavailable(name, answer);
  const found = (answer.data.products.nodes as unknown[]).length;
  return { name, bodies: [requestBody], note: found === 0 ? 'matched no products' : undefined };
}

/** Page 100 directly through offset pagination, else by walking the cursor there once beforehand. */
async function planDeepPage(url: string): Promise<Unkeyed> {
  const name = `Deep page (page ${DEEP_PAGE})`;
  const offsetBody = body(OFFSET_LIST_QUERY, {
    where: { ...listWhere, offsetPagination: { offset: (DEEP_PAGE - 1) * PAGE_SIZE, size: PAGE_SIZE } },
  });
  const offsetAnswer = await post(url, offsetBody);
  if (!offsetAnswer.errors?.length && offsetAnswer.data?.products?.nodes?.length) {
    return { name, bodies: [offsetBody], note: 'offset pagination' };
  }
  let after: string | null = null;
  for (let page = 1; page < DEEP_PAGE; page += 1) {
    const answer = await post(url, body(LIST_QUERY, { first: PAGE_SIZE, after, where: listWhere }));
    if (answer.errors?.length || !answer.data?.products) return unavailable(name, answer);
    if (!answer.data.products.pageInfo.hasNextPage) return { name, note: `the catalogue has fewer than ${DEEP_PAGE} pages` };
    after = answer.data.products.pageInfo.endCursor as string;
  }
  return {
    name,
    bodies: [body(LIST_QUERY, { first: PAGE_SIZE, after, where: listWhere })],
    note: 'cursor (offset pagination not available)',
  };
}

async function planProductPage(url: string, slugs: string[]): Promise<Unkeyed> {
  const name = 'Product page by slug';
  if (slugs.length === 0) return { name, note: 'no published products' };
  const bodies = slugs.map((slug) => body(PRODUCT_QUERY, { slug }));
  for (const requestBody of bodies.slice(0, 5)) {
    const answer = await post(url, requestBody);
    if (answer.errors?.length || !answer.data?.product) return unavailable(name, answer);
  }
  return { name, bodies, note: `${slugs.length} products in turn` };
}

/**
 * A server-rendered page as a browser's first visit asks for it (a plain GET, no cookie). Served only
 * when the storefront is built; with the response cache on, pages are sent again from memory.
 */
async function planPage(url: string, pagePath: string, name: string): Promise<Unkeyed> {
  const pageUrl = new URL(pagePath, url).href;
  const response = await fetch(pageUrl).catch(() => null);
  const html = response?.ok && response.headers.get('content-type')?.startsWith('text/html');
  await response?.body?.cancel();
  return html ? { name, getUrl: pageUrl } : { name, note: 'not available: the storefront is not built (npm run build)' };
}

/**
 * The product list measured alone and under a login flood, by clients registered here. Each client
 * has its own documentation-range address (198.51.100.0/24), which the server believes from the
 * benchmark (TRUSTED_PROXIES), so the throttle counts every client on its own.
 */
async function planLoginFlood(url: string): Promise<Unkeyed> {
  const name = `Product list, first page: alone, then while ${FLOOD_CLIENTS} clients log in`;
  const list = await checkList(url, name, body(LIST_QUERY, { first: PAGE_SIZE, where: listWhere }));
  if (!list.bodies) return list;
  const clients: FloodClient[] = Array.from({ length: FLOOD_CLIENTS }, (_, index) => ({
    username: `bench-flood-${index}`,
    password: `bench flood password ${index}`,
    address: `198.51.100.${index + 1}`,
  }));
  const registered = await Promise.all(
    clients.map(({ username, password }) =>
      post(url, JSON.stringify({ query: REGISTER, variables: { input: { username, password, email: `${username}@example.com` } } })),
    ),
  );
  const failed = registered.find((answer) => answer.errors?.length);
  return failed ? unavailable(name, failed) : { ...list, flood: clients };
}

const FLOWS: { name: FlowName; title: string; note: string }[] = [
  { name: 'addToCart', title: 'Add to cart', note: 'one session per shopper, a new one every 20 items' },
  { name: 'checkout', title: 'Checkout (cash on delivery, 2 lines)', note: 'cart filled beforehand, untimed' },
  { name: 'login', title: 'Login with a password', note: 'argon2id verification, deliberately slow' },
];

/** The shopper mutations, each tried once first; the login scenario's customer is registered here. */
async function planFlows(url: string, productIds: number[], flows: typeof FLOWS): Promise<Unkeyed[]> {
  if (flows.length === 0) return [];
  const credentials = { username: 'bench-shopper', password: 'bench password 1' };
  const setup: FlowSetup = { url, productIds, credentials };
  const registered = await post(url, JSON.stringify({ query: REGISTER, variables: { input: { ...credentials, email: 'bench-shopper@example.com' } } }));
  const planned: Unkeyed[] = [];
  for (const flow of flows) {
    if (productIds.length === 0 && flow.name !== 'login') {
      planned.push({ name: flow.title, note: 'no simple in-stock products to buy' });
      continue;
    }
    if (flow.name === 'login' && registered.errors?.length) {
      planned.push(unavailable(flow.title, registered));
      continue;
    }
    const tried = await flowStep(flow.name, setup, { adds: 0, next: 0 }).then(
      () => null,
      (error: Error) => error.message,
    );
    planned.push(tried === null ? { name: flow.title, flow: { name: flow.name, setup }, note: flow.note } : unavailable(flow.title, { errors: [{ message: tried }] }));
  }
  return planned;
}

/** Scenario keys for `--scenarios`, in the order they run. */
export const SCENARIO_KEYS = ['healthz', 'readyz', 'list', 'filtered', 'search', 'deep', 'product', 'listPage', 'loginFlood', 'addToCart', 'checkout', 'login'] as const;
export type ScenarioKey = (typeof SCENARIO_KEYS)[number];

/**
 * Plans the wanted scenarios; the two baselines come first so every figure has them from the same run:
 * /healthz answers without the database (the process is alive), /readyz runs its one statement.
 */
export async function planScenarios(
  url: string,
  slugs: string[],
  cartProductIds: number[],
  wanted: ReadonlySet<ScenarioKey>,
): Promise<PlannedScenario[]> {
  const planners: Record<Exclude<ScenarioKey, 'addToCart' | 'checkout' | 'login'>, () => Promise<Unkeyed>> = {
    healthz: async () => ({ name: '/healthz (HTTP round trip)', getUrl: new URL('/healthz', url).href, note: 'baseline' }),
    readyz: async () => ({ name: '/readyz (HTTP round trip + one database statement)', getUrl: new URL('/readyz', url).href, note: 'baseline' }),
    list: () => checkList(url, `Product list, first page (${PAGE_SIZE} cards)`, body(LIST_QUERY, { first: PAGE_SIZE, where: listWhere })),
    filtered: () => checkList(url, 'Filtered + sorted page (category, price, stock, colour; by price)', body(LIST_QUERY, { first: PAGE_SIZE, where: filteredWhere })),
    search: () => checkList(url, 'Search "hoodie"', body(LIST_QUERY, { first: PAGE_SIZE, where: searchWhere })),
    deep: () => planDeepPage(url),
    product: () => planProductPage(url, slugs),
    listPage: () => planPage(url, '/products', `Product list page, server-rendered HTML (${PAGE_SIZE} cards)`),
    loginFlood: () => planLoginFlood(url),
  };
  const planned: PlannedScenario[] = [];
  for (const key of Object.keys(planners) as (keyof typeof planners)[]) {
    if (wanted.has(key)) planned.push({ key, ...(await planners[key]()) });
  }
  const flows = FLOWS.filter((flow) => wanted.has(flow.name));
  const flowPlans = await planFlows(url, cartProductIds, flows);
  flows.forEach((flow, index) => planned.push({ key: flow.name, ...flowPlans[index]! }));
  return planned;
}
