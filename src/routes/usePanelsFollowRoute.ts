import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useRecoilValue, useSetRecoilState } from 'recoil';
import { anyPanelOpenState, cartPanelOpenState, mobileMenuOpenState, searchOpenState } from '../state/panels';

/** The panels' side effects on the page (spec §2): a route change closes them (the search row stays for the search's results); while open, the body stays put. */
export function usePanelsFollowRoute() {
  const { pathname, search } = useLocation();
  const closeCart = useSetRecoilState(cartPanelOpenState);
  const closeMenu = useSetRecoilState(mobileMenuOpenState);
  const closeSearch = useSetRecoilState(searchOpenState);
  const anyOpen = useRecoilValue(anyPanelOpenState);

  // Only a change of route: at the first render nothing has been opened, and three writes there would
  // cost a Recoil batch while the page hydrates.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeCart(false);
    closeMenu(false);
    // A search typed in the search row opens the product list: the row stays, and the shopper types on.
    if (!new URLSearchParams(search).has('search')) closeSearch(false);
  }, [pathname, search, closeCart, closeMenu, closeSearch]);

  useEffect(() => {
    document.body.classList.toggle('no-scroll', anyOpen);
    return () => document.body.classList.remove('no-scroll');
  }, [anyOpen]);
}
