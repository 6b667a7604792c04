import { lazy, Suspense } from 'react';
import { useIsSignedIn } from '../../session/useIsSignedIn';
import { useSession } from '../../session/useSession';
import { ErrorBoundary } from '../../ui/ErrorBoundary/ErrorBoundary';

/**
 * The menu, its viewer query and the sign-out are loaded once a signed-in session is ready: guests
 * (and the server render) never need them.
 */
const AvatarMenuTrigger = lazy(() => import('./AvatarMenuTrigger').then((module) => ({ default: module.AvatarMenuTrigger })));

/** The signed-in shopper's avatar with a menu: Wishlist, My Account, Logout (spec §2). */
export function AvatarMenu() {
  const signedIn = useIsSignedIn();
  const { status } = useSession();
  if (!signedIn || status !== 'ready') return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <AvatarMenuTrigger />
      </Suspense>
    </ErrorBoundary>
  );
}
