import { useEffect } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useRecoilCallback, useSetRecoilState } from 'recoil';
import type { WishlistSyncQuery } from '../../__generated__/WishlistSyncQuery.graphql';
import { useAddToWishlistMutation } from '../../mutations/useAddToWishlistMutation';
import { useIsSignedIn } from '../../session/useIsSignedIn';
import { useSession } from '../../session/useSession';
import { guestWishlistState, type WishlistItem } from '../../state/wishlist';
import { wishlistOnServerState } from './wishlistOnServerState';

/** Vitrine's wishlist extension: null for guests, and an error from a backend without it. */
const query = graphql`
  query WishlistSyncQuery {
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
 * Merges the wishlist at sign-in (spec §4, issue: it follows the shopper across devices): what this
 * browser kept as a guest goes to the server, and the server's list becomes the one shown. Signing
 * out leaves nobody's list behind on a shared device.
 */
export function WishlistSync() {
  const environment = useRelayEnvironment();
  const { status } = useSession();
  const signedIn = useIsSignedIn();
  const setItems = useSetRecoilState(guestWishlistState);
  const setOnServer = useSetRecoilState(wishlistOnServerState);
  const readLocal = useRecoilCallback(({ snapshot }) => () => snapshot.getLoadable(guestWishlistState).getValue(), []);
  const addOnServer = useAddToWishlistMutation();

  useEffect(() => {
    if (status !== 'ready') return undefined;
    if (!signedIn) return undefined;
    let cancelled = false;
    const merge = async () => {
      const data = await fetchQuery<WishlistSyncQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).toPromise();
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
    // A backend without the extension keeps the list in this browser only.
    merge().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [addOnServer, environment, readLocal, setItems, setOnServer, signedIn, status]);

  return null;
}
