import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { getOperationAST } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { ServerConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import type { ChannelSubscription } from '../db/notifications';
import { sessions } from '../db/schema';
import { invalidatePriceSchedule } from '../services/catalog/lookup';
import { SESSION_HEADER } from '../services/session/request-session';
import { sessionTokenFromHeader, verifySessionToken } from '../services/session/token';

/**
 * Whole answers to anonymous catalogue queries, kept in memory until the catalogue changes.
 *
 * Which requests: GET or POST /graphql with one operation, no bearer token, and either no session or
 * a guest session that holds nothing (no sessions row: a cart, coupon or address would have saved
 * one). Which answers: those of a query whose execution never looked at the session or the signed-in
 * customer and produced no error (see `CacheProbe`), so what is stored is the same for every
 * anonymous shopper.
 *
 * When: every committed change to a catalogue table notifies the channel below (migration
 * 0011_catalog_change_notify), from any process; each server instance listens and drops everything.
 * An answer computed while a change arrived is not stored (its generation is stale). While the
 * listening connection is down nothing is served or stored, since changes could go unheard.
 * Entries also expire after ENTRY_TTL_MS, which bounds how late a scheduled sale price appears.
 */
export const CATALOG_CHANNEL = 'vitrine_catalog';
const ENTRY_TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;
const MAX_BODY_BYTES = 512 * 1024;

/** Filled in while an operation executes: anything here makes the answer personal or unfit to keep. */
export interface CacheProbe {
  /** The operation reached execution (a request refused by parsing or validation is never kept). */
  executed: boolean;
  /** Not a query, an error, a streamed result, or the session was looked at. */
  uncacheable: boolean;
  /** A mutation ran: what it changed must reach this instance's cache before the answer goes out. */
  mutated?: boolean;
}

/** Session reads that say nothing about the shopper: whether the request carries a valid token at all. */
const IMPERSONAL_SESSION_READS = new Set<PropertyKey>(['hasValidToken']);

/**
 * The request's session, reporting any use to the probe: an answer that looked at the session (the
 * cart, a new guest token, the customer's addresses) belongs to one shopper. Without a probe (a page
 * rendered in-process, which is never cached here) the session is returned as it is.
 */
export function probedSession<T extends object>(session: T, probe: CacheProbe | undefined): T {
  if (!probe) return session;
  return new Proxy(session, {
    get(target, property) {
      if (!IMPERSONAL_SESSION_READS.has(property)) probe.uncacheable = true;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Marks everything but a query that ran without errors and with one result as unfit to keep. */
export function cacheProbePlugin(): Plugin<{ cacheProbe?: CacheProbe }> {
  return {
    onExecute({ args }) {
      const probe = (args.contextValue as { cacheProbe?: CacheProbe }).cacheProbe;
      if (!probe) return;
      probe.executed = true;
      const operation = getOperationAST(args.document, args.operationName)?.operation;
      if (operation !== 'query') probe.uncacheable = true;
      if (operation === 'mutation') probe.mutated = true;
      return {
        onExecuteDone({ result }) {
          if (isAsyncIterable(result) || result.errors?.length) probe.uncacheable = true;
        },
      };
    },
  };
}

export interface CachedAnswer {
  body: Buffer;
  headers: [string, string][];
  etag: string;
  expires: number;
}

/** A request that may be answered from the cache: its key and the catalogue generation it started in. */
export interface CacheTicket {
  key: string;
  generation: number;
}

/**
 * What keeps other copies of catalogue data fresh (the storefront's rendered pages): the generation
 * the catalogue is in, and a call whenever it changes.
 */
export interface CatalogueWatch {
  /** The catalogue's generation now, or null while changes could go unheard (then nothing may be kept). */
  generation(): number | null;
  /** Called on every change, from any process, before a writer's own answer goes out (see `caughtUp`). */
  onChange(listener: () => void): void;
  /** How long a copy may be served at most (bounds how late a scheduled sale price appears). */
  readonly freshMs: number;
}

export class ResponseCache implements CatalogueWatch {
  private currentGeneration = 0;
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly changeListeners: (() => void)[] = [];
  private subscription: ChannelSubscription | null = null;
  private readonly sessionExists;
  readonly freshMs = ENTRY_TTL_MS;

  private constructor(
    private readonly db: Database,
    private readonly config: ServerConfig,
  ) {
    // Prepared once: the only database work a cache hit can cost (a request that carries a session token).
    this.sessionExists = db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.id, sql.placeholder('id')))
      .limit(1)
      .prepare('response_cache_session_exists');
  }

  static async start(database: DatabaseHandle, config: ServerConfig): Promise<ResponseCache> {
    const cache = new ResponseCache(database.db, config);
    cache.subscription = await database.listen(CATALOG_CHANNEL, () => cache.catalogueChanged());
    return cache;
  }

  async close(): Promise<void> {
    await this.subscription?.close();
    this.entries.clear();
  }

  /** Every instance's cached answers, counts and facets go when any process changes the catalogue. */
  private catalogueChanged(): void {
    this.currentGeneration += 1;
    this.entries.clear();
    invalidatePriceSchedule(this.db);
    for (const listener of this.changeListeners) listener();
  }

  generation(): number | null {
    return this.subscription?.connected ? this.currentGeneration : null;
  }

  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  /**
   * Resolves once the changes committed so far have reached this instance's cache, so a shopper who
   * wrote (a review, an order that sold stock) then reads never gets the answer from before.
   */
  async caughtUp(): Promise<void> {
    await this.subscription?.heard();
  }

  /** A ticket when this request may use the cache, else null (answered as usual, never stored). */
  async admit(req: FastifyRequest): Promise<CacheTicket | null> {
    if (!this.subscription?.connected) return null;
    if (req.method !== 'GET' && req.method !== 'POST') return null;
    if (req.headers.authorization) return null;
    const params = operationParams(req);
    if (!params) return null;
    const sessionHeader = req.headers[SESSION_HEADER];
    if (sessionHeader !== undefined && !(await this.isEmptyGuestSession(sessionHeader))) return null;
    const accept = req.headers.accept ?? '';
    return { key: `${accept}\n${params}`, generation: this.currentGeneration };
  }

  lookup(ticket: CacheTicket): CachedAnswer | undefined {
    const entry = this.entries.get(ticket.key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now() || ticket.generation !== this.currentGeneration) {
      this.entries.delete(ticket.key);
      return undefined;
    }
    return entry;
  }

  /** Keeps an answer unless the catalogue changed while it was computed. */
  store(ticket: CacheTicket, body: Buffer, headers: [string, string][]): CachedAnswer {
    const answer: CachedAnswer = {
      body,
      headers,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      expires: Date.now() + ENTRY_TTL_MS,
    };
    if (ticket.generation !== this.currentGeneration || !this.subscription?.connected || body.length > MAX_BODY_BYTES) return answer;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(ticket.key, answer);
    return answer;
  }

  /** Cache-Control for an answer that is the same for every anonymous shopper. */
  publicCacheControl(): string {
    const maxAge = this.config.responseCacheMaxAge;
    return maxAge > 0 ? `public, max-age=0, s-maxage=${maxAge}` : 'public, no-cache';
  }

  /**
   * True for a well-signed guest session token whose session has never been saved. A customer's
   * session, a bad token (the answer carries an error) or a saved guest session (cart, coupons,
   * addresses) are answered afresh.
   */
  private async isEmptyGuestSession(header: string | string[]): Promise<boolean> {
    const token = typeof header === 'string' ? sessionTokenFromHeader(header) : null;
    if (!token) return false;
    const check = await verifySessionToken(this.config, token);
    if (!check.valid || !check.sessionId.startsWith('t_')) return false;
    const rows = await this.sessionExists.execute({ id: check.sessionId });
    return rows.length === 0;
  }
}

/** The operation a request asks for, as one string that is equal for the same GET and POST, or null for a batch or no query. */
function operationParams(req: FastifyRequest): string | null {
  const source: unknown = req.method === 'GET' ? req.query : req.body;
  if (!source || typeof source !== 'object' || Array.isArray(source)) return null;
  const { query, operationName, variables, extensions } = source as Record<string, unknown>;
  if (typeof query !== 'string' || extensions !== undefined) return null;
  let parsedVariables = variables ?? null;
  if (typeof parsedVariables === 'string') {
    try {
      parsedVariables = JSON.parse(parsedVariables);
    } catch {
      return null;
    }
  }
  return JSON.stringify([operationName ?? null, parsedVariables, query]);
}
