import { createPath, matchRoutes, type Location, type Params, type RouteObject, type To } from 'react-router-dom';
import type { History } from './history';
import { RouteErrorResponse } from './routeError';

/** What a route's loader is given: the request for the page (absolute URL) and the path's parameters. */
export interface LoaderArgs {
  request: Request;
  params: Params;
}

/** What a route's `lazy` resolves to: the screen and the loader that starts its data. */
export interface LazyRoute {
  Component: React.ComponentType;
  loader?: (args: LoaderArgs) => unknown;
}

/** A route of the table: react-router's route object, whose `lazy` gives the screen and its loader. */
export type AppRoute = Omit<RouteObject, 'lazy' | 'loader' | 'children'> & {
  lazy?: () => Promise<LazyRoute>;
  children?: AppRoute[];
};

/** A matched route with what its screen needs to render. */
export interface LoadedMatch {
  route: AppRoute;
  params: Params;
  pathname: string;
  pathnameBase: string;
  /** The screen, once its lazy module is in (routes with an `element` have none). */
  Component?: React.ComponentType;
  /** What the route's loader returned. */
  data?: unknown;
}

export interface NavigationState {
  /** The location on screen. */
  location: Location;
  /** Whether the location on screen was reached by Back/Forward (POP), a link (PUSH) or a replacement. */
  action: 'POP' | 'PUSH' | 'REPLACE';
  /** The routes on screen, outermost first. Below a failed route, only the nearest error boundary's route and those above it. */
  matches: LoadedMatch[];
  /** What failed while loading, and which route's error element shows it. */
  error: { routeId: string; error: unknown } | null;
  /** Whether the page keeps its scroll position (a link or navigation asked for `preventScrollReset`). */
  preventScrollReset: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

export interface Navigation {
  readonly state: NavigationState | null;
  /** The location being loaded, or null when idle. */
  readonly pending: Location | null;
  /** Loads the first location's screens and data; resolves once `state` is set. */
  initialize(): Promise<void>;
  /** Loads `to` and shows it (then updates the history); resolves once it is shown or superseded. */
  navigate(to: To, options?: NavigateOptions): Promise<void>;
  /** Called with every change of `state` or `pending`; returns the unsubscriber. */
  subscribe(listener: () => void): () => void;
  /** Called just before a new location replaces the one on screen (to save its scroll position). */
  beforeCommit(listener: (leaving: Location) => void): () => void;
  readonly history: History;
  readonly basename: string;
  /** Stops following the history (a test's or a server render's end). */
  dispose(): void;
}

const lazyLoads = new WeakMap<AppRoute, Promise<LazyRoute>>();

/** Loads a route's module once, however many navigations and preloads ask for it. */
export function loadLazyRoute(route: AppRoute): Promise<LazyRoute> | null {
  if (!route.lazy) return null;
  let load = lazyLoads.get(route);
  if (!load) {
    load = route.lazy();
    lazyLoads.set(route, load);
    // A failed load (a chunk gone after a deploy, the network) is tried again by the next navigation.
    load.catch(() => lazyLoads.delete(route));
  }
  return load;
}

/** The route that shows `failedIndex`'s error: the nearest one at or above it with an error element. */
function errorBoundaryIndex(matches: LoadedMatch[], failedIndex: number): number {
  for (let index = failedIndex; index >= 0; index--) if (matches[index]!.route.errorElement) return index;
  return 0;
}

interface Loaded {
  matches: LoadedMatch[];
  error: NavigationState['error'];
}

/**
 * Loads the screens a location matches: their modules, then their loaders, all in parallel. A
 * failure is kept as the nearest error boundary's error, as react-router's data routers do: the
 * routes above it render, the boundary shows the error, nothing below it renders.
 */
async function loadLocation(matches: LoadedMatch[], location: Location, origin: string, signal: AbortSignal): Promise<Loaded> {
  const request = new Request(new URL(createPath(location), origin), { signal });
  const failures = await Promise.all(
    matches.map(async (match) => {
      try {
        const lazy = await loadLazyRoute(match.route);
        if (!lazy) return null;
        match.Component = lazy.Component;
        if (lazy.loader) match.data = await lazy.loader({ request, params: match.params });
        return null;
      } catch (error) {
        return { error };
      }
    }),
  );
  const failed = failures.findIndex((failure) => failure !== null);
  if (failed === -1) return { matches, error: null };
  const boundary = errorBoundaryIndex(matches, failed);
  return { matches: matches.slice(0, boundary + 1), error: { routeId: matches[boundary]!.route.id ?? String(boundary), error: failures[failed]!.error } };
}

/** The location a navigation goes to, with a fresh key as the history will give it. */
function locationOf(history: History, to: To, state: unknown): Location {
  const url = history.createURL(to);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: state ?? null, key: Math.random().toString(36).slice(2, 10) };
}

/** No route matches (the shop's table has a catch-all, so only a path outside the basename): a 404, with nothing to render. */
function notFound(location: Location): Loaded {
  return { matches: [], error: { routeId: '', error: new RouteErrorResponse(404, `No route matches ${location.pathname}`) } };
}

export interface NavigationOptions {
  routes: AppRoute[];
  history: History;
  basename?: string;
}

/**
 * The storefront's router: which screens a location shows and their data, loaded before the location
 * is shown (the page on screen stays while the next one loads), following the history's Back and
 * Forward. The rendering side is react-router's own `<Router>`, given the location on screen (see
 * NavigationRouter): react-router's data router would bring 55 kB of JavaScript this does not need.
 */
export function createNavigation({ routes, history, basename = '/' }: NavigationOptions): Navigation {
  let state: NavigationState | null = null;
  let pending: Location | null = null;
  let current: AbortController | null = null;
  const listeners = new Set<() => void>();
  const commitListeners = new Set<(leaving: Location) => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

  /** Loads `location`, then shows it unless a later navigation has started meanwhile. */
  async function go(location: Location, action: NavigationState['action'], options: NavigateOptions, updateHistory: () => void): Promise<void> {
    current?.abort();
    const controller = new AbortController();
    current = controller;
    pending = location;
    notify();
    // A jump to an anchor of the page on screen loads nothing.
    const hashOnly = state !== null && location.hash !== '' && location.pathname === state.location.pathname && location.search === state.location.search;
    const found = hashOnly ? null : matchRoutes(routes as RouteObject[], location, basename);
    const matches: LoadedMatch[] | undefined = found?.map(({ route, params, pathname, pathnameBase }) => ({ route: route as AppRoute, params, pathname, pathnameBase }));
    let loaded: Loaded;
    if (hashOnly) loaded = { matches: state!.matches, error: state!.error };
    else if (!matches) loaded = notFound(location);
    // Routes that are only elements have nothing to load, and show at once (tests' routes do).
    else if (!matches.some((match) => match.route.lazy)) loaded = { matches, error: null };
    else loaded = await loadLocation(matches, location, origin, controller.signal);
    if (current !== controller) return;
    current = null;
    pending = null;
    if (state) for (const listener of commitListeners) listener(state.location);
    updateHistory();
    // The history's key for the entry, so that scroll positions and `history.state` agree.
    const shown = action === 'POP' ? location : { ...location, key: history.location.key };
    state = { location: shown, action, matches: loaded.matches, error: loaded.error, preventScrollReset: Boolean(options.preventScrollReset) };
    notify();
  }

  const stopListening = history.listen(() => void go(history.location, 'POP', {}, () => undefined));

  return {
    get state() {
      return state;
    },
    get pending() {
      return pending;
    },
    history,
    basename,
    initialize() {
      return state ? Promise.resolve() : go(history.location, 'POP', {}, () => undefined);
    },
    navigate(to, options = {}) {
      const location = locationOf(history, to, options.state);
      // A link to the page on screen replaces its entry, as react-router's links do.
      const replace = options.replace ?? (state !== null && createPath(state.location) === createPath(location));
      return go(location, replace ? 'REPLACE' : 'PUSH', options, () =>
        replace ? history.replace(location, options.state) : history.push(location, options.state),
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    beforeCommit(listener) {
      commitListeners.add(listener);
      return () => commitListeners.delete(listener);
    },
    dispose() {
      current?.abort();
      stopListening();
      listeners.clear();
    },
  };
}
