import { FormattedMessage, useIntl } from 'react-intl';
import { useRecoilState, useSetRecoilState } from 'recoil';
import { site } from '../../config';
import { lazyIsland } from '../../lib/lazyIsland';
import { mobileMenuOpenState, searchOpenState } from '../../state/panels';
import { MenuIcon } from '../../ui/icons/MenuIcon';
import { SearchIcon } from '../../ui/icons/SearchIcon';
import { LazyButton } from '../../ui/LazyButton/LazyButton';
import { PreloadLink } from '../../ui/PreloadLink/PreloadLink';
import { AvatarMenu } from '../AvatarMenu/AvatarMenu';
import { CartButton } from '../CartButton/CartButton';
import { preloadMobileMenu } from '../LazyPanels/LazyPanels';
import { PrimaryNav } from '../PrimaryNav/PrimaryNav';
import { SignInLink } from '../SignInLink/SignInLink';
import * as styles from './Header.css';

const loadSearchBox = () => import('../SearchBox/SearchBox').then((module) => module.SearchBox);

/**
 * The search field (react-aria's search field with its form validation) hydrates after the rest of
 * the page; until then it is a plain GET form that searches without JavaScript. A small screen hides
 * it behind the search trigger, so its code comes when the trigger is pointed at, focused or pressed.
 */
const SearchBox = lazyIsland(loadSearchBox, { when: 'shown' });

function preloadSearchBox(): void {
  void loadSearchBox().catch(() => undefined);
}

/**
 * The sticky header (spec §2): menu trigger (small screens), logo, sections (large screens), search
 * (a trigger on small screens), sign-in link and cart trigger.
 */
export function Header() {
  const intl = useIntl();
  const openMenu = useSetRecoilState(mobileMenuOpenState);
  const [searchOpen, setSearchOpen] = useRecoilState(searchOpenState);
  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main">
        <FormattedMessage id="header.skipToContent" defaultMessage="Skip to content" />
      </a>
      <div className={styles.bar}>
        <LazyButton
          className={styles.menuTrigger}
          onPress={() => openMenu(true)}
          onHoverStart={preloadMobileMenu}
          onFocus={preloadMobileMenu}
          aria-label={intl.formatMessage({ id: 'header.openMenu', defaultMessage: 'Open menu' })}
        >
          <MenuIcon />
        </LazyButton>
        <PreloadLink className={styles.logo} to="/">
          {site.siteName}
        </PreloadLink>
        <div className={styles.nav}>
          <PrimaryNav orientation="horizontal" />
        </div>
        <div className={styles.search}>
          <SearchBox />
        </div>
        <div className={styles.actions}>
          <LazyButton
            className={styles.searchTrigger}
            onPress={() => setSearchOpen(!searchOpen)}
            onHoverStart={preloadSearchBox}
            onFocus={preloadSearchBox}
            onPressStart={preloadSearchBox}
            aria-expanded={searchOpen}
            aria-label={intl.formatMessage({ id: 'header.toggleSearch', defaultMessage: 'Search' })}
          >
            <SearchIcon />
          </LazyButton>
          <SignInLink />
          <AvatarMenu />
          <CartButton />
        </div>
      </div>
      {searchOpen ? (
        <div className={styles.searchRow}>
          <SearchBox autoFocus />
        </div>
      ) : null}
    </header>
  );
}
