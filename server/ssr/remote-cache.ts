import { cacheKeyOf } from './remote-cache-key';

/** How a page's GraphQL calls were answered: all from fresh answers, some from stale ones, or some from the shop. */
export type CacheOutcome = 'HIT' | 'STALE' | 'MISS';

export interface RemoteCacheOptions {
  /** How long an answer is used as it is (REMOTE_CACHE_TTL). */
  ttlMs: number;
  /** How long after that it is still served at once while one request fetches it again (REMOTE_CACHE_STALE). */
  staleMs: number;
  /** Most answers kept (REMOTE_CACHE_MAX_ENTRIES); the least recently used goes first. */
  maxEntries: number;
  /**
   * How long a request the cache makes for everyone may take: a background refresh, or a miss other
   * pages may join. A page still stops waiting at its own deadline.
   */
  upstreamTimeoutMs: number;
  /** The shop's endpoint over HTTP; the global fetch by default. */
  fetch?: typeof fetch;
  /** Milliseconds on a clock that only goes forward (tests move it by hand). */
  now?: () => number;
  /** A background refresh failed: the stale answer stays and pages keep getting it. */
  onRefreshError?: (error: unknown) => void;
}

interface Entry {
  body: string;
  contentType: string;
  storedAt: number;
}

/** A request made for the cache: the answer to keep (null when it must not be kept) and, for the page that asked, the response. */
interface Load {
  entry: Entry | null;
  response: Response;
}

const RANK: Record<CacheOutcome, number> = { HIT: 0, STALE: 1, MISS: 2 };

/**
 * Anonymous GraphQL query answers of another shop's endpoint (WooGraphQL), kept in memory for server
 * rendering: a shop that takes 200 ms per query would otherwise make every page wait for several of
 * them. Stale-while-revalidate with an LRU bound; concurrent requests for the same answer make one
 * upstream request. Never keeps an answer with errors, or one that carries a session or a cookie.
 */
export class RemoteCache {
  readonly #entries = new Map<string, Entry>();
  readonly #loading = new Map<string, Promise<Load>>();
  /** Raised by a purge: requests begun before it must not put what they bring back into the cache. */
  #generation = 0;
  readonly #purgeListeners: (() => void)[] = [];
  readonly #fetch: typeof fetch;
  readonly #now: () => number;

  constructor(private readonly options: RemoteCacheOptions) {
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.#now = options.now ?? (() => performance.now());
  }

  /** How long an answer, and a page rendered from answers, is used as it is. */
  get freshMs(): number {
    return this.options.ttlMs;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Drops every answer (the shop's catalogue changed); returns how many there were. */
  purge(): number {
    const purged = this.#entries.size;
    this.#entries.clear();
    this.#loading.clear();
    this.#generation += 1;
    for (const listener of this.#purgeListeners) listener();
    return purged;
  }

  /** What was made from the answers (rendered pages) goes with them. */
  onPurge(listener: () => void): void {
    this.#purgeListeners.push(listener);
  }

  /**
   * The fetch one page renders with. `signal` is the page's deadline: the page stops waiting then,
   * whether its call is its own or shared. `report` hears the page's outcome so far after each call.
   */
  forPage(signal: AbortSignal, report?: (outcome: CacheOutcome) => void): typeof fetch {
    let page: CacheOutcome | undefined;
    const note = (outcome: CacheOutcome) => {
      if (!page || RANK[outcome] > RANK[page]) page = outcome;
      report?.(page);
    };
    return async (input, init) => {
      const key = cacheKeyOf(input, init);
      if (key === null) {
        note('MISS');
        return this.#fetch(input, { ...init, signal });
      }
      const found = this.#lookup(key);
      if (found) {
        const fresh = this.#now() - found.storedAt < this.options.ttlMs;
        if (!fresh && !this.#loading.has(key)) this.#load(key, input, init).catch((error: unknown) => this.options.onRefreshError?.(error));
        note(fresh ? 'HIT' : 'STALE');
        return replay(found, fresh ? 'HIT' : 'STALE');
      }
      note('MISS');
      return this.#miss(key, input, init, signal);
    };
  }

  async #miss(key: string, input: RequestInfo | URL, init: RequestInit | undefined, signal: AbortSignal): Promise<Response> {
    // A page past its deadline starts nothing, as fetch with its aborted signal would not.
    signal.throwIfAborted();
    const joined = this.#loading.get(key);
    if (joined) {
      const { entry } = await untilAborted(joined, signal);
      // Another page's answer that may not be kept is not this page's either: it asks for its own.
      return entry ? replay(entry, 'MISS') : this.#fetch(input, { ...init, signal });
    }
    const { entry, response } = await untilAborted(this.#load(key, input, init), signal);
    return entry ? replay(entry, 'MISS') : response;
  }

  /** One upstream request for `key`, on its own timeout: it outlives a page that stopped waiting, and fills the cache for the next. */
  #load(key: string, input: RequestInfo | URL, init: RequestInit | undefined): Promise<Load> {
    const generation = this.#generation;
    const loading = this.#request(input, init)
      .then((load) => {
        if (load.entry && generation === this.#generation) this.#store(key, load.entry);
        return load;
      })
      .finally(() => {
        if (this.#loading.get(key) === loading) this.#loading.delete(key);
      });
    this.#loading.set(key, loading);
    return loading;
  }

  async #request(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Load> {
    const upstream = await this.#fetch(input, { ...init, signal: AbortSignal.timeout(this.options.upstreamTimeoutMs) });
    const body = await upstream.text();
    const entry = keepable(upstream, body) ? { body, contentType: upstream.headers.get('content-type') ?? 'application/json', storedAt: this.#now() } : null;
    // The body has been read (and decoded): the page gets the same answer, without the encoding it no longer has.
    const headers = new Headers(upstream.headers);
    headers.delete('content-encoding');
    headers.delete('content-length');
    return { entry, response: new Response(body, { status: upstream.status, statusText: upstream.statusText, headers }) };
  }

  /** The entry while it may still be served, now the most recently used. */
  #lookup(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (this.#now() - entry.storedAt >= this.options.ttlMs + this.options.staleMs) return undefined;
    this.#entries.set(key, entry);
    return entry;
  }

  #store(key: string, entry: Entry) {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    // A Map iterates in insertion order: the first key is the least recently used.
    while (this.#entries.size > this.options.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
  }
}

/** Only a complete, error-free answer that belongs to no session is everyone's. */
function keepable(response: Response, body: string): boolean {
  if (response.status !== 200 || response.headers.has('woocommerce-session') || response.headers.has('set-cookie')) return false;
  try {
    const parsed = JSON.parse(body) as { data?: unknown; errors?: unknown[] } | null;
    return typeof parsed?.data === 'object' && parsed.data !== null && (parsed.errors === undefined || (Array.isArray(parsed.errors) && parsed.errors.length === 0));
  } catch {
    return false;
  }
}

function replay(entry: Entry, outcome: CacheOutcome): Response {
  return new Response(entry.body, { status: 200, headers: { 'content-type': entry.contentType, 'x-remote-cache': outcome } });
}

/**
 * `promise`, unless `signal` aborts first: then its reason, as fetch itself rejects. `promise` is
 * always followed, so a request that fails after the page stopped waiting is not an unhandled rejection.
 */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
