import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { LostPasswordForm } from '../components/LostPasswordForm/LostPasswordForm';
import { PageMeta } from '../components/PageMeta/PageMeta';
import * as styles from './AccountRoutes.css';

/** /my-account/lost-password: request a link, or (with `key` and `login` from it) set a new password. */
export function Component() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const title = intl.formatMessage({ id: 'lostPassword.title', defaultMessage: 'Lost password' });
  return (
    <div className={styles.narrow}>
      <PageMeta title={title} />
      <h1 className={styles.title}>{title}</h1>
      <LostPasswordForm resetKey={searchParams.get('key')} login={searchParams.get('login')} />
    </div>
  );
}
