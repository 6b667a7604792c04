import { Suspense } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, ScrollRestoration, useHref, useNavigate } from 'react-router-dom';
import { CartAddedNotice } from '../components/CartAddedNotice/CartAddedNotice';
import { Header } from '../components/Header/Header';
import { LazyFooter } from '../components/LazyFooter/LazyFooter';
import { LazyCartPanel, LazyMobileMenu } from '../components/LazyPanels/LazyPanels';
import { LoadingBar } from '../components/LoadingBar/LoadingBar';
import { WishlistSync } from '../components/WishlistSync/WishlistSync';
import { SessionStart } from '../session/SessionStart';
import { usePanelsFollowRoute } from './usePanelsFollowRoute';
import * as styles from './RootLayout.css';

/** The shell around every screen; react-aria links navigate through react-router. */
export function RootLayout() {
  const navigate = useNavigate();
  usePanelsFollowRoute();
  return (
    <AriaRouterProvider navigate={(to, options) => navigate(to, options)} useHref={useHref}>
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
    </AriaRouterProvider>
  );
}
