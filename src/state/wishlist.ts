import { atom } from 'recoil';
import { localStorageEffect } from './localStorageEffect';

/** A product on a guest's wishlist: enough to list and link it without asking the server. */
export interface WishlistItem {
  databaseId: number;
  slug: string;
  name: string;
}

function isWishlist(value: unknown): value is WishlistItem[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as WishlistItem).databaseId === 'number' &&
        typeof (item as WishlistItem).slug === 'string' &&
        typeof (item as WishlistItem).name === 'string',
    )
  );
}

/** The wishlist of a shopper who is not signed in, kept in this browser (spec §4). */
export const guestWishlistState = atom<WishlistItem[]>({
  key: 'guestWishlist',
  default: [],
  effects: [localStorageEffect('vitrine.wishlist', isWishlist)],
});
