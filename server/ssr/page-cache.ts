import type { FastifyRequest } from 'fastify';
import { readLocaleCookie } from '../../src/i18n/localeCookie';

/** A page as the storefront rendered it for any visitor: server rendering never uses a shopper's session. */
export interface CachedPage {
  status: number;
  html: Buffer;
}

interface Entry extends CachedPage {
  storedAt: number;
}

export interface PageCacheOptions {
  /** How long a rendered page is sent as it is; after that it is rendered again. */
  ttlMs: number;
  /** Most pages kept; the least recently used goes first. */
  maxPages: number;
  now?: () => number;
}

/**
 * Whole pages, for a repeat visit: rendering a page, even from cached answers, costs 20-50 ms of CPU,
 * more than the first byte of a kept page may take. Pages rendered from another shop's endpoint are
 * kept for its answers' freshness lifetime and dropped with them on a purge; pages rendered from this
 * server's own catalogue until it changes (server/ssr/storefront.ts). The key is what the page
 * depends on: its URL and what decides its language (the language cookie, Accept-Language).
 */
export class PageCache {
  readonly #pages = new Map<string, Entry>();
  readonly #now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.#now = options.now ?? (() => performance.now());
  }

  static keyOf(req: FastifyRequest): string {
    const locale = readLocaleCookie(req.headers.cookie ?? '') ?? '';
    return `${req.url}\n${locale}\n${req.headers['accept-language'] ?? ''}`;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.#pages.get(key);
    if (!entry) return undefined;
    if (this.#now() - entry.storedAt > this.options.ttlMs) {
      this.#pages.delete(key);
      return undefined;
    }
    // Most recently used last, so eviction takes the first.
    this.#pages.delete(key);
    this.#pages.set(key, entry);
    return entry;
  }

  set(key: string, page: CachedPage): void {
    this.#pages.delete(key);
    this.#pages.set(key, { ...page, storedAt: this.#now() });
    while (this.#pages.size > this.options.maxPages) this.#pages.delete(this.#pages.keys().next().value!);
  }

  purge(): number {
    const purged = this.#pages.size;
    this.#pages.clear();
    return purged;
  }
}
