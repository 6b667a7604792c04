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

/** A scenario ready to run (`bodies`), or why it cannot run on this server (`note` only). */
export interface PlannedScenario {
  name: string;
  bodies?: string[];
  note?: string;
}

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

function unavailable(name: string, answer: GraphQLAnswer): PlannedScenario {
  const message = answer.errors?.[0]?.message ?? 'no data';
  return { name, note: `not available: ${message.length > 120 ? `${message.slice(0, 117)}…` : message}` };
}

/** Sends a scenario's request once: it is benchmarked only if the server answers it without errors. */
async function checkList(url: string, name: string, requestBody: string): Promise<PlannedScenario> {
  const answer = await post(url, requestBody);
  if (answer.errors?.length || !answer.data?.products) return unavailable(name, answer);
  const found = (answer.data.products.nodes as unknown[]).length;
  return { name, bodies: [requestBody], note: found === 0 ? 'matched no products' : undefined };
}

/** Page 100 directly through offset pagination, else by walking the cursor there once beforehand. */
async function planDeepPage(url: string): Promise<PlannedScenario> {
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

async function planProductPage(url: string, slugs: string[]): Promise<PlannedScenario> {
  const name = 'Product page by slug';
  if (slugs.length === 0) return { name, note: 'no published products' };
  const bodies = slugs.map((slug) => body(PRODUCT_QUERY, { slug }));
  for (const requestBody of bodies.slice(0, 5)) {
    const answer = await post(url, requestBody);
    if (answer.errors?.length || !answer.data?.product) return unavailable(name, answer);
  }
  return { name, bodies, note: `${slugs.length} products in turn` };
}

export async function planScenarios(url: string, slugs: string[]): Promise<PlannedScenario[]> {
  return [
    await checkList(url, `Product list, first page (${PAGE_SIZE} cards)`, body(LIST_QUERY, { first: PAGE_SIZE, where: listWhere })),
    await checkList(url, 'Filtered + sorted page (category, price, stock, colour; by price)', body(LIST_QUERY, { first: PAGE_SIZE, where: filteredWhere })),
    await checkList(url, 'Search "hoodie"', body(LIST_QUERY, { first: PAGE_SIZE, where: searchWhere })),
    await planDeepPage(url),
    await planProductPage(url, slugs),
  ];
}
