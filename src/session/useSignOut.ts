import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRecoilCallback } from 'recoil';
import { wishlistOnServerState } from '../components/WishlistSync/wishlistOnServerState';
import { useLogoutMutation } from '../mutations/useLogoutMutation';
import { guestWishlistState } from '../state/wishlist';

/** Logout, then home, or the account page when the shopper is already there (spec §4). */
export function useSignOut() {
  const logout = useLogoutMutation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A list the server keeps stays there; this browser (perhaps a shared one) forgets it.
  const forgetServerWishlist = useRecoilCallback(
    ({ snapshot, reset }) =>
      () => {
        if (!snapshot.getLoadable(wishlistOnServerState).getValue()) return;
        reset(guestWishlistState);
        reset(wishlistOnServerState);
      },
    [],
  );
  return useCallback(async () => {
    await logout();
    forgetServerWishlist();
    navigate(pathname === '/my-account' ? '/my-account' : '/', { replace: pathname === '/my-account' });
  }, [forgetServerWishlist, logout, navigate, pathname]);
}
