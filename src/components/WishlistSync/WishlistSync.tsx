import { lazy, Suspense } from 'react';
import { backend } from '../../backend/backend';
import { useIsSignedIn } from '../../session/useIsSignedIn';
import { useSession } from '../../session/useSession';

/** The merge's query and mutation are loaded at sign-in: a guest never needs them. */
const WishlistMerge = lazy(() => import('./WishlistMerge').then((module) => ({ default: module.WishlistMerge })));

/**
 * Merges the wishlist at sign-in (spec §4, issue: it follows the shopper across devices): what this
 * browser kept as a guest goes to the server, and the server's list becomes the one shown. Signing
 * out leaves nobody's list behind on a shared device. A backend without the wishlist extension is never
 * asked: the list stays in this browser.
 */
export function WishlistSync() {
  const { status } = useSession();
  const signedIn = useIsSignedIn();
  if (status !== 'ready' || !signedIn || !backend().capabilities.wishlist) return null;
  return (
    <Suspense fallback={null}>
      <WishlistMerge />
    </Suspense>
  );
}
