import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { pagePath } from '../../catalog/listLocation';
import { pageWindow } from '../../catalog/pageWindow';
import { ChevronLeftIcon } from '../../ui/icons/ChevronLeftIcon';
import { ChevronRightIcon } from '../../ui/icons/ChevronRightIcon';
import { PreloadLink } from '../../ui/PreloadLink/PreloadLink';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** The list's path without its page part. */
  basePath: string;
  current: number;
  total: number;
}

/** Previous, next and a window of page links; every page has its own URL, filters and sort kept. */
export function Pagination({ basePath, current, total }: PaginationProps) {
  const intl = useIntl();
  const { search } = useLocation();
  if (total <= 1) return null;
  const href = (page: number) => `${pagePath(basePath, page)}${search}`;
  const previousLabel = intl.formatMessage({ id: 'pagination.previous', defaultMessage: 'Previous' });
  const nextLabel = intl.formatMessage({ id: 'pagination.next', defaultMessage: 'Next' });
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'pagination.label', defaultMessage: 'Pagination' })}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <PreloadLink className={styles.link} to={href(current - 1)} rel="prev">
              <ChevronLeftIcon width={16} height={16} />
              {previousLabel}
            </PreloadLink>
          ) : (
            <span className={styles.disabled} aria-disabled="true">
              <ChevronLeftIcon width={16} height={16} />
              {previousLabel}
            </span>
          )}
        </li>
        {pageWindow(current, total).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <PreloadLink
                className={styles.link}
                to={href(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'pagination.page', defaultMessage: 'Page {page}' }, { page: item })}
              >
                {item}
              </PreloadLink>
            </li>
          ),
        )}
        <li>
          {current < total ? (
            <PreloadLink className={styles.link} to={href(current + 1)} rel="next">
              {nextLabel}
              <ChevronRightIcon width={16} height={16} />
            </PreloadLink>
          ) : (
            <span className={styles.disabled} aria-disabled="true">
              {nextLabel}
              <ChevronRightIcon width={16} height={16} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
