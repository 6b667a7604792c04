import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { WishlistItemsQuery } from '../../__generated__/WishlistItemsQuery.graphql';
import { useWishlist } from '../Wishlist/useWishlist';
import { WishlistItem } from '../WishlistItem/WishlistItem';
import * as styles from './WishlistItems.css';

function LoadedItems({ ids }: { ids: number[] }) {
  const { products } = useLazyLoadQuery<WishlistItemsQuery>(
    graphql`
      query WishlistItemsQuery($ids: [Int], $count: Int!) {
        products(first: $count, where: { include: $ids }) {
          nodes {
            id
            ...WishlistItem_product
          }
        }
      }
    `,
    // As many as asked for: the server prices a query by the page size it names.
    { ids, count: ids.length },
    { fetchPolicy: 'store-or-network' },
  );
  return (
    <ul className={styles.list}>
      {(products?.nodes ?? []).map((product) => (
        <WishlistItem key={product.id} product={product} />
      ))}
    </ul>
  );
}

/** The wishlist's products with their current data, or "You have no items in your wishlist". */
export function WishlistItems() {
  const { items } = useWishlist();
  if (items.length === 0) {
    return (
      <p className={styles.empty}>
        <FormattedMessage id="wishlist.empty" defaultMessage="You have no items in your wishlist" />
      </p>
    );
  }
  return (
    <Suspense fallback={null}>
      <LoadedItems ids={items.map((item) => item.databaseId)} />
    </Suspense>
  );
}
