import { useCallback } from 'react';
import { useRecoilState } from 'recoil';
import { useAddToWishlistMutation } from '../../mutations/useAddToWishlistMutation';
import { useRemoveFromWishlistMutation } from '../../mutations/useRemoveFromWishlistMutation';
import { backend } from '../../backend/backend';
import { useHydrated } from '../../lib/hydration';
import { useIsSignedIn } from '../../session/useIsSignedIn';
import { guestWishlistState, type WishlistItem } from '../../state/wishlist';

const NO_ITEMS: WishlistItem[] = [];

/**
 * The shopper's wishlist: add, remove, and whether a product is on it. The list shows from this
 * browser at once; for a signed-in customer each change also goes to the server when the backend keeps
 * wishlists (a Vitrine extension), and stays in the browser only otherwise.
 *
 * A component hydrating server HTML sees the empty list the server rendered, whenever it hydrates (a
 * part may hydrate after the rest of the page); the saved list shows right after.
 */
export function useWishlist() {
  const [stored, setItems] = useRecoilState(guestWishlistState);
  const items = useHydrated() ? stored : NO_ITEMS;
  const onServer = useIsSignedIn() && backend().capabilities.wishlist;
  const addOnServer = useAddToWishlistMutation();
  const removeOnServer = useRemoveFromWishlistMutation();
  const add = useCallback(
    (item: WishlistItem) => {
      setItems((list) => (list.some((other) => other.databaseId === item.databaseId) ? list : [...list, item]));
      if (onServer) addOnServer(item.databaseId).catch(() => undefined);
    },
    [addOnServer, setItems, onServer],
  );
  const remove = useCallback(
    (databaseId: number) => {
      setItems((list) => list.filter((item) => item.databaseId !== databaseId));
      if (onServer) removeOnServer(databaseId).catch(() => undefined);
    },
    [removeOnServer, setItems, onServer],
  );
  const has = useCallback((databaseId: number) => items.some((item) => item.databaseId === databaseId), [items]);
  return { items, add, remove, has };
}
