import { FormattedMessage } from 'react-intl';
import type { WishlistItem } from '../../state/wishlist';
import { HeartIcon } from '../../ui/icons/HeartIcon';
import { LazyToggleButton } from '../../ui/LazyButton/LazyToggleButton';
import { useWishlist } from '../Wishlist/useWishlist';
import * as styles from './WishlistButton.css';

/** Adds the product to, or removes it from, the shopper's wishlist (see useWishlist). */
export function WishlistButton({ product }: { product: WishlistItem }) {
  const wishlist = useWishlist();
  const isOnWishlist = wishlist.has(product.databaseId);
  return (
    <LazyToggleButton
      className={styles.button}
      isSelected={isOnWishlist}
      onChange={(add) => (add ? wishlist.add(product) : wishlist.remove(product.databaseId))}
    >
      <HeartIcon width={20} height={20} className={isOnWishlist ? styles.filled : undefined} />
      {isOnWishlist ? (
        <FormattedMessage id="wishlist.button.remove" defaultMessage="Remove from wishlist" />
      ) : (
        <FormattedMessage id="wishlist.add" defaultMessage="Add to wishlist" />
      )}
    </LazyToggleButton>
  );
}
