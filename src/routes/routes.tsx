import { FormattedMessage } from 'react-intl';
import type { Environment } from 'relay-runtime';
import { isHydrating } from '../lib/hydration';
import { preloadIslands } from '../lib/lazyIsland';
import type { AppRoute, LoaderArgs } from '../router/navigation';
import type { RouteLoader } from './types';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

interface RouteModule {
  Component: React.ComponentType;
  loader?: RouteLoader<unknown>;
}

/** What the server renderer reads off a matched route. */
export interface ScreenHandle {
  /** The screen's source module, to find its built chunk (modulepreloaded in the server's HTML). */
  source: string;
  /** Only for the shopper's own session (account, checkout, orders): rendered by the browser alone. */
  shopperOnly: boolean;
}

/**
 * Where a shopper-only screen goes when the server renders the page around it (no session there).
 * Without JavaScript the browser never renders the screen: the shopper is told why the page is empty.
 */
function ShopperScreenPlaceholder() {
  return (
    <div aria-busy="true">
      <noscript>
        <p>
          <FormattedMessage
            id="shopperScreen.needsJavaScript"
            defaultMessage="This page needs JavaScript: please turn it on to check out or manage your account."
          />
        </p>
      </noscript>
    </div>
  );
}

export interface RouteOptions {
  /** The server renders the page around shopper-only screens and leaves the screen to the browser. */
  shopperScreensInBrowser?: boolean;
}

/** Code-splits a screen: its module and its data start downloading together. */
function screen(
  environment: Environment,
  load: () => Promise<RouteModule>,
  source: string,
  { shopperOnly = false } = {},
  { shopperScreensInBrowser = false }: RouteOptions = {},
): Pick<AppRoute, 'lazy' | 'handle'> {
  const handle: ScreenHandle = { source, shopperOnly };
  if (shopperOnly && shopperScreensInBrowser) return { handle, lazy: async () => ({ Component: ShopperScreenPlaceholder }) };
  return {
    handle,
    lazy: async () => {
      const module = await load();
      // A screen React renders itself (on the server, after a navigation) comes complete, with its
      // islands' code; the first screen's islands hydrate from the server's HTML once theirs is in.
      if (!isHydrating()) await preloadIslands();
      return {
        Component: module.Component,
        ...(module.loader ? { loader: (args: LoaderArgs) => module.loader!(args, environment) } : {}),
      };
    },
  };
}

/**
 * Screens that only make sense with the shopper's session (account, checkout, orders, social login):
 * the server sends the page around them (header, footer) and the browser renders the screen itself.
 */
const SHOPPER_ONLY = { shopperOnly: true };

export function screenHandle(handle: unknown): ScreenHandle | null {
  return typeof handle === 'object' && handle !== null && typeof (handle as ScreenHandle).source === 'string' ? (handle as ScreenHandle) : null;
}

/** The catch-all route: any path no screen claims (answered with status 404 by the server). */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/** The route table (spec §2). */
export function createRoutes(environment: Environment, options: RouteOptions = {}): AppRoute[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            { index: true, id: 'home', ...screen(environment, () => import('./HomeRoute'), 'src/routes/HomeRoute.tsx') },
            { path: 'products', id: 'products', ...screen(environment, () => import('./ProductListRoute'), 'src/routes/ProductListRoute.tsx') },
            { path: 'products/page/:pageNumber', id: 'products-page', ...screen(environment, () => import('./ProductListRoute'), 'src/routes/ProductListRoute.tsx') },
            { path: 'categories', id: 'categories', ...screen(environment, () => import('./CategoriesRoute'), 'src/routes/CategoriesRoute.tsx') },
            {
              path: 'product-category/:categorySlug',
              id: 'product-category-slug',
              ...screen(environment, () => import('./ProductListRoute'), 'src/routes/ProductListRoute.tsx'),
            },
            {
              path: 'product-category/:categorySlug/page/:pageNumber',
              id: 'product-category-slug-page',
              ...screen(environment, () => import('./ProductListRoute'), 'src/routes/ProductListRoute.tsx'),
            },
            { path: 'product/:slug', id: 'product-slug', ...screen(environment, () => import('./ProductRoute'), 'src/routes/ProductRoute.tsx') },
            { path: 'contact', id: 'contact', ...screen(environment, () => import('./ContactRoute'), 'src/routes/ContactRoute.tsx') },
            { path: 'privacy-policy', id: 'privacy-policy', ...screen(environment, () => import('./PrivacyPolicyRoute'), 'src/routes/PrivacyPolicyRoute.tsx') },
            { path: 'wishlist', id: 'wishlist', ...screen(environment, () => import('./WishlistRoute'), 'src/routes/WishlistRoute.tsx') },
            { path: 'my-account', id: 'my-account', ...screen(environment, () => import('./MyAccountRoute'), 'src/routes/MyAccountRoute.tsx', SHOPPER_ONLY, options) },
            { path: 'my-account/lost-password', id: 'lost-password', ...screen(environment, () => import('./LostPasswordRoute'), 'src/routes/LostPasswordRoute.tsx', SHOPPER_ONLY, options) },
            { path: 'checkout', id: 'checkout', ...screen(environment, () => import('./CheckoutRoute'), 'src/routes/CheckoutRoute.tsx', SHOPPER_ONLY, options) },
            {
              path: 'checkout/order-received/:orderId',
              id: 'order-received',
              ...screen(environment, () => import('./OrderSummaryRoute'), 'src/routes/OrderSummaryRoute.tsx', SHOPPER_ONLY, options),
            },
            { path: 'order-summary', id: 'order-summary', ...screen(environment, () => import('./OrderSummaryRoute'), 'src/routes/OrderSummaryRoute.tsx', SHOPPER_ONLY, options) },
            { path: 'order-summary/:orderId', id: 'order-summary-id', ...screen(environment, () => import('./OrderSummaryRoute'), 'src/routes/OrderSummaryRoute.tsx', SHOPPER_ONLY, options) },
            { path: 'oauth/login/:provider', id: 'oauth-callback', ...screen(environment, () => import('./OAuthCallbackRoute'), 'src/routes/OAuthCallbackRoute.tsx', SHOPPER_ONLY, options) },
            { path: '*', id: NOT_FOUND_ROUTE_ID, ...screen(environment, () => import('./NotFoundRoute'), 'src/routes/NotFoundRoute.tsx') },
          ],
        },
      ],
    },
  ];
}
