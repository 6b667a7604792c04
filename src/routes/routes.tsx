import type { RouteObject } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import type { RouteLoader } from './types';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

interface RouteModule {
  Component: React.ComponentType;
  loader?: RouteLoader<unknown>;
}

/** Code-splits a screen: its module and its data start downloading together. */
function screen(environment: Environment, load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const module = await load();
      return {
        Component: module.Component,
        ...(module.loader ? { loader: (args) => module.loader!(args, environment) } : {}),
      };
    },
  };
}

/** The route table (spec §2). */
export function createRoutes(environment: Environment): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            { index: true, id: 'home', ...screen(environment, () => import('./HomeRoute')) },
            { path: 'products', id: 'products', ...screen(environment, () => import('./ProductListRoute')) },
            { path: 'products/page/:pageNumber', id: 'products-page', ...screen(environment, () => import('./ProductListRoute')) },
            { path: 'categories', id: 'categories', ...screen(environment, () => import('./CategoriesRoute')) },
            {
              path: 'product-category/:categorySlug',
              id: 'product-category-slug',
              ...screen(environment, () => import('./ProductListRoute')),
            },
            {
              path: 'product-category/:categorySlug/page/:pageNumber',
              id: 'product-category-slug-page',
              ...screen(environment, () => import('./ProductListRoute')),
            },
            { path: 'product/:slug', id: 'product-slug', ...screen(environment, () => import('./ProductRoute')) },
            { path: 'contact', id: 'contact', ...screen(environment, () => import('./ContactRoute')) },
            { path: 'privacy-policy', id: 'privacy-policy', ...screen(environment, () => import('./PrivacyPolicyRoute')) },
            { path: 'wishlist', id: 'wishlist', ...screen(environment, () => import('./WishlistRoute')) },
            { path: 'my-account', id: 'my-account', ...screen(environment, () => import('./MyAccountRoute')) },
            { path: 'my-account/lost-password', id: 'lost-password', ...screen(environment, () => import('./LostPasswordRoute')) },
            { path: 'checkout', id: 'checkout', ...screen(environment, () => import('./CheckoutRoute')) },
            {
              path: 'checkout/order-received/:orderId',
              id: 'order-received',
              ...screen(environment, () => import('./OrderSummaryRoute')),
            },
            { path: 'order-summary', id: 'order-summary', ...screen(environment, () => import('./OrderSummaryRoute')) },
            { path: 'order-summary/:orderId', id: 'order-summary-id', ...screen(environment, () => import('./OrderSummaryRoute')) },
            { path: 'oauth/login/:provider', id: 'oauth-callback', ...screen(environment, () => import('./OAuthCallbackRoute')) },
            { path: '*', id: 'not-found', ...screen(environment, () => import('./NotFoundRoute')) },
          ],
        },
      ],
    },
  ];
}
