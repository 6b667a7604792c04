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
            { path: '*', id: 'not-found', ...screen(environment, () => import('./NotFoundRoute')) },
          ],
        },
      ],
    },
  ];
}
