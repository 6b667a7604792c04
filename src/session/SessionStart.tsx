import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { storeSettings } from '../config';
import { useSession } from './useSession';

/** Screens that need the session at once (spec §4). */
const IMMEDIATE_PATHS = ['/checkout', '/my-account', '/order-summary'];
/** What counts as a shopper's first activity (spec §4). */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll', 'wheel', 'click', 'resize'] as const;

function needsSessionAtOnce(pathname: string): boolean {
  return IMMEDIATE_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * Starts the shopper's session: at once on checkout, account and order screens (or when the store
 * is set to), otherwise on the first user activity, so a visitor who only reads costs no session.
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
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, start, options);
    };
  }, [atOnce, controller, status]);

  return null;
}
