import { useIntl } from 'react-intl';
import { useHref, useLocation } from 'react-router-dom';
import { ErrorPage } from '../components/ErrorPage/ErrorPage';

/** Any unmatched route (spec §2): 404 with "Page not found: {path}", the path as the shopper typed it. */
export function Component() {
  const { pathname } = useLocation();
  // useHref puts back the language prefix (the router's basename) that useLocation leaves out.
  const path = useHref(pathname);
  const intl = useIntl();
  return (
    <ErrorPage
      statusCode={404}
      message={intl.formatMessage({ id: 'error.pageNotFound', defaultMessage: 'Page not found: {path}' }, { path })}
    />
  );
}
