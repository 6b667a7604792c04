import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link as AriaLink, RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Link } from '../router/Link';
import type { AppRoute } from '../router/navigation';
import { NavigationRouter } from '../router/NavigationRouter';
import { createTestNavigation } from '../test/renderWithProviders';
import { rememberLocale, settleLocaleOnFirstAccess } from './browserLocale';
import { LOCALE_COOKIE } from './localeCookie';

/** The shell's wiring (RootLayout): react-aria links navigate through react-router. */
function Shell() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => navigate(to, options)} useHref={useHref}>
      <Outlet />
    </AriaRouterProvider>
  );
}

function Where() {
  return <p>{`at ${useLocation().pathname}`}</p>;
}

const routes: AppRoute[] = [
  {
    element: <Shell />,
    children: [
      {
        path: 'products',
        element: (
          <>
            <h1>Products</h1>
            <Link to="/categories">Categories</Link>
            <AriaLink href="/product/hoodie?color=blue">Hoodie</AriaLink>
          </>
        ),
      },
      { path: 'categories', element: <h1>Categories</h1> },
      { path: 'product/:slug', element: <Where /> },
      { path: '*', element: <h1>Page not found</h1> },
    ],
  },
];

/** A page load as entry-client.tsx does it: settle the locale, then start the router under its basename. */
function load(url: string) {
  window.history.replaceState(null, '', url);
  const { basename } = settleLocaleOnFirstAccess('prefix_except_default');
  const router = createTestNavigation(routes, { url: window.location.pathname + window.location.search, basename });
  render(<NavigationRouter navigation={router} />);
}

describe('locale prefix routing', () => {
  beforeEach(() => rememberLocale('en_US'));
  afterEach(() => {
    document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Path=/`;
    window.history.replaceState(null, '', '/');
  });

  it('serves the same screens under a prefix, and every link keeps it', async () => {
    load('/de/products');
    expect(screen.getByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/de/categories');
    expect(screen.getByRole('link', { name: 'Hoodie' })).toHaveAttribute('href', '/de/product/hoodie?color=blue');

    await userEvent.setup().click(screen.getByRole('link', { name: 'Hoodie' }));
    expect(screen.getByText('at /product/hoodie')).toBeInTheDocument();
  });

  it('serves English without a prefix', () => {
    load('/products');
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/categories');
  });

  it.each(['/xx/products', '/en/products', '/DE/products'])('answers %s with the 404 page', (url) => {
    load(url);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
