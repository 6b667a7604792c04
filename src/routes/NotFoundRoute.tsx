import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { ErrorPage } from '../components/ErrorPage/ErrorPage';

/** Any unmatched route (spec §2): 404 with "Page not found: {path}". */
export function Component() {
  const { pathname } = useLocation();
  const intl = useIntl();
  return (
    <ErrorPage
      statusCode={404}
      message={intl.formatMessage({ id: 'error.pageNotFound', defaultMessage: 'Page not found: {path}' }, { path: pathname })}
    />
  );
}
