import { FormattedMessage } from 'react-intl';
import { useRecoilState } from 'recoil';
import { PRODUCT_VERSION } from '../../config';
import { LanguageSwitcher } from '../../i18n/LanguageSwitcher';
import { mobileMenuOpenState } from '../../state/panels';
import { Drawer } from '../../ui/Drawer/Drawer';
import { HeartIcon } from '../../ui/icons/HeartIcon';
import { UserIcon } from '../../ui/icons/UserIcon';
import { PreloadLink } from '../../ui/PreloadLink/PreloadLink';
import { PrimaryNav } from '../PrimaryNav/PrimaryNav';
import { useWishlistPath } from '../WishlistLink/useWishlistPath';
import * as styles from './MobileMenu.css';

/** The menu sliding in from the left on small screens (spec §2): sections, Wishlist, My Account, version. */
export function MobileMenu() {
  const [isOpen, setOpen] = useRecoilState(mobileMenuOpenState);
  const wishlistPath = useWishlistPath();
  return (
    <Drawer
      side="left"
      isOpen={isOpen}
      onOpenChange={setOpen}
      title={<FormattedMessage id="mobileMenu.title" defaultMessage="Menu" />}
      footer={
        <div className={styles.footer}>
          <LanguageSwitcher />
          <span>
            <FormattedMessage id="mobileMenu.version" defaultMessage="Version {version}" values={{ version: PRODUCT_VERSION }} />
          </span>
        </div>
      }
    >
      <PrimaryNav orientation="vertical" />
      <div className={styles.section}>
        <ul className={styles.links}>
          <li>
            <PreloadLink className={styles.link} to={wishlistPath}>
              <HeartIcon width={20} height={20} />
              <FormattedMessage id="mobileMenu.wishlist" defaultMessage="Wishlist" />
            </PreloadLink>
          </li>
          <li>
            <PreloadLink className={styles.link} to="/my-account">
              <UserIcon width={20} height={20} />
              <FormattedMessage id="mobileMenu.myAccount" defaultMessage="My Account" />
            </PreloadLink>
          </li>
        </ul>
      </div>
    </Drawer>
  );
}
