import { lazy, Suspense } from 'react';
import { useIsSignedIn } from '../../session/useIsSignedIn';
import { ErrorBoundary } from '../../ui/ErrorBoundary/ErrorBoundary';
import { AccountLink } from './AccountLink';

/** The viewer's query is loaded for a signed-in shopper only. */
const ViewerLink = lazy(() => import('./ViewerLink').then((module) => ({ default: module.ViewerLink })));

/**
 * 'Sign In', or the signed-in shopper's username (spec §2). Without an auth token there is nobody to
 * ask about; with one, the viewer is read after the page renders, and any failure shows 'Sign In'.
 */
export function SignInLink() {
  const signedIn = useIsSignedIn();
  if (!signedIn) return <AccountLink name={null} />;
  return (
    <ErrorBoundary fallback={<AccountLink name={null} />}>
      <Suspense fallback={<AccountLink name={null} />}>
        <ViewerLink />
      </Suspense>
    </ErrorBoundary>
  );
}
