// The embedded database (PGlite, PostgreSQL compiled to WebAssembly) on a thread of its own, so that
// its work runs beside HTTP and GraphQL instead of blocking them. server/db/pglite-thread.ts is the
// other side. Plain JavaScript: a worker thread starts without the TypeScript loader in every host
// (tsx, vitest).
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fastStatement, isFastStatement } from './pglite-fast-statements.mjs';

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread');

/** @type {PGlite} */
let db;
/** Open transactions by id: PGlite's handle, how to end it and its outcome. */
const transactions = new Map();
/** The reason given to PGlite for a rollback the caller asked for. */
const ROLLED_BACK = new Error('rolled back');
/** LISTEN subscriptions by id: how to stop them. */
const subscriptions = new Map();
/** The channel of each subscription, as PostgreSQL names it in a notification. */
const subscribedChannels = new Map();

/** PostgreSQL's name for a channel as LISTEN is given it: folded to lower case unless quoted. */
const channelName = (channel) => (/^".*"$/.test(channel) ? channel.slice(1, -1).replace(/""/g, '"') : channel.toLowerCase());

/** Hands notifications the fast path read to the subscriptions of their channel, as PGlite would. */
function deliver(notifications) {
  for (const { channel, payload } of notifications) {
    for (const [id, subscribed] of subscribedChannels) if (subscribed === channel) port.postMessage({ notify: id, payload });
  }
}

/** The parts of a database error callers look at (SQLSTATE code, constraint, ...), as plain data. */
function describeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const described = { name: error.name, message: error.message };
  for (const key of ['code', 'severity', 'detail', 'hint', 'position', 'schema', 'table', 'column', 'dataType', 'constraint', 'where', 'routine']) {
    if (error[key] !== undefined) described[key] = error[key];
  }
  return described;
}

/** Query options with parsers replaced by "keep these types as text", the only parsers callers pass. */
function queryOptions(options) {
  if (!options) return undefined;
  const { textTypes, ...rest } = options;
  if (!textTypes) return rest;
  return { ...rest, parsers: Object.fromEntries(textTypes.map((oid) => [oid, (value) => value])) };
}

function runner(txId) {
  if (txId === undefined) return db;
  const tx = transactions.get(txId);
  if (!tx) throw new Error('the transaction has already ended');
  return tx.handle;
}

const operations = {
  async open({ dataDir, loadDataDir }) {
    const options = { extensions: { pg_trgm } };
    db = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create({ ...options, loadDataDir: new Blob([loadDataDir]) });
  },
  async query({ sql, params, options, tx }) {
    const queryOptionsOfCall = queryOptions(options);
    const handle = runner(tx);
    if (isFastStatement(sql, queryOptionsOfCall)) {
      // Under the same locks as query(): outside a transaction, never inside another caller's one.
      await db._checkReady();
      const run = () => db._runExclusiveQuery(() => fastStatement(db, sql, params, queryOptionsOfCall, tx !== undefined));
      const result = await (tx === undefined ? db._runExclusiveTransaction(run) : run());
      if (result) {
        // Before the answer, so that a caller who wrote hears its own change first.
        const { notifications, ...answer } = result;
        deliver(notifications);
        return answer;
      }
    }
    return handle.query(sql, params, queryOptionsOfCall);
  },
  exec: ({ sql, tx }) => runner(tx).exec(sql),
  begin({ id }) {
    // Resolves once BEGIN has run; the transaction then stays open until `end`.
    return new Promise((started, failed) => {
      const tx = {};
      tx.done = db.transaction(
        (handle) =>
          new Promise((commit, rollback) => {
            Object.assign(tx, { handle, commit, rollback });
            transactions.set(id, tx);
            started();
          }),
      );
      // When BEGIN itself failed the callback never ran.
      tx.done.catch((error) => {
        if (!tx.handle) failed(error);
      });
    });
  },
  async end({ id, commit }) {
    const tx = transactions.get(id);
    if (!tx) throw new Error('the transaction has already ended');
    transactions.delete(id);
    if (commit) {
      tx.commit();
      await tx.done;
    } else {
      tx.rollback(ROLLED_BACK);
      await tx.done.catch((error) => {
        if (error !== ROLLED_BACK) throw error;
      });
    }
  },
  async listen({ id, channel }) {
    const unsubscribe = await db.listen(channel, (payload) => port.postMessage({ notify: id, payload }));
    subscriptions.set(id, unsubscribe);
    subscribedChannels.set(id, channelName(channel));
  },
  async unlisten({ id }) {
    subscribedChannels.delete(id);
    await subscriptions.get(id)?.();
    subscriptions.delete(id);
  },
  // Answered after every message sent before it, notifications included.
  ping: () => undefined,
  async dump() {
    const blob = await db.dumpDataDir('none');
    return blob.arrayBuffer();
  },
  async close() {
    await db?.close();
  },
};

port.on('message', async (message) => {
  try {
    const result = await operations[message.op](message);
    const transfer = result instanceof ArrayBuffer ? [result] : [];
    port.postMessage({ call: message.call, result }, transfer);
  } catch (error) {
    port.postMessage({ call: message.call, error: describeError(error) });
  }
});
