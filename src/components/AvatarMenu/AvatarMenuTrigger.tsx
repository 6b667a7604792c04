import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import * as styles from './AvatarMenu.css';

interface AvatarMenuTriggerProps {
  label: string;
  avatarUrl: string | null | undefined;
  onSignOut: () => void;
}

/**
 * The avatar button and its menu. A module of its own because react-aria's menu, popover and
 * collection code is only needed once a shopper has signed in, so it stays out of the first load.
 */
export function AvatarMenuTrigger({ label, avatarUrl, onSignOut }: AvatarMenuTriggerProps) {
  return (
    <MenuTrigger>
      <Button className={styles.trigger} aria-label={label}>
        {avatarUrl ? <img className={styles.avatar} src={avatarUrl} alt="" width={32} height={32} /> : <span className={styles.avatar} />}
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <Menu className={styles.menu}>
          <MenuItem className={styles.item} href="/my-account?tab=wishlist">
            <FormattedMessage id="avatarMenu.wishlist" defaultMessage="Wishlist" />
          </MenuItem>
          <MenuItem className={styles.item} href="/my-account">
            <FormattedMessage id="avatarMenu.myAccount" defaultMessage="My Account" />
          </MenuItem>
          <MenuItem className={styles.item} onAction={onSignOut}>
            <FormattedMessage id="avatarMenu.logout" defaultMessage="Logout" />
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
