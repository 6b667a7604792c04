import { useIntl } from 'react-intl';
import { WishlistItems } from '../components/WishlistItems/WishlistItems';
import { PageMeta } from '../components/PageMeta/PageMeta';
import * as styles from './AccountRoutes.css';

/** /wishlist: the wishlist of a shopper who is not signed in (spec §2, §6). */
export function Component() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'wishlist.title', defaultMessage: 'Wishlist' });
  return (
    <div className={styles.page}>
      <PageMeta title={title} />
      <h1 className={styles.title}>{title}</h1>
      <WishlistItems />
    </div>
  );
}
