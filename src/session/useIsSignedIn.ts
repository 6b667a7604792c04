import { useSyncExternalStore } from 'react';
import { isSignedIn, subscribeToSignIn } from './authTokens';

/** Whether the shopper holds an auth token; re-renders on sign-in and sign-out. */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribeToSignIn, isSignedIn, () => false);
}
