import type { Disposable, IEnvironment as Environment } from 'relay-runtime';
import { AUTH_RENEWAL_MARGIN_MS, authTokenExpiresAt, clearSignIn, isSignedIn, subscribeToSignIn } from './authTokens';
import { requestErrorOf } from '../relay/request-error';
import { isDeadSessionError, recoverFromFailedSessionStart, sessionStartSucceeded } from './sessionRecovery';

export type SessionStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The session's requests (its query, the auth token's renewal) load when the session starts, on the
 * shopper's first activity, not with the page.
 */
const loadFetchSession = () => import('./fetchSession').then((module) => module.fetchSession);
const loadRefreshAuthToken = () => import('./refreshAuthToken').then((module) => module.refreshAuthToken);

export interface SessionControllerOptions {
  /** What to do when the session start fails; the default clears the browser and reloads once. */
  recover?: () => void;
  /** Waits before each new read of a session the shop answered with an error. */
  retryDelaysMs?: readonly number[];
  /** Waits before reading a session once more that the shop could not be reached for. */
  unreachableRetryDelayMs?: number;
}

const RETRY_DELAYS_MS = [1_000, 4_000, 15_000];
const UNREACHABLE_RETRY_DELAY_MS = 1_000;
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The shop answered, with an error in its answer (a cart line it cannot show, a plugin's failure): the
 * session itself is fine, so its token stays, and so do the cart lines the shop holds for it. Only a
 * session that cannot work again (spec §8's messages), or no answer at all, starts over.
 */
function shopAnsweredWithError(error: unknown): boolean {
  // No failed call behind it: no answer came (no network, or the page was left).
  const request = requestErrorOf(error);
  return request !== null && request.details.status === 200 && !isDeadSessionError(request);
}

/**
 * The shopper's session for one Relay environment: started once (spec §4), refreshed after sign-in
 * and sign-out, with the auth token renewed before it expires. Components follow its status.
 */
export class SessionController {
  private status: SessionStatus = 'idle';
  private starting: Promise<void> | null = null;
  private retained: Disposable | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<() => void>();
  private retries = 0;
  private unreachableRetried = false;
  /** Counts refreshes: a read that went out before the latest one has credentials or a cart since changed. */
  private refreshes = 0;

  constructor(
    private readonly environment: Environment,
    private readonly options: SessionControllerOptions = {},
  ) {
    subscribeToSignIn(() => this.scheduleTokenRefresh());
  }

  getStatus = (): SessionStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts the session once; later calls share the first start. */
  start(): Promise<void> {
    this.starting ??= this.fetch().then(
      () => {
        sessionStartSucceeded();
        this.setStatus('ready');
        this.scheduleTokenRefresh();
      },
      (error: unknown) => {
        // No answer at all is also what a page gets when the shopper reloads or leaves it while the
        // session is read: starting over then would clear the cart and wishlist of a shopper who did
        // nothing wrong. Reading once more a moment later tells the two apart (a page that is gone
        // runs no timer) and gets past a dropped connection.
        if (requestErrorOf(error) === null && !this.unreachableRetried) {
          this.unreachableRetried = true;
          return this.startAgainAfter(this.options.unreachableRetryDelayMs ?? UNREACHABLE_RETRY_DELAY_MS);
        }
        this.setStatus('failed');
        if (shopAnsweredWithError(error)) {
          this.readAgainLater();
          return;
        }
        (this.options.recover ?? recoverFromFailedSessionStart)();
      },
    );
    if (this.status === 'idle') this.setStatus('loading');
    return this.starting;
  }

  /** Reads the session again after a while, a few times, keeping its token meanwhile. */
  private readAgainLater(): void {
    const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
    const delay = delays[this.retries];
    if (delay === undefined) return;
    this.retries += 1;
    void this.startAgainAfter(delay);
  }

  /** Starts afresh after `delay`; settles when that start does. */
  private startAgainAfter(delay: number): Promise<void> {
    return new Promise((resolve) =>
      setTimeout(() => {
        this.starting = null;
        resolve(this.start());
      }, delay),
    );
  }

  /**
   * Fetches the session again after the shopper's credentials changed (sign-in, sign-out, checkout):
   * cart, customer and viewer follow. A start still reading went out with the old credentials: its
   * answer is let land first, unapplied, so that it cannot overwrite the new one.
   */
  async refresh(): Promise<void> {
    this.refreshes += 1;
    if (this.status === 'idle' || this.status === 'failed') return this.start();
    if (this.status === 'loading') await this.starting;
    await this.fetch();
  }

  private async fetch(): Promise<void> {
    const refreshes = this.refreshes;
    const fetchSession = await loadFetchSession();
    const retained = await fetchSession(this.environment, () => refreshes === this.refreshes);
    this.retained?.dispose();
    this.retained = retained;
  }

  private scheduleTokenRefresh(): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
    const expiresAt = authTokenExpiresAt();
    if (!isSignedIn() || expiresAt === null) return;
    const delay = Math.max(0, expiresAt - Date.now() - AUTH_RENEWAL_MARGIN_MS);
    // Browsers run a timer longer than 2^31 - 1 ms (about 24.8 days) at once: a token that lives
    // longer is looked at again then.
    if (delay > LONGEST_TIMER_MS) {
      this.refreshTimer = setTimeout(() => this.scheduleTokenRefresh(), LONGEST_TIMER_MS);
      return;
    }
    this.refreshTimer = setTimeout(() => {
      loadRefreshAuthToken()
        .then((refreshAuthToken) => refreshAuthToken(this.environment))
        .then((renewed) => {
          if (!renewed) clearSignIn();
        })
        .catch(() => clearSignIn());
    }, delay);
  }

  private setStatus(status: SessionStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}

const controllers = new WeakMap<Environment, SessionController>();

/** The session of an environment (one per browser tab, one per server-rendered request). */
export function sessionControllerFor(environment: Environment, options?: SessionControllerOptions): SessionController {
  let controller = controllers.get(environment);
  if (!controller) {
    controller = new SessionController(environment, options);
    controllers.set(environment, controller);
  }
  return controller;
}
