import { Suspense, useCallback } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router-dom';
import { CartAddedNotice } from '../components/CartAddedNotice/CartAddedNotice';
import { Header } from '../components/Header/Header';
import { LazyFooter } from '../components/LazyFooter/LazyFooter';
import { LazyCartPanel, LazyMobileMenu } from '../components/LazyPanels/LazyPanels';
import { LoadingBar } from '../components/LoadingBar/LoadingBar';
import { WishlistSync } from '../components/WishlistSync/WishlistSync';
import { ScrollRestoration } from '../router/ScrollRestoration';
import { SessionStart } from '../session/SessionStart';
import { usePanelsFollowRoute } from './usePanelsFollowRoute';
import * as styles from './RootLayout.css';

/** The shell around every screen; react-aria links navigate through react-router. */
export function RootLayout() {
  const navigate = useNavigate();
  // The same function on every render: react-aria's router context changes with it, and a context
  // change reaching an island that still waits for its code makes React drop the island's server
  // HTML (error 421) until the code is in.
  const navigateForAria = useCallback((to: string, options?: NavigateOptions) => void navigate(to, options), [navigate]);
  return (
    <AriaRouterProvider navigate={navigateForAria} useHref={useHref}>
      <LoadingBar />
      <SessionStart />
      <WishlistSync />
      <div className={styles.page}>
        <Header />
        <main id="main" className={styles.main} tabIndex={-1}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </main>
        <LazyFooter />
      </div>
      <CartAddedNotice />
      <LazyCartPanel />
      <LazyMobileMenu />
      <ScrollRestoration />
      <PanelsFollowRoute />
    </AriaRouterProvider>
  );
}

/** Closes the panels on a route change and keeps the page still while one is open; renders nothing. */
function PanelsFollowRoute() {
  usePanelsFollowRoute();
  return null;
}
