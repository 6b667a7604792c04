import { rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { count, desc, eq } from 'drizzle-orm';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { liveLockHolder, updateDataDirLock } from './db/data-dir-lock';
import { mailOutbox } from './db/schema/mail';
import { downloadPermissions } from './db/schema/orders';
import { OrderCommandError, settleOrder } from './services/orders/payment';

/**
 * The embedded database can be open in one process only. While the server runs, the shop owner's
 * commands that only read or make small changes (`npm run outbox`, `npm run order`) reach it through a
 * Unix socket in the data directory, mode 0600: only the server's own OS user can connect, and it is
 * never reachable over the network. Commands that rewrite the catalogue (import, seeding) refuse instead.
 */
export type ControlCommand = { name: 'outbox'; limit: number } | { name: 'order'; action: 'paid' | 'complete'; orderId: number };

export type MailRow = typeof mailOutbox.$inferSelect;

export type ControlResult =
  | { ok: true; mail: MailRow[] }
  | { ok: true; order: SettledOrder }
  | { ok: false; message: string };

/** An order the owner marked paid or complete, with the files it now lets its buyer download. */
export interface SettledOrder {
  id: number;
  status: string;
  datePaid: string | null;
  downloads: number;
}

export function controlSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'control.sock');
}

/** Runs one command against an open database: the server runs it for a CLI, or the CLI itself. */
export async function runControlCommand(db: Database, command: ControlCommand): Promise<ControlResult> {
  if (command.name === 'outbox') {
    const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(command.limit);
    return { ok: true, mail: rows.reverse() };
  }
  try {
    const order = await settleOrder(db, command.orderId, command.action);
    const [granted] = await db.select({ downloads: count() }).from(downloadPermissions).where(eq(downloadPermissions.orderId, order.id));
    return { ok: true, order: { id: order.id, status: order.status, datePaid: order.datePaid?.toISOString() ?? null, downloads: granted?.downloads ?? 0 } };
  } catch (error) {
    if (error instanceof OrderCommandError) return { ok: false, message: error.message };
    throw error;
  }
}

/** Listens on the control socket and names it in the data directory's lock; returns the function that closes it. */
export async function startControlSocket(db: Database, dataDir: string, pgliteDir: string): Promise<() => Promise<void>> {
  const socketPath = controlSocketPath(dataDir);
  // We hold the data directory's lock, so a socket file left there belongs to a process that died.
  rmSync(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      void (async () => {
        try {
          const result = await runControlCommand(db, JSON.parse(body) as ControlCommand);
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
        } catch (error) {
          response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: false, message: (error as Error).message }));
        }
      })();
    });
  });
  const previousMask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socketPath, resolve));
  } finally {
    process.umask(previousMask);
  }
  updateDataDirLock(pgliteDir, { command: 'server', controlSocket: socketPath });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Sends a command to the running server that holds the data directory, or null when none offers a socket. */
export async function sendToRunningServer(pgliteDir: string, command: ControlCommand): Promise<ControlResult | null> {
  const socketPath = liveLockHolder(pgliteDir)?.controlSocket;
  if (!socketPath) return null;
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, path: '/', method: 'POST', headers: { 'content-type': 'application/json' } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      response.on('end', () => {
        try {
          resolve(JSON.parse(body) as ControlResult);
        } catch (error) {
          reject(error as Error);
        }
      });
    });
    request.on('error', reject);
    request.end(JSON.stringify(command));
  });
}

/**
 * Runs an owner's command: on PostgreSQL directly; on the embedded database through the running
 * server when there is one, else by opening the database (refused if another process holds it).
 */
export async function runOwnerCommand(config: ServerConfig, command: ControlCommand): Promise<ControlResult> {
  if (!config.databaseUrl) {
    const viaServer = await sendToRunningServer(path.join(config.dataDir, 'pglite'), command);
    if (viaServer) return viaServer;
  }
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await database.migrate();
    return await runControlCommand(database.db, command);
  } finally {
    await database.close();
  }
}
