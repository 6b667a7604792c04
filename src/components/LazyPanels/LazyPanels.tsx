import { lazy, Suspense, useEffect, useState } from 'react';
import { useRecoilValue, type RecoilState } from 'recoil';
import { cartPanelOpenState, mobileMenuOpenState } from '../../state/panels';

/** The panels' code downloads on first use (or on hover/focus of their trigger), not with the shell. */
const loadCartPanel = () => import('../CartPanel/CartPanel');
const loadMobileMenu = () => import('../MobileMenu/MobileMenu');

/** Starts downloading the cart panel's code ahead of a click (trigger hovered or focused). */
export function preloadCartPanel(): void {
  void loadCartPanel();
}

/** Starts downloading the mobile menu's code ahead of a tap. */
export function preloadMobileMenu(): void {
  void loadMobileMenu();
}

const CartPanel = lazy(() => loadCartPanel().then((module) => ({ default: module.CartPanel })));
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

/**
 * Mounts a panel once it has been opened and keeps it mounted, so later openings and its closing
 * animation behave as before; the panel itself still reads its open state and manages focus.
 */
function OnceOpened({ state, children }: { state: RecoilState<boolean>; children: React.ReactNode }) {
  const isOpen = useRecoilValue(state);
  const [opened, setOpened] = useState(isOpen);
  useEffect(() => {
    if (isOpen) setOpened(true);
  }, [isOpen]);
  return opened || isOpen ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export function LazyCartPanel() {
  return (
    <OnceOpened state={cartPanelOpenState}>
      <CartPanel />
    </OnceOpened>
  );
}

export function LazyMobileMenu() {
  return (
    <OnceOpened state={mobileMenuOpenState}>
      <MobileMenu />
    </OnceOpened>
  );
}
