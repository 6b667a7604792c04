import { Suspense } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { AvatarMenu_viewer$key } from '../../__generated__/AvatarMenu_viewer.graphql';
import type { AvatarMenuQuery } from '../../__generated__/AvatarMenuQuery.graphql';
import { useIsSignedIn } from '../../session/useIsSignedIn';
import { useSession } from '../../session/useSession';
import { useSignOut } from '../../session/useSignOut';
import { ErrorBoundary } from '../../ui/ErrorBoundary/ErrorBoundary';
import * as styles from './AvatarMenu.css';

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
  return (
    <MenuTrigger>
      <Button
        className={styles.trigger}
        aria-label={intl.formatMessage({ id: 'avatarMenu.label', defaultMessage: 'Account menu of {name}' }, { name: viewer.username ?? '' })}
      >
        {viewer.avatar?.url ? <img className={styles.avatar} src={viewer.avatar.url} alt="" width={32} height={32} /> : <span className={styles.avatar} />}
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <Menu className={styles.menu}>
          <MenuItem className={styles.item} href="/my-account?tab=wishlist">
            <FormattedMessage id="avatarMenu.wishlist" defaultMessage="Wishlist" />
          </MenuItem>
          <MenuItem className={styles.item} href="/my-account">
            <FormattedMessage id="avatarMenu.myAccount" defaultMessage="My Account" />
          </MenuItem>
          <MenuItem className={styles.item} onAction={() => void signOut()}>
            <FormattedMessage id="avatarMenu.logout" defaultMessage="Logout" />
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
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
