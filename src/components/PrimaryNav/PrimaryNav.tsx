import { defineMessages, useIntl } from 'react-intl';
import { NavLink } from '../../router/Link';
import { useRoutePreload } from '../../routes/preload/RoutePreloadContext';
import * as styles from './PrimaryNav.css';

const messages = defineMessages({
  label: { id: 'nav.label', defaultMessage: 'Main' },
  home: { id: 'nav.home', defaultMessage: 'Home' },
  products: { id: 'nav.products', defaultMessage: 'Products' },
  categories: { id: 'nav.categories', defaultMessage: 'Categories' },
  contact: { id: 'nav.contact', defaultMessage: 'Contact' },
});

const LINKS = [
  { to: '/', label: messages.home },
  { to: '/products', label: messages.products },
  { to: '/categories', label: messages.categories },
  { to: '/contact', label: messages.contact },
] as const;

/** The shop's main sections: across the header on large screens, down the mobile menu on small ones. */
export function PrimaryNav({ orientation }: { orientation: 'horizontal' | 'vertical' }) {
  const intl = useIntl();
  const preload = useRoutePreload();
  return (
    <nav aria-label={intl.formatMessage(messages.label)}>
      <ul className={styles.list[orientation]}>
        {LINKS.map(({ to, label }) => (
          <li key={to}>
            <NavLink
              className={styles.link}
              to={to}
              end={to === '/'}
              onMouseEnter={() => preload(to)}
              onFocus={() => preload(to)}
            >
              {intl.formatMessage(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
