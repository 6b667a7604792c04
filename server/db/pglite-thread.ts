import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

/**
 * PGlite on a worker thread (server/db/pglite-worker.mjs), with the part of PGlite's interface the
 * server uses: queries, interactive transactions, LISTEN, dumps. PGlite runs PostgreSQL on the thread
 * that calls it; on the request thread every query would stop HTTP and GraphQL for its whole length,
 * and leave the machine's other cores idle.
 */

export type PGliteSource = { dataDir: string } | { template: Blob };

/** An error raised by the database, with the fields callers test (SQLSTATE `code`, `constraint`, ...). */
export class EmbeddedDatabaseError extends Error {
  code?: string;
  constraint?: string;
  detail?: string;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

type Reply = { call: number; result?: unknown; error?: Record<string, unknown> & { message: string } } | { notify: number; payload: string };

/** What queries run on: the database itself, or one open transaction. */
export interface PGliteQueryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface PGliteTransaction extends PGliteQueryable {
  readonly closed: boolean;
  rollback(): Promise<void>;
}

/**
 * Parsers cannot cross to the worker. The only ones passed (by drizzle) keep values of some types as
 * text, so they are sent as those types' OIDs; the worker checks nothing else was asked.
 */
function portableOptions(options: QueryOptions | undefined) {
  if (!options) return undefined;
  const { parsers, serializers, ...rest } = options;
  if (serializers) throw new Error('custom serializers are not supported by the embedded database thread');
  return parsers ? { ...rest, textTypes: Object.keys(parsers).map(Number) } : rest;
}

export class PGliteThread implements PGliteQueryable {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #failure: Error | null = null;

  private constructor() {
    this.#worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url));
    this.#worker.on('message', (reply: Reply) => this.#receive(reply));
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', (code) => this.#fail(new Error(`the embedded database stopped (exit code ${code})`)));
  }

  static async open(source: PGliteSource): Promise<PGliteThread> {
    const thread = new PGliteThread();
    try {
      if ('dataDir' in source) await thread.#call('open', { dataDir: source.dataDir });
      else {
        const loadDataDir = await source.template.arrayBuffer();
        await thread.#call('open', { loadDataDir }, [loadDataDir]);
      }
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
    return thread;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.#call('query', { sql, params, options: portableOptions(options), tx }) as Promise<Results<T>>;
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    return this.#call('exec', { sql, tx }) as Promise<Results[]>;
  }

  /** Runs `callback` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: PGliteTransaction) => Promise<T>): Promise<T> {
    const id = this.#nextId++;
    await this.#call('begin', { id });
    let closed = false;
    const tx: PGliteTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      exec: (sql) => this.exec(sql, id),
      get closed() {
        return closed;
      },
      rollback: async () => {
        closed = true;
        await this.#call('end', { id, commit: false });
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#call('end', { id, commit: false }).catch(() => {});
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.#call('end', { id, commit: true });
    }
    return result;
  }

  /** Calls `onNotify` for every NOTIFY on `channel`; resolves to the function that stops it. */
  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const id = this.#nextId++;
    this.#listeners.set(id, onNotify);
    await this.#call('listen', { id, channel });
    return async () => {
      this.#listeners.delete(id);
      await this.#call('unlisten', { id }).catch(() => {});
    };
  }

  /** Resolves once every notification the database sent before the call has been delivered. */
  async flushNotifications(): Promise<void> {
    await this.#call('ping', {});
  }

  async dumpDataDir(): Promise<Blob> {
    const buffer = (await this.#call('dump', {})) as ArrayBuffer;
    return new Blob([buffer]);
  }

  async close(): Promise<void> {
    if (!this.#failure) await this.#call('close', {}).catch(() => {});
    this.#failure ??= new Error('the embedded database is closed');
    await this.#worker.terminate();
  }

  #call(op: string, message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const call = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(call, { resolve, reject });
      this.#worker.postMessage({ ...message, op, call }, transfer);
    });
  }

  #receive(reply: Reply) {
    if ('notify' in reply) {
      this.#listeners.get(reply.notify)?.(reply.payload);
      return;
    }
    const pending = this.#pending.get(reply.call);
    if (!pending) return;
    this.#pending.delete(reply.call);
    if (reply.error) pending.reject(Object.assign(new EmbeddedDatabaseError(reply.error.message), reply.error));
    else pending.resolve(reply.result);
  }

  /** The worker is gone: every call waiting for it, and every later one, fails with the reason. */
  #fail(error: Error) {
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(this.#failure);
    this.#pending.clear();
  }
}

/**
 * Marks a statement drizzle prepares by name as one PGlite should keep prepared too: on PostgreSQL
 * the driver names it, so PostgreSQL parses it once and settles on a plan; PGlite's own query() would
 * parse and plan it on every run (see pglite-fast-statements.mjs).
 */
export function keptPreparedInPglite<Q>(query: Q): Q {
  const config = (query as unknown as { queryConfig?: Record<string, unknown> }).queryConfig;
  // node-postgres' prepared queries carry their statement name already.
  if (config && config.name === undefined) config.keepPrepared = true;
  return query;
}
