import { FormattedMessage } from 'react-intl';
import { UserIcon } from '../../ui/icons/UserIcon';
import { PreloadLink } from '../../ui/PreloadLink/PreloadLink';
import * as styles from './SignInLink.css';

/** The header's link to the account: the shopper's username, or 'Sign In'. */
export function AccountLink({ name }: { name: string | null }) {
  return (
    <PreloadLink className={styles.link} to="/my-account">
      <UserIcon width={20} height={20} />
      <span className={styles.label}>{name ?? <FormattedMessage id="header.signIn" defaultMessage="Sign In" />}</span>
    </PreloadLink>
  );
}
