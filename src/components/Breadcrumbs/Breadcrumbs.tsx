import { useIntl } from 'react-intl';
import { breadcrumbJsonLd } from '../../seo/jsonLd';
import { serializeForScript } from '../../seo/head';
import { PreloadLink } from '../../ui/PreloadLink/PreloadLink';
import { useAbsoluteAppUrl } from '../PageMeta/PageMeta';
import * as styles from './Breadcrumbs.css';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/** Where the page sits in the shop: Home / Products / Category / This page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const intl = useIntl();
  const absolute = useAbsoluteAppUrl();
  const structured = breadcrumbJsonLd(items.map((crumb) => ({ name: crumb.label, url: crumb.to ? absolute(crumb.to) : undefined })));
  return (
    <nav aria-label={intl.formatMessage({ id: 'breadcrumbs.label', defaultMessage: 'Breadcrumb' })}>
      {/* Search engines read the trail from here too (BreadcrumbList rich result). */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(structured) }} />
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
