import { createContext, useContext } from 'react';

/** `preload(href)` from createRoutePreloader; does nothing where no router is set up (tests). */
export const RoutePreloadContext = createContext<(href: string) => void>(() => {});

export function useRoutePreload(): (href: string) => void {
  return useContext(RoutePreloadContext);
}
