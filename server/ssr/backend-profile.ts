import type { GraphQLSchema } from 'graphql';
import type { Backend } from '../../src/backend/backend';
import { CAPABILITY_MARKERS, detectCapabilities, PLAIN_WOOGRAPHQL, type BackendCapabilities } from '../../src/backend/capabilities';
import { memberNamesOf } from '../graphql/schema-sources';
import { currencyFromFormattedPrice } from './shop-currency';

/**
 * What the storefront's backend is (README "Using a real WooCommerce shop"): its endpoint, which of
 * Vitrine's extensions it answers, and its currency. Learnt by the server, not by each browser, before
 * the first page and again every few minutes; every page embeds it, so the storefront asks a WooGraphQL
 * shop only what it can answer.
 */

const MEMBERS = '{ fields(includeDeprecated: true) { name } inputFields { name } enumValues(includeDeprecated: true) { name } }';
const MARKER_TYPES = [...new Set(Object.values(CAPABILITY_MARKERS).flatMap((markers) => markers.map(([type]) => type)))];

/** One introspection request for every type a capability shows in (WPGraphQL needs public introspection on). */
export const CAPABILITY_QUERY = `query VitrineBackendCapabilities { ${MARKER_TYPES.map((type, index) => `t${index}: __type(name: "${type}") ${MEMBERS}`).join(' ')} attributes: __type(name: "ProductAttributeEnum") { enumValues { name } } }`;

/** A few priced products, to read the shop's currency from how WooCommerce formats a price. */
const CURRENCY_QUERY =
  'query VitrineShopCurrency { products(first: 10) { nodes { ... on ProductWithPricing { formatted: price(format: FORMATTED) raw: price(format: RAW) } } } }';

/** woonuxt-settings says it outright, where installed. */
const WOONUXT_CURRENCY_QUERY = 'query VitrineShopCurrencyCode { woonuxtSettings { currencyCode } }';

interface IntrospectedType {
  fields?: { name: string }[] | null;
  inputFields?: { name: string }[] | null;
  enumValues?: { name: string }[] | null;
}

type GraphQLBody<T> = { data?: T | null; errors?: { message?: string }[] };

/** A shop that accepts the connection and never answers must not hold the first page for ever. */
const ASK_TIMEOUT_MS = 10_000;

async function ask<T>(fetchImpl: typeof fetch, endpoint: string, query: string, timeoutMs = ASK_TIMEOUT_MS): Promise<T> {
  const response = await fetchImpl(endpoint, {
    method: 'POST',
    signal: AbortSignal.timeout(timeoutMs),
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json().catch(() => null)) as GraphQLBody<T> | null;
  if (!response.ok || !body?.data || body.errors?.length) {
    throw new Error(`${endpoint} answered HTTP ${response.status}${body?.errors?.[0]?.message ? `: ${body.errors[0].message}` : ''}`);
  }
  return body.data;
}

function membersOfIntrospected(data: Record<string, IntrospectedType | null>): (type: string) => ReadonlySet<string> | undefined {
  const byType = new Map<string, Set<string>>();
  MARKER_TYPES.forEach((type, index) => {
    const found = data[`t${index}`];
    if (!found) return;
    byType.set(type, new Set([...(found.fields ?? []), ...(found.inputFields ?? []), ...(found.enumValues ?? [])].map((member) => member.name)));
  });
  return (type) => byType.get(type);
}

type Learnt = Pick<Backend, 'capabilities' | 'attributeTaxonomies' | 'guestOrderLookup'>;

/** Only Vitrine's server has every extension, and only it shows a guest their order by its key. */
function isVitrine(capabilities: BackendCapabilities): boolean {
  return Object.values(capabilities).every(Boolean);
}

/** What a schema this process executes itself can do. */
export function profileOfSchema(schema: GraphQLSchema): Learnt {
  const attributes = schema.getType('ProductAttributeEnum');
  const attributeTaxonomies = attributes && 'getValues' in attributes ? attributes.getValues().map((value) => value.name) : [];
  const capabilities = capabilitiesOfSchema(schema);
  return { capabilities, attributeTaxonomies, guestOrderLookup: isVitrine(capabilities) };
}

function capabilitiesOfSchema(schema: GraphQLSchema): BackendCapabilities {
  return detectCapabilities((name) => {
    const type = schema.getType(name);
    return type ? memberNamesOf(type) : undefined;
  });
}

/** Asks a remote backend what it can do, and whether woonuxt-settings can tell its currency. */
export async function learnCapabilities(endpoint: string, fetchImpl: typeof fetch, timeoutMs?: number): Promise<Learnt & { woonuxtSettings: boolean }> {
  const data = await ask<Record<string, IntrospectedType | null>>(fetchImpl, endpoint, CAPABILITY_QUERY, timeoutMs);
  const membersOf = membersOfIntrospected(data);
  const capabilities = detectCapabilities(membersOf);
  return {
    capabilities,
    guestOrderLookup: isVitrine(capabilities),
    attributeTaxonomies: (data.attributes?.enumValues ?? []).map((value) => value.name),
    woonuxtSettings: membersOf('RootQuery')?.has('woonuxtSettings') === true,
  };
}

/** The shop's currency: woonuxt-settings' word where the shop has it, else as its products are priced; null when nothing tells. */
export async function learnCurrency(
  endpoint: string,
  fetchImpl: typeof fetch,
  { woonuxtSettings, timeoutMs }: { woonuxtSettings: boolean; timeoutMs?: number },
): Promise<string | null> {
  if (woonuxtSettings) {
    const woonuxt = await ask<{ woonuxtSettings?: { currencyCode?: string | null } | null }>(fetchImpl, endpoint, WOONUXT_CURRENCY_QUERY, timeoutMs).catch(() => null);
    const code = woonuxt?.woonuxtSettings?.currencyCode;
    if (code && /^[A-Z]{3}$/.test(code)) return code;
  }
  const data = await ask<{ products?: { nodes?: ({ formatted?: string | null; raw?: string | null } | null)[] } | null }>(fetchImpl, endpoint, CURRENCY_QUERY, timeoutMs);
  for (const node of data.products?.nodes ?? []) {
    const currency = node?.formatted ? currencyFromFormattedPrice(node.formatted) : null;
    if (currency) return currency;
  }
  return null;
}

export interface RemoteProfileOptions {
  endpoint: string;
  fetch: typeof fetch;
  /** CURRENCY when set explicitly: the shop owner's word beats what the prices suggest. */
  currencyOverride: string | undefined;
  /** Used when neither an override nor the shop's prices tell. */
  fallbackCurrency: string;
  /** How long a learnt profile is trusted before it is learnt again. */
  refreshMs?: number;
  /** How soon a failed attempt (shop down, introspection refused) is tried again. */
  retryMs?: number;
  /** How long one question may take (REMOTE_GRAPHQL_TIMEOUT): the first page waits for the answers. */
  timeoutMs?: number;
  onLearnt?: (backend: Backend) => void;
  onFailure?: (error: unknown) => void;
}

/**
 * A remote backend's profile, learnt at start and kept fresh in the background. Until the first
 * attempt ends, pages wait for it; when it fails, the storefront assumes a plain WooGraphQL shop,
 * which asks nothing it might refuse, and tries again soon.
 */
export class RemoteBackendProfile {
  private profile: Backend;
  private first: Promise<void>;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(private readonly options: RemoteProfileOptions) {
    this.profile = {
      endpoint: options.endpoint,
      currency: options.currencyOverride ?? options.fallbackCurrency,
      capabilities: PLAIN_WOOGRAPHQL,
      attributeTaxonomies: [],
      guestOrderLookup: false,
    };
    this.first = this.learn();
  }

  async current(): Promise<Backend> {
    await this.first;
    return this.profile;
  }

  /** Learns it again now (a shop that installed a plugin, or changed its currency). */
  refresh(): Promise<void> {
    return this.learn();
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private async learn(): Promise<void> {
    const { endpoint, fetch: fetchImpl, currencyOverride, fallbackCurrency } = this.options;
    let nextInMs = this.options.refreshMs ?? 10 * 60_000;
    try {
      const { woonuxtSettings, ...learnt } = await learnCapabilities(endpoint, fetchImpl, this.options.timeoutMs);
      const currency = currencyOverride ?? (await learnCurrency(endpoint, fetchImpl, { woonuxtSettings, timeoutMs: this.options.timeoutMs }).catch(() => null));
      this.profile = { endpoint, ...learnt, currency: currency ?? fallbackCurrency };
      this.options.onLearnt?.(this.profile);
    } catch (error) {
      nextInMs = this.options.retryMs ?? 30_000;
      this.options.onFailure?.(error);
    }
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.learn(), nextInMs);
    this.timer.unref();
  }
}
