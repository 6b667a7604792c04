import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { AvatarMenuTrigger_viewer$key } from '../../__generated__/AvatarMenuTrigger_viewer.graphql';
import type { AvatarMenuTriggerQuery } from '../../__generated__/AvatarMenuTriggerQuery.graphql';
import { useSignOut } from '../../session/useSignOut';
import * as styles from './AvatarMenu.css';

const viewerFragment = graphql`
  fragment AvatarMenuTrigger_viewer on User {
    username
    avatar(size: 64) {
      url
    }
  }
`;

/**
 * The avatar button and its menu. A module of its own because react-aria's menu, popover and
 * collection code is only needed once a shopper has signed in, so it stays out of the first load.
 */
export function AvatarMenuTrigger() {
  const intl = useIntl();
  const signOut = useSignOut();
  const { viewer: viewerKey } = useLazyLoadQuery<AvatarMenuTriggerQuery>(
    graphql`
      query AvatarMenuTriggerQuery {
        viewer {
          ...AvatarMenuTrigger_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const viewer = useFragment<AvatarMenuTrigger_viewer$key>(viewerFragment, viewerKey ?? null);
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
