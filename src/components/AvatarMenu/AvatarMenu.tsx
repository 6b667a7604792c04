import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { AvatarMenu_viewer$key } from '../../__generated__/AvatarMenu_viewer.graphql';
import type { AvatarMenuQuery } from '../../__generated__/AvatarMenuQuery.graphql';
import { useIsSignedIn } from '../../session/useIsSignedIn';
import { useSession } from '../../session/useSession';
import { useSignOut } from '../../session/useSignOut';
import { ErrorBoundary } from '../../ui/ErrorBoundary/ErrorBoundary';

/** Loaded once a signed-in session is ready: guests (and the server render) never need it. */
const AvatarMenuTrigger = lazy(() => import('./AvatarMenuTrigger').then((module) => ({ default: module.AvatarMenuTrigger })));

const viewerFragment = graphql`
  fragment AvatarMenu_viewer on User {
    username
    avatar(size: 64) {
      url
    }
  }
`;

function LoadedAvatarMenu() {
  const intl = useIntl();
  const signOut = useSignOut();
  const { viewer: viewerKey } = useLazyLoadQuery<AvatarMenuQuery>(
    graphql`
      query AvatarMenuQuery {
        viewer {
          ...AvatarMenu_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const viewer = useFragment<AvatarMenu_viewer$key>(viewerFragment, viewerKey ?? null);
  if (!viewer) return null;
  // A boundary of its own: waiting for the menu's code must not suspend (and remount) the query above.
  return (
    <Suspense fallback={null}>
      <AvatarMenuTrigger
        label={intl.formatMessage({ id: 'avatarMenu.label', defaultMessage: 'Account menu of {name}' }, { name: viewer.username ?? '' })}
        avatarUrl={viewer.avatar?.url}
        onSignOut={() => void signOut()}
      />
    </Suspense>
  );
}

/** The signed-in shopper's avatar with a menu: Wishlist, My Account, Logout (spec §2). */
export function AvatarMenu() {
  const signedIn = useIsSignedIn();
  const { status } = useSession();
  if (!signedIn || status !== 'ready') return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <LoadedAvatarMenu />
      </Suspense>
    </ErrorBoundary>
  );
}
