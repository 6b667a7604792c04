import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, type SessionData } from '../../db/schema/sessions';

/** WooCommerce: guest sessions last 2 days, signed-in customers' 7 days; each use slides the expiry. */
export const GUEST_SESSION_TTL_MS = 2 * 24 * 3600 * 1000;
export const CUSTOMER_SESSION_TTL_MS = 7 * 24 * 3600 * 1000;

export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export interface SessionRecord {
  id: string;
  customerId: number | null;
  data: SessionData;
  expiresAt: Date;
}

const GUEST_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Newer WooCommerce guest ids: "t_" + 30 random characters. */
export function newGuestSessionId(): string {
  const bytes = randomBytes(30);
  let id = 't_';
  for (const byte of bytes) id += GUEST_ID_ALPHABET[byte % GUEST_ID_ALPHABET.length];
  return id;
}

/** A customer's session is keyed by the customer id, so the cart follows them across devices. */
export function customerSessionId(customerId: number): string {
  return String(customerId);
}

export function sessionTtl(customerId: number | null): number {
  return customerId === null ? GUEST_SESSION_TTL_MS : CUSTOMER_SESSION_TTL_MS;
}

/** The live (unexpired) session with this id, or null. */
export async function findSession(db: Executor, id: string): Promise<SessionRecord | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())));
  return row ? { id: row.id, customerId: row.customerId, data: row.data, expiresAt: row.expiresAt } : null;
}

/** Creates or replaces a session row (expired rows with the same id are reused). */
export async function saveSession(db: Executor, record: SessionRecord): Promise<void> {
  await db
    .insert(sessions)
    .values({ ...record, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: sessions.id,
      set: { customerId: record.customerId, data: record.data, expiresAt: record.expiresAt, updatedAt: new Date() },
    });
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Removes sessions (and, by cascade, their carts) that nobody can use any more. */
export async function purgeExpiredSessions(db: Executor): Promise<number> {
  const removed = await db.delete(sessions).where(lt(sessions.expiresAt, new Date())).returning({ id: sessions.id });
  return removed.length;
}

const PURGE_INTERVAL_MS = 3600 * 1000;

/** Purges expired sessions now and every hour; returns the function that stops it. */
export function scheduleSessionPurge(db: Executor, log: { error(details: object, message: string): void }): () => void {
  const purge = () => void purgeExpiredSessions(db).catch((error: unknown) => log.error({ err: error }, 'purging expired sessions failed'));
  purge();
  const timer = setInterval(purge, PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
