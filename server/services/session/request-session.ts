import type { ServerConfig } from '../../config';
import type { Database } from '../../db/client';
import type { SessionData } from '../../db/schema/sessions';
import { issueSessionToken, verifySessionToken, type SessionTokenCheck } from './token';
import {
  customerSessionId,
  findSession,
  newGuestSessionId,
  saveSession,
  sessionTtl,
  type Executor,
  type SessionRecord,
} from './store';

export const SESSION_HEADER = 'woocommerce-session';

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
 */
export class RequestSession {
  private tokenCheck?: Promise<SessionTokenCheck | null>;
  private current?: Promise<SessionRecord>;
  private issuedToken: string | null = null;
  private customerId: number | null;

  constructor(private readonly options: RequestSessionOptions) {
    this.customerId = options.customerId;
  }

  /** Why the presented token was refused ('Invalid session token', …), or null. Cart operations report it. */
  async tokenError(): Promise<string | null> {
    const check = await this.checkToken();
    return check && !check.valid ? check.message : null;
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

  /** Persists a change (cart lines or session data) and slides the expiry; the client gets a new token. */
  async touch(update?: (data: SessionData) => SessionData, db: Executor = this.options.db): Promise<void> {
    const record = await this.record();
    if (update) record.data = update(record.data);
    record.expiresAt = new Date(Date.now() + sessionTtl(record.customerId));
    await saveSession(db, record);
    await this.emitToken(record);
  }

  /** Makes sure the session row exists (cart lines reference it). */
  async ensureSaved(db: Executor = this.options.db): Promise<string> {
    const record = await this.record();
    await saveSession(db, record);
    return record.id;
  }

  /** After login or registration: continue in the customer's session, taking the guest's cart along. */
  async signIn(customerId: number): Promise<void> {
    const previous = this.current ? await this.current : null;
    this.customerId = customerId;
    this.current = this.resolveForCustomer(customerId, previous?.id ?? (await this.validTokenSessionId()));
    await this.emitToken(await this.current);
  }

  /** After logout: a fresh, empty guest session. */
  async signOut(): Promise<void> {
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
      if (tokenSessionId !== record.id) await this.emitToken(record);
      return record;
    }
    if (check?.valid) {
      const existing = await findSession(this.options.db, check.sessionId);
      // A valid token whose row was purged starts over empty under the same id, as WooCommerce does.
      const record = existing ?? newRecord(check.sessionId, customerIdOf(check.sessionId));
      const ttl = sessionTtl(record.customerId);
      if (existing && record.expiresAt.getTime() - Date.now() < ttl / 2) {
        record.expiresAt = new Date(Date.now() + ttl);
        await saveSession(this.options.db, record);
        await this.emitToken(record);
      } else if (check.expiresAt.getTime() - Date.now() < ttl / 2) {
        await this.emitToken(record);
      }
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
    const record = (await findSession(this.options.db, id)) ?? newRecord(id, customerId);
    record.expiresAt = new Date(Date.now() + sessionTtl(customerId));
    await saveSession(this.options.db, record);
    return record;
  }

  private async emitToken(record: SessionRecord): Promise<string> {
    const token = await issueSessionToken(this.options.config, record.id, record.expiresAt);
    this.issuedToken = token;
    this.options.responseHeaders.set(SESSION_HEADER, token);
    return token;
  }
}

function newRecord(id: string, customerId: number | null): SessionRecord {
  return { id, customerId, data: {}, expiresAt: new Date(Date.now() + sessionTtl(customerId)) };
}

/** Customer sessions are keyed by the customer id; guests' ids start with "t_". */
function customerIdOf(sessionId: string): number | null {
  return /^\d+$/.test(sessionId) ? Number(sessionId) : null;
}
