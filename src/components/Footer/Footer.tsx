import { FormattedMessage } from 'react-intl';
import { site } from '../../config';
import { LanguageSwitcher } from '../../i18n/LanguageSwitcher';
import { PreloadLink } from '../../ui/PreloadLink/PreloadLink';
import { useWishlistPath } from '../WishlistLink/useWishlistPath';
import * as styles from './Footer.css';

/** The page footer: about the shop, where to go, legal. Loaded only once it scrolls into view. */
export function Footer() {
  const wishlistPath = useWishlistPath();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.name}>{site.siteName}</p>
          <p className={styles.muted}>{site.shortDescription}</p>
        </div>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={styles.heading}>
            <FormattedMessage id="footer.shop" defaultMessage="Shop" />
          </h2>
          <ul className={styles.links}>
            <li>
              <PreloadLink to="/products">
                <FormattedMessage id="footer.allProducts" defaultMessage="All products" />
              </PreloadLink>
            </li>
            <li>
              <PreloadLink to="/categories">
                <FormattedMessage id="footer.categories" defaultMessage="Categories" />
              </PreloadLink>
            </li>
            <li>
              <PreloadLink to={wishlistPath}>
                <FormattedMessage id="footer.wishlist" defaultMessage="Wishlist" />
              </PreloadLink>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.heading}>
            <FormattedMessage id="footer.help" defaultMessage="Help" />
          </h2>
          <ul className={styles.links}>
            <li>
              <PreloadLink to="/contact">
                <FormattedMessage id="footer.contact" defaultMessage="Contact" />
              </PreloadLink>
            </li>
            <li>
              <PreloadLink to="/privacy-policy">
                <FormattedMessage id="footer.privacyPolicy" defaultMessage="Privacy policy" />
              </PreloadLink>
            </li>
            <li>
              <PreloadLink to="/my-account">
                <FormattedMessage id="footer.myAccount" defaultMessage="My Account" />
              </PreloadLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <span>
          <FormattedMessage
            id="footer.copyright"
            defaultMessage="© {year} {siteName}"
            values={{ year: new Date().getFullYear(), siteName: site.siteName }}
          />
        </span>
        <LanguageSwitcher />
      </div>
    </footer>
  );
}
