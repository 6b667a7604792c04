import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems } from '../../db/schema/cart';
import { sessions, type SessionData } from '../../db/schema/sessions';
import { reusableStatement, valuePlaceholder } from '../../db/reusable-statement';

/** WooCommerce: guest sessions last 2 days, signed-in customers' 7 days; each use slides the expiry. */
export const GUEST_SESSION_TTL_MS = 2 * 24 * 3600 * 1000;
export const CUSTOMER_SESSION_TTL_MS = 7 * 24 * 3600 * 1000;

export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | '_'>;

export interface SessionRecord {
  id: string;
  customerId: number | null;
  data: SessionData;
  expiresAt: Date;
  /** The version a token must carry to name this session (raised to revoke earlier tokens). */
  tokenVersion: number;
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

type SessionRow = typeof sessions.$inferSelect;

function toRecord(row: SessionRow): SessionRecord {
  return { id: row.id, customerId: row.customerId, data: row.data, expiresAt: row.expiresAt, tokenVersion: row.tokenVersion };
}

/** The statements every request with a session runs, rendered once (reusable-statement.ts). */
const liveSession = reusableStatement<SessionRow>('session_live', (db) =>
  db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now')))),
);
const lockedSession = reusableStatement<SessionRow>('session_lock', (db) => db.select().from(sessions).where(eq(sessions.id, sql.placeholder('id'))).for('update'));
const lockedLiveSession = reusableStatement<SessionRow>('session_lock_live', (db) =>
  db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .for('update'),
);
const savedSession = reusableStatement('session_write', (db) =>
  db
    .update(sessions)
    .set({
      customerId: valuePlaceholder<number | null>('customerId'),
      data: valuePlaceholder<SessionData>('data'),
      expiresAt: valuePlaceholder<Date>('expiresAt'),
      tokenVersion: valuePlaceholder<number>('tokenVersion'),
      updatedAt: valuePlaceholder<Date>('updatedAt'),
    })
    .where(eq(sessions.id, sql.placeholder('id'))),
);

/** The live (unexpired) session with this id, or null. */
export async function findSession(db: Executor, id: string): Promise<SessionRecord | null> {
  const [row] = await liveSession.run(db, { id, now: new Date() });
  return row ? toRecord(row) : null;
}

/** A session locked by `lockSession`. */
export interface LockedSession extends SessionRecord {
  /** The row was created by this lock or emptied for having expired: the session has no cart lines. */
  blank: boolean;
}

/**
 * Locks the session row until the transaction ends, creating it if it is missing. Every change to a
 * session (its data or its cart lines) takes this lock first, so parallel requests on one session
 * (double clicks, two tabs) run one after the other and each sees what the previous one saved.
 * The row usually exists, so it is locked first (one statement); a missing one is inserted, and
 * when a parallel request inserted it first (`DO NOTHING` returns nothing) it is locked after all.
 */
export async function lockSession(tx: Executor, id: string, customerId: number | null): Promise<LockedSession> {
  const now = new Date();
  const selectLocked = () => lockedSession.run(tx, { id });
  let [row] = await selectLocked();
  if (!row) {
    const [created] = await tx
      .insert(sessions)
      .values({ id, customerId, data: {}, expiresAt: new Date(now.getTime() + sessionTtl(customerId)) })
      .onConflictDoNothing({ target: sessions.id })
      .returning();
    // Cart lines need their session row (foreign key), so a row just created has none.
    if (created) return { ...toRecord(created), blank: true };
    [row] = await selectLocked();
  }
  if (!row) throw new Error(`session ${id} vanished while being locked`);
  if (row.expiresAt > now) return { ...toRecord(row), blank: false };
  // An expired row the purge has not reached yet: what it held is gone, as if it had been purged.
  // Every token issued for it has expired too, so its token version starts over.
  await tx.delete(cartItems).where(eq(cartItems.sessionId, id));
  return { ...toRecord(row), data: {}, tokenVersion: 0, blank: true };
}

/** The row of a live session, locked until the transaction ends; null when there is none. */
export async function lockExistingSession(tx: Executor, id: string): Promise<SessionRecord | null> {
  const [row] = await lockedLiveSession.run(tx, { id, now: new Date() });
  return row ? toRecord(row) : null;
}

/** Saves a session locked with `lockSession`: its data, expiry and token version. */
export async function writeSession(tx: Executor, record: SessionRecord): Promise<void> {
  await savedSession.run(tx, { id: record.id, customerId: record.customerId, data: record.data, expiresAt: record.expiresAt, tokenVersion: record.tokenVersion, updatedAt: new Date() });
}

/** Slides a session's expiry forward without touching what it holds (a read that found it half expired). */
export async function extendSession(db: Executor, id: string, expiresAt: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt })
    .where(and(eq(sessions.id, id), lt(sessions.expiresAt, expiresAt)));
}

/**
 * Revokes every token issued for the session so far (logout, password reset): the session keeps its
 * cart for the next sign-in, but only tokens issued from now on name it. The expiry is kept at least
 * as late as any revoked token's, so the row (and its version) outlives them.
 */
export async function revokeSessionTokens(db: Executor, id: string, customerId: number | null): Promise<void> {
  const expiresAt = new Date(Date.now() + sessionTtl(customerId));
  await db
    .insert(sessions)
    .values({ id, customerId, data: {}, expiresAt, tokenVersion: 1 })
    .onConflictDoUpdate({
      target: sessions.id,
      set: {
        tokenVersion: sql`${sessions.tokenVersion} + 1`,
        expiresAt: sql`greatest(${sessions.expiresAt}, excluded.expires_at)`,
      },
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
