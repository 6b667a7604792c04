import type { ServerConfig } from '../../config';
import type { Database } from '../../db/client';
import type { SessionData } from '../../db/schema/sessions';
import { userError } from '../../graphql/errors';
import { INVALID_SESSION_TOKEN, issueSessionToken, verifySessionToken, type SessionTokenCheck } from './token';
import {
  customerSessionId,
  extendSession,
  findSession,
  lockSession,
  newGuestSessionId,
  revokeSessionTokens,
  sessionTtl,
  writeSession,
  type LockedSession,
  type SessionRecord,
} from './store';

export const SESSION_HEADER = 'woocommerce-session';

/** A database transaction, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Moves what a guest session holds (cart, coupons, addresses) into a customer's session. */
export type SessionTransfer = (db: Database, fromSessionId: string, toSessionId: string) => Promise<void>;

export interface RequestSessionOptions {
  db: Database;
  config: ServerConfig;
  responseHeaders: Headers;
  /** The token from `woocommerce-session: Session <token>`, if any. */
  incomingToken: string | null;
  /** The customer signed in with a valid bearer token, if any. */
  customerId: number | null;
  transfer: SessionTransfer;
}

/**
 * The shopping session of one request, resolved on first use: the session named by a valid token,
 * the signed-in customer's session (a guest session presented alongside is merged into it), or a new
 * guest session. Whenever the session is created, re-keyed, changed or half expired, a fresh token is
 * put in the `woocommerce-session` response header.
 *
 * Reading writes nothing: a new session's row is created by its first change, and a read only slides
 * the expiry once the session is half expired (as WooCommerce does). Every change goes through
 * `mutate`, which holds the session row's lock, so parallel requests on one session never lose or
 * overwrite each other's changes.
 */
export class RequestSession {
  private tokenCheck?: Promise<SessionTokenCheck | null>;
  private current?: Promise<SessionRecord>;
  private issuedToken: string | null = null;
  private customerId: number | null;
  /** The presented token was valid once but its session revoked it (logout, password reset). */
  private tokenRevoked = false;
  /** A valid token whose revocation the next `mutate` checks on the row it locks (see `tokenError`). */
  private checkOnLock: Extract<SessionTokenCheck, { valid: true }> | null = null;

  constructor(private readonly options: RequestSessionOptions) {
    this.customerId = options.customerId;
  }

  /**
   * Why the presented token was refused ('Invalid session token', …), or null. Cart operations report it.
   * `mutateNext`: the caller's next use of the session is `mutate`, which reads the token's session row
   * under its lock anyway; whether the token was revoked is then checked there (the row is read once).
   */
  async tokenError(mutateNext = false): Promise<string | null> {
    const check = await this.checkToken();
    if (check && !check.valid) return check.message;
    if (check?.valid && mutateNext && !this.current && this.customerId === null) {
      this.checkOnLock = check;
      return null;
    }
    if (check?.valid) await this.record();
    return this.tokenRevoked ? INVALID_SESSION_TOKEN : null;
  }

  /** Whether the request carries a current session token: reading the session then starts none. */
  async hasValidToken(): Promise<boolean> {
    return (await this.validTokenSessionId()) !== null;
  }

  async record(): Promise<SessionRecord> {
    this.current ??= this.resolve();
    return this.current;
  }

  async id(): Promise<string> {
    return (await this.record()).id;
  }

  async data(): Promise<SessionData> {
    return (await this.record()).data;
  }

  /** The token for this session, issuing one if the client has none that is current. */
  async token(): Promise<string> {
    const record = await this.record();
    if (this.issuedToken) return this.issuedToken;
    const check = await this.checkToken();
    if (check?.valid && check.sessionId === record.id && this.options.incomingToken) return this.options.incomingToken;
    return this.emitToken(record);
  }

  /**
   * Changes the session in one transaction that first locks its row (creating it if needed) and reads
   * it afresh: `work` sees what every earlier request saved, changes `record.data` and the cart lines
   * through `tx` only (any other connection would wait on this very transaction), and the result is
   * saved with a slid expiry. The client gets a new token. After `tokenError(true)` the lock is the
   * request's first read of the session.
   */
  async mutate<T>(work: (tx: Transaction, record: LockedSession) => Promise<T>): Promise<T> {
    const token = this.checkOnLock;
    this.checkOnLock = null;
    if (!token || this.current) return this.change(await this.record(), work);
    try {
      return await this.change({ id: token.sessionId, customerId: customerIdOf(token.sessionId) }, work, token.version);
    } catch (error) {
      // Nothing changed. The session is read as `tokenError` would have read it (a half-expired one
      // slides), and a revoked token is refused as it would have been.
      const message = await this.tokenError();
      throw message ? userError(message, 'INVALID_SESSION_TOKEN') : error;
    }
  }

  /** `mutate` on the given session; with `tokenVersion`, a token its live row has revoked changes nothing. */
  private async change<T>(
    { id, customerId }: Pick<SessionRecord, 'id' | 'customerId'>,
    work: (tx: Transaction, record: LockedSession) => Promise<T>,
    tokenVersion?: number,
  ): Promise<T> {
    let saved: SessionRecord | undefined;
    const result = await this.options.db.transaction(async (tx) => {
      const locked = await lockSession(tx, id, customerId);
      if (tokenVersion !== undefined && !locked.blank && locked.tokenVersion !== tokenVersion) throw new Error('session token revoked');
      const value = await work(tx, locked);
      locked.expiresAt = new Date(Date.now() + sessionTtl(locked.customerId));
      await writeSession(tx, locked);
      saved = locked;
      return value;
    });
    this.current = Promise.resolve(saved!);
    await this.emitToken(saved!);
    return result;
  }

  /** Changes the session's data (addresses, coupons, chosen rates) under the session lock. */
  async touch(update: (data: SessionData) => SessionData): Promise<void> {
    await this.mutate(async (_tx, record) => {
      record.data = update(record.data);
    });
  }

  /** After login or registration: continue in the customer's session, taking the guest's cart along. */
  async signIn(customerId: number): Promise<void> {
    const previous = this.current ? await this.current : null;
    this.customerId = customerId;
    this.current = this.resolveForCustomer(customerId, previous?.id ?? (await this.validTokenSessionId()));
    await this.emitToken(await this.current);
  }

  /**
   * After logout: the customer's session stops answering to any token issued so far (it keeps its
   * cart for the next sign-in), and the client continues in a fresh, empty guest session.
   */
  async signOut(): Promise<void> {
    const customerId = this.customerId ?? customerIdOf((await this.validTokenSessionId()) ?? '');
    if (customerId !== null) await revokeSessionTokens(this.options.db, customerSessionId(customerId), customerId);
    this.customerId = null;
    const record = newRecord(newGuestSessionId(), null);
    this.current = Promise.resolve(record);
    await this.emitToken(record);
  }

  private checkToken(): Promise<SessionTokenCheck | null> {
    const token = this.options.incomingToken;
    this.tokenCheck ??= token ? verifySessionToken(this.options.config, token) : Promise.resolve(null);
    return this.tokenCheck;
  }

  private async validTokenSessionId(): Promise<string | null> {
    const check = await this.checkToken();
    return check?.valid ? check.sessionId : null;
  }

  private async resolve(): Promise<SessionRecord> {
    const check = await this.checkToken();
    const tokenSessionId = check?.valid ? check.sessionId : null;
    if (this.customerId !== null) {
      const record = await this.resolveForCustomer(this.customerId, tokenSessionId);
      // The bearer token proves the customer: a revoked session token is simply replaced.
      if (tokenSessionId !== record.id || (check?.valid && check.version !== record.tokenVersion)) await this.emitToken(record);
      return record;
    }
    if (check?.valid) {
      const existing = await findSession(this.options.db, check.sessionId);
      if (existing && existing.tokenVersion !== check.version) {
        this.tokenRevoked = true;
        const fresh = newRecord(newGuestSessionId(), null);
        await this.emitToken(fresh);
        return fresh;
      }
      // A valid token whose row was purged (or never written) starts over empty under the same id, as WooCommerce does.
      const record = existing ?? newRecord(check.sessionId, customerIdOf(check.sessionId));
      if (existing && (await this.slideIfHalfExpired(existing))) await this.emitToken(record);
      else if (check.expiresAt.getTime() - Date.now() < sessionTtl(record.customerId) / 2) await this.emitToken(record);
      return record;
    }
    const record = newRecord(newGuestSessionId(), null);
    await this.emitToken(record);
    return record;
  }

  private async resolveForCustomer(customerId: number, guestSessionId: string | null): Promise<SessionRecord> {
    const id = customerSessionId(customerId);
    if (guestSessionId && guestSessionId !== id && guestSessionId.startsWith('t_')) {
      await this.options.transfer(this.options.db, guestSessionId, id);
    }
    const existing = await findSession(this.options.db, id);
    if (existing) await this.slideIfHalfExpired(existing);
    return existing ?? newRecord(id, customerId);
  }

  /** WooCommerce renews a session's expiry once it is half gone; only the expiry is written. */
  private async slideIfHalfExpired(record: SessionRecord): Promise<boolean> {
    const ttl = sessionTtl(record.customerId);
    if (record.expiresAt.getTime() - Date.now() >= ttl / 2) return false;
    record.expiresAt = new Date(Date.now() + ttl);
    await extendSession(this.options.db, record.id, record.expiresAt);
    return true;
  }

  private async emitToken(record: SessionRecord): Promise<string> {
    const token = await issueSessionToken(this.options.config, record.id, record.expiresAt, record.tokenVersion);
    this.issuedToken = token;
    this.options.responseHeaders.set(SESSION_HEADER, token);
    return token;
  }
}

function newRecord(id: string, customerId: number | null): SessionRecord {
  return { id, customerId, data: {}, expiresAt: new Date(Date.now() + sessionTtl(customerId)), tokenVersion: 0 };
}

/** Customer sessions are keyed by the customer id; guests' ids start with "t_". */
function customerIdOf(sessionId: string): number | null {
  return /^\d+$/.test(sessionId) ? Number(sessionId) : null;
}
