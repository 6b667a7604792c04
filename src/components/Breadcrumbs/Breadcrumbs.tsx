import { useIntl } from 'react-intl';
import { PreloadLink } from '../../ui/PreloadLink/PreloadLink';
import * as styles from './Breadcrumbs.css';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/** Where the page sits in the shop: Home / Products / Category / This page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'breadcrumbs.label', defaultMessage: 'Breadcrumb' })}>
      <ol className={styles.list}>
        {items.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className={styles.item}>
            {crumb.to ? (
              <PreloadLink className={styles.link} to={crumb.to}>
                {crumb.label}
              </PreloadLink>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
