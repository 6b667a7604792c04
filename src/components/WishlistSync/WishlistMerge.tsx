import { useEffect } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useRecoilCallback, useSetRecoilState } from 'recoil';
import type { WishlistMergeQuery } from '../../__generated__/WishlistMergeQuery.graphql';
import { useAddToWishlistMutation } from '../../mutations/useAddToWishlistMutation';
import { guestWishlistState, type WishlistItem } from '../../state/wishlist';
import { wishlistOnServerState } from './wishlistOnServerState';

/** Vitrine's wishlist extension (asked only of a backend that has it): null for guests. */
const query = graphql`
  query WishlistMergeQuery {
    wishlist {
      products {
        databaseId
        slug
        name
      }
    }
  }
`;

/**
 * Once mounted (a signed-in session is ready): what this browser kept as a guest goes to the server,
 * and the server's list becomes the one shown.
 */
export function WishlistMerge() {
  const environment = useRelayEnvironment();
  const setItems = useSetRecoilState(guestWishlistState);
  const setOnServer = useSetRecoilState(wishlistOnServerState);
  const readLocal = useRecoilCallback(({ snapshot }) => () => snapshot.getLoadable(guestWishlistState).getValue(), []);
  const addOnServer = useAddToWishlistMutation();

  useEffect(() => {
    let cancelled = false;
    const merge = async () => {
      const data = await fetchQuery<WishlistMergeQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).toPromise();
      const server: WishlistItem[] = (data?.wishlist?.products ?? []).map((product) => ({
        databaseId: product.databaseId,
        slug: product.slug ?? '',
        name: product.name ?? '',
      }));
      if (cancelled || !data?.wishlist) return;
      const onlyHere = readLocal().filter((item) => !server.some((other) => other.databaseId === item.databaseId));
      await Promise.all(onlyHere.map((item) => addOnServer(item.databaseId)));
      if (cancelled) return;
      setItems([...server, ...onlyHere]);
      setOnServer(true);
    };
    // A failed merge leaves the list in this browser; the next sign-in tries again.
    merge().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [addOnServer, environment, readLocal, setItems, setOnServer]);

  return null;
}
