import { Suspense } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Link, Outlet, useHref, useNavigate } from 'react-router-dom';
import { site } from '../config';
import * as styles from './RootLayout.css';

/** The shell around every screen; react-aria links navigate through react-router. */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => navigate(to, options)} useHref={useHref}>
      <header className={styles.header}>
        <Link to="/" className={styles.logo}>
          {site.siteName}
        </Link>
      </header>
      <main id="main" className={styles.main}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
    </AriaRouterProvider>
  );
}
