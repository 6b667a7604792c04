import { useSyncExternalStore } from 'react';

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
