import { matchRoutes, type RouteObject } from 'react-router-dom';
import { loadLazyRoute, type AppRoute, type LoaderArgs } from '../../router/navigation';

/** At most this many preloads run at once (spec §2): hovering over a long list never floods the server. */
export const MAX_PENDING_PRELOADS = 4;

interface Disposable {
  dispose?: () => void;
}

async function routeLoader(route: AppRoute): Promise<((args: LoaderArgs) => unknown) | undefined> {
  return (await loadLazyRoute(route))?.loader;
}

/**
 * Returns `preload(href)`: downloads the code of the screens `href` matches and runs their loaders, so
 * the data lands in the Relay store before the click. Requests beyond the cap wait; of those, only
 * the most recent few are kept, since the pointer has moved on from older ones.
 */
export function createRoutePreloader(routes: AppRoute[], origin: () => string, basename = '/'): (href: string) => void {
  const pending = new Set<string>();
  let waiting: string[] = [];

  async function run(href: string) {
    pending.add(href);
    try {
      const url = new URL(href, origin());
      const matches = matchRoutes(routes as RouteObject[], url.pathname, basename) ?? [];
      await Promise.all(
        matches.map(async ({ route, params }) => {
          const loader = await routeLoader(route as AppRoute);
          const result = await loader?.({ request: new Request(url), params });
          // The data stays in the store's release buffer for the navigation; the preload holds nothing.
          (result as Disposable | undefined)?.dispose?.();
        }),
      );
    } catch {
      // A failed preload costs nothing: the navigation loads the screen itself and reports errors.
    } finally {
      pending.delete(href);
      const next = waiting.pop();
      if (next) void run(next);
    }
  }

  return (href: string) => {
    if (pending.has(href) || waiting.includes(href)) return;
    if (pending.size < MAX_PENDING_PRELOADS) {
      void run(href);
      return;
    }
    waiting = [...waiting, href].slice(-MAX_PENDING_PRELOADS);
  };
}
