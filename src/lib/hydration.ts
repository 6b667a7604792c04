import { useSyncExternalStore } from 'react';

/**
 * Whether the browser is still hydrating server-rendered HTML. Per-shopper state kept in the browser
 * (guest wishlist, ...) must not show in the first client render, which has to match the server's
 * neutral HTML; readers wait with `afterHydration` and fill in right after.
 */
let hydrating = false;
let waiting: (() => void)[] = [];

export function startHydration(): void {
  hydrating = true;
}

export function finishHydration(): void {
  hydrating = false;
  const callbacks = waiting;
  waiting = [];
  for (const callback of callbacks) callback();
}

export function isHydrating(): boolean {
  return hydrating;
}

/** Runs `callback` at once, or once hydration is over. */
export function afterHydration(callback: () => void): void {
  if (hydrating) waiting.push(callback);
  else callback();
}

const noSubscription = () => () => {};

/**
 * False in the server's render and while the browser hydrates it, true once the app runs the page
 * (React renders again with true right after hydration). Controls that only work with the app, such
 * as Add to cart, stay disabled until then instead of ignoring an early tap.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
