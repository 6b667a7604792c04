import type { PGliteThread } from './pglite-thread';
import pg from 'pg';

/**
 * A subscription to a PostgreSQL notification channel (LISTEN). `onChange` runs for every
 * notification and again after a lost connection comes back, since notifications sent meanwhile are
 * lost: a listener must then assume anything changed.
 */
export interface ChannelSubscription {
  /** False while the connection that receives notifications is down: nothing heard can be trusted. */
  readonly connected: boolean;
  /** Resolves once every notification committed before the call has been delivered to `onChange`. */
  heard(): Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to queries and lose the LISTEN),
 * connected again, every second, for as long as the database is away.
 */
export async function listenPostgres(url: string, channel: string, onChange: () => void, connectTimeoutMs = 5_000): Promise<ChannelSubscription> {
  let client: pg.Client | null = null;
  let connected = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let asked: Promise<void> = Promise.resolve();

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
    // A dropped connection reports on the client; without a listener Node would crash.
    next.on('error', () => {});
    next.on('end', () => {
      if (client !== next) return;
      connected = false;
      client = null;
      if (!closed) retry = setTimeout(reconnect, RECONNECT_MS);
    });
    next.on('notification', (message) => {
      if (message.channel === channel) onChange();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    connected = true;
  };
  const reconnect = () => {
    connect().then(onChange, () => {
      if (!closed) retry = setTimeout(reconnect, RECONNECT_MS);
    });
  };

  // A database that is away now is waited for like one that went away later: nothing heard is trusted meanwhile.
  await connect().catch(() => {
    retry = setTimeout(reconnect, RECONNECT_MS);
  });
  return {
    get connected() {
      return connected;
    },
    heard() {
      // The server sends pending notifications ahead of this query's answer, on the same connection.
      // One query at a time: node-postgres deprecates queueing one behind another (pg 9 drops it).
      asked = asked.then(async () => {
        await client?.query('select 1');
      }).catch(() => {});
      return asked;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      connected = false;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

/** PGlite, on its thread, sends a statement's notifications ahead of the statement's answer. */
export async function listenPglite(client: PGliteThread, channel: string, onChange: () => void): Promise<ChannelSubscription> {
  const unsubscribe = await client.listen(channel, onChange);
  let connected = true;
  return {
    get connected() {
      return connected;
    },
    heard: () => client.flushNotifications(),
    async close() {
      connected = false;
      await unsubscribe();
    },
  };
}
