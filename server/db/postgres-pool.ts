import pg from 'pg';
import { connectionFault, type ConnectionFault } from './connection-faults';

/** How a serving process uses PostgreSQL: bounds on every wait, so a database that went away never hangs a request. */
export interface PostgresLimits {
  /** Connections this process keeps at most (per worker: `WORKERS` multiplies it). */
  poolMax: number;
  /** Longest wait for a new connection, or for a free one when all are busy. */
  connectTimeoutMs: number;
  /** Longest a statement may run on the server; 0: no limit (migrations, imports). */
  statementTimeoutMs: number;
}

export const DEFAULT_POSTGRES_LIMITS: PostgresLimits = { poolMax: 10, connectTimeoutMs: 5_000, statementTimeoutMs: 0 };

/** Whether the database answers, as this process last saw it, and how much of the pool is in use. */
export interface DatabaseHealth {
  /** False from a failed attempt to reach the database until a probe reaches it again. */
  readonly available: boolean;
  poolUse(): { total: number; idle: number; waiting: number; max: number };
  /** Connection faults seen, by kind, since the process started (metrics). */
  readonly faults: Record<ConnectionFault, number>;
}

/** How often an unreachable database is tried again: the server answers within about this long of its return. */
const PROBE_INTERVAL_MS = 500;

export function connectionOptions(url: string, limits: PostgresLimits): pg.PoolConfig {
  return {
    connectionString: url,
    max: limits.poolMax,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    // A peer that vanished without closing (a failover, a dropped network) is noticed by TCP, not after hours.
    keepAlive: true,
    ...(limits.statementTimeoutMs > 0
      ? {
          statement_timeout: limits.statementTimeoutMs,
          // The server cancels a slow statement; this bounds the wait on a server that no longer answers at all.
          query_timeout: limits.statementTimeoutMs + limits.connectTimeoutMs,
        }
      : {}),
  };
}

/**
 * A pg pool that survives the database going away: every connection has an error listener (a
 * terminated connection reports on the client, and one checked out of the pool has none, which
 * ended the process), every connection fault is recorded on the request that met it (answered
 * 503), and an unreachable database is probed until it answers again.
 */
export function createResilientPool(url: string, limits: PostgresLimits, log: (level: 'warn' | 'info', message: string) => void) {
  const pool = new pg.Pool(connectionOptions(url, limits));
  let available = true;
  let probing = false;
  const faults: Record<ConnectionFault, number> = { lost: 0, unreachable: 0 };

  const probeOnce = async (): Promise<boolean> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: limits.connectTimeoutMs, query_timeout: limits.connectTimeoutMs });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  };
  const probeUntilBack = async () => {
    if (probing) return;
    probing = true;
    try {
      while (!pool.ending) {
        if (await probeOnce()) {
          if (!available) log('info', 'the database answers again');
          available = true;
          return;
        }
        if (available) log('warn', 'the database cannot be reached; answering 503 until it is back');
        available = false;
        await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS).unref());
      }
    } finally {
      probing = false;
    }
  };

  const noteError = (error: unknown) => {
    const fault = connectionFault(error);
    if (!fault) return;
    faults[fault] += 1;
    if (fault === 'unreachable' && available) {
      available = false;
      log('warn', 'the database cannot be reached; answering 503 until it is back');
    }
    void probeUntilBack();
  };
  const observe = <T>(result: T): T => {
    if (result instanceof Promise) {
      return result.catch((error: unknown) => {
        noteError(error);
        throw error;
      }) as T;
    }
    return result;
  };

  // An idle connection ended by the server is reported on the pool; the pool drops it and opens another on next use.
  pool.on('error', noteError);
  pool.on('connect', (client) => {
    // Reported on a checked-out client (mid-transaction) too: the query in flight fails, the process stays.
    client.on('error', noteError);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => observe(query(...args))) as typeof client.query;
  });
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => observe(connect(...args))) as typeof pool.connect;
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => observe(poolQuery(...args))) as typeof pool.query;

  const health: DatabaseHealth = {
    get available() {
      return available;
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: limits.poolMax }),
    faults,
  };
  return { pool, health };
}

/**
 * Waits until the database takes connections, for at most `waitMs`, so a server started alongside
 * its database (or during a restart) does not give up at once. Errors that waiting will not cure
 * (a wrong password, a missing database) fail at once.
 */
export async function waitForDatabase(url: string, waitMs: number, connectTimeoutMs: number, onWait: (message: string) => void): Promise<void> {
  const deadline = Date.now() + waitMs;
  let told = false;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.end().catch(() => {});
      return;
    } catch (error) {
      await client.end().catch(() => {});
      const message = (error as Error).message || String((error as { code?: string }).code ?? error);
      if (!connectionFault(error) || Date.now() >= deadline) {
        throw new Error(`cannot connect to DATABASE_URL${told ? ` within ${Math.round(waitMs / 1000)} s` : ''}: ${message}`);
      }
      if (!told) {
        const { hostname, port } = new URL(url);
        onWait(`waiting up to ${Math.round(waitMs / 1000)} s for the database at ${hostname}:${port || 5432} (${message})`);
        told = true;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(PROBE_INTERVAL_MS, Math.max(0, deadline - Date.now()))));
    }
  }
}
