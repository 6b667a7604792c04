import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../router/Link';
import { PageMeta } from '../PageMeta/PageMeta';
import * as styles from './ErrorPage.css';

export interface ErrorPageProps {
  statusCode?: number;
  message: string;
}

/** The error screen (spec §2): titled 'Error', with the status code (default 404) and a message. */
export function ErrorPage({ statusCode = 404, message }: ErrorPageProps) {
  const intl = useIntl();
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <PageMeta fullTitle={intl.formatMessage({ id: 'error.title', defaultMessage: 'Error' })} description={message} noindex />
      <p className={styles.status}>{statusCode}</p>
      <h1 id="error-title" className={styles.title}>
        <FormattedMessage id="error.title" defaultMessage="Error" />
      </h1>
      <p className={styles.message}>{message}</p>
      <Link className={styles.home} to="/">
        <FormattedMessage id="error.backHome" defaultMessage="Back to the home page" />
      </Link>
    </section>
  );
}
