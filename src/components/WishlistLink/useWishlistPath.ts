import { useIsSignedIn } from '../../session/useIsSignedIn';

/**
 * Where "Wishlist" leads (spec §6): a signed-in shopper's wishlist lives on the server and shows as a
 * tab of the account; a guest's stays in this browser at /wishlist.
 */
export function useWishlistPath(): string {
  return useIsSignedIn() ? '/my-account?tab=wishlist' : '/wishlist';
}
