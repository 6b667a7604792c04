import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { storeSettings } from '../config';
import { getSessionToken } from '../relay/credentials';
import { isSignedIn } from './authTokens';
import { useSession } from './useSession';

/** Screens that need the session at once (spec §4). */
const IMMEDIATE_PATHS = ['/checkout', '/my-account', '/order-summary'];
/** What counts as a shopper's first activity (spec §4). */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll', 'wheel', 'click', 'resize'] as const;

function needsSessionAtOnce(pathname: string): boolean {
  return IMMEDIATE_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** Whether this browser already has a session (a cart, a sign-in) whose cart count the header should show. */
function hasSession(): boolean {
  return getSessionToken() !== null || isSignedIn();
}

/** Runs `task` once the page has loaded and the browser is idle, so it never competes with the first paint. */
function whenIdleAfterLoad(task: () => void): () => void {
  let cancel = () => undefined as void;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: 2_000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 200);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}

/**
 * Starts the shopper's session: at once on checkout, account and order screens (or when the store
 * is set to), otherwise on the first user activity, so a visitor who only reads costs no session. A
 * returning shopper's session (their cart count in the header) starts when the loaded page is idle.
 */
export function SessionStart() {
  const { controller, status } = useSession();
  const { pathname } = useLocation();
  const atOnce = needsSessionAtOnce(pathname) || !storeSettings.initStoreOnUserActionToReduceServerLoad;

  useEffect(() => {
    if (status !== 'idle') return undefined;
    if (atOnce) {
      void controller.start();
      return undefined;
    }
    const start = () => void controller.start();
    const options = { once: true, passive: true, capture: true } as const;
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, start, options);
    const cancelIdleStart = hasSession() ? whenIdleAfterLoad(start) : () => undefined;
    return () => {
      cancelIdleStart();
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, start, options);
    };
  }, [atOnce, controller, status]);

  return null;
}
