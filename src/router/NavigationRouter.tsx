import { Component, createContext, startTransition, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { Outlet, Router, UNSAFE_RouteContext as RouteContext, type Location, type RouteMatch, type RouteObject } from 'react-router-dom';
import type { LoadedMatch, Navigation, NavigationState } from './navigation';
import { useClientLayoutEffect } from '../lib/useClientLayoutEffect';

const NavigationContext = createContext<Navigation | null>(null);
const PendingLocationContext = createContext<PendingLocationStore | null>(null);
const ShownStateContext = createContext<NavigationState | null>(null);
const RouteDataContext = createContext<unknown>(undefined);
const RouteErrorContext = createContext<unknown>(undefined);

/** The navigation the router renders (scroll restoration follows its commits). */
export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('Rendered outside <NavigationRouter>');
  return navigation;
}

/** Navigates once the next location's screens and data are in; the promise settles when it is shown (or superseded). */
export function useAppNavigate(): Navigation['navigate'] {
  return useNavigation().navigate;
}

/**
 * The location being loaded as the page shows it: set as a navigation starts, cleared once its screen
 * is on screen. It is a store its readers subscribe to, not a context value: a context change at the
 * click's priority would reach every island still waiting for its code and drop its server HTML
 * (React's error 421); a subscription re-renders only the components that read it.
 */
interface PendingLocationStore {
  get(): Location | null;
  set(location: Location | null): void;
  subscribe(listener: () => void): () => void;
}

function createPendingLocationStore(initial: Location | null): PendingLocationStore {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(location) {
      if (location === value) return;
      value = location;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * What `select` makes of the location being loaded (its path without the basename, as `useLocation`
 * gives it; null when idle). The component re-renders only when the selection changes, so select
 * a primitive: a list reading only its own filters does not re-render for a link elsewhere.
 */
export function usePendingLocation<T = Location | null>(select: (pending: Location | null) => T = (pending) => pending as T): T {
  const store = useContext(PendingLocationContext);
  const { basename } = useNavigation();
  if (!store) throw new Error('Rendered outside <NavigationRouter>');
  const snapshot = () => select(withoutBasename(store.get(), basename));
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

const strippedLocations = new WeakMap<Location, Location>();

/** The pending location's path as `useLocation` gives it: the same object for the same location, so snapshots stay stable. */
function withoutBasename(pending: Location | null, basename: string): Location | null {
  if (!pending || basename === '/' || !pending.pathname.startsWith(basename)) return pending;
  let stripped = strippedLocations.get(pending);
  if (!stripped) {
    stripped = { ...pending, pathname: pending.pathname.slice(basename.length) || '/' };
    strippedLocations.set(pending, stripped);
  }
  return stripped;
}

/** What this route's loader returned. */
export function useRouteData<T>(): T {
  return useContext(RouteDataContext) as T;
}

/** The error an error element is showing. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

/** The ids of the routes on screen, outermost first. */
export function useRouteIds(): string[] {
  return useContext(ShownStateContext)?.matches.flatMap((match) => match.route.id ?? []) ?? [];
}

/** The state on screen: its location, how it was reached (scroll restoration reads it). */
export function useShownState(): NavigationState {
  const state = useContext(ShownStateContext);
  if (!state) throw new Error('Rendered outside <NavigationRouter>');
  return state;
}

interface BoundaryProps {
  location: Location;
  fallback: ReactNode;
  children: ReactNode;
}

/** A route's error element for what fails while rendering; the next location renders afresh. */
class RenderErrorBoundary extends Component<BoundaryProps, { error: unknown; location: Location }> {
  override state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; location: Location }) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>;
  }
}

/** The screens of `state`, nested with react-router's route context so that `<Outlet>`, `useParams` and relative links work. */
function renderMatches(state: NavigationState): ReactNode {
  const routeMatches = state.matches.map(({ route, params, pathname, pathnameBase }) => ({ route: route as RouteObject, params, pathname, pathnameBase })) as RouteMatch[];
  return state.matches.reduceRight<ReactElement | null>((outlet, match: LoadedMatch, index) => {
    const failed = state.error !== null && index === state.matches.length - 1;
    const Screen = match.Component;
    let element: ReactNode = Screen ? <Screen /> : (match.route.element ?? <Outlet />);
    if (failed) element = <RouteErrorContext.Provider value={state.error!.error}>{match.route.errorElement}</RouteErrorContext.Provider>;
    else if (match.route.errorElement) {
      element = (
        <RenderErrorBoundary location={state.location} fallback={match.route.errorElement}>
          {element}
        </RenderErrorBoundary>
      );
    }
    return (
      <RouteContext.Provider value={{ outlet, matches: routeMatches.slice(0, index + 1), isDataRoute: false }}>
        <RouteDataContext.Provider value={match.data}>{element}</RouteDataContext.Provider>
      </RouteContext.Provider>
    );
  }, null);
}

type NavigateTo = Parameters<Navigation['navigate']>[0];

/** react-router's navigator (what `useNavigate` and links call) as this navigation: load, then show. */
function createNavigator(navigation: Navigation) {
  return {
    createHref: navigation.history.createHref,
    encodeLocation: navigation.history.encodeLocation,
    go: navigation.history.go,
    push: (to: NavigateTo, state?: unknown, options?: { preventScrollReset?: boolean }) =>
      void navigation.navigate(to, { state, preventScrollReset: options?.preventScrollReset }),
    replace: (to: NavigateTo, state?: unknown, options?: { preventScrollReset?: boolean }) =>
      void navigation.navigate(to, { replace: true, state, preventScrollReset: options?.preventScrollReset }),
  };
}

/**
 * Renders the navigation's location with react-router's `<Router>`: links, `useNavigate`,
 * `useLocation` and `useSearchParams` work as in any react-router app, and a navigation they start
 * loads before it is shown. The new screen is shown in a transition, so a screen still waiting for
 * data keeps the previous one on screen instead of falling back to a spinner.
 */
export function NavigationRouter({ navigation, isStatic = false }: { navigation: Navigation; isStatic?: boolean }) {
  const [shown, setShown] = useState(navigation.state);
  const [pendingStore] = useState(() => createPendingLocationStore(navigation.pending));
  const committed = useRef(shown);
  useEffect(() => {
    const update = () => {
      const next = navigation.state;
      const nextPending = navigation.pending;
      // A navigation's start shows at once (the loading bar); its end shows with the screen it brings,
      // which may wait in the transition for its data: the bar stays until the screen is there.
      if (nextPending || next === committed.current) pendingStore.set(nextPending);
      startTransition(() => setShown(next));
    };
    update();
    return navigation.subscribe(update);
  }, [navigation, pendingStore]);
  useClientLayoutEffect(() => {
    committed.current = shown;
    pendingStore.set(navigation.pending);
  }, [navigation, pendingStore, shown]);
  if (!shown) throw new Error('Render once navigation.initialize() has resolved');
  // One navigator for the router's life: react-router's navigation context changes with it, and a
  // context change reaching an island that still waits for its code drops the island's server HTML.
  const navigator = useMemo(() => createNavigator(navigation), [navigation]);
  return (
    <NavigationContext.Provider value={navigation}>
      <PendingLocationContext.Provider value={pendingStore}>
        <ShownStateContext.Provider value={shown}>
          <Router basename={navigation.basename} location={shown.location} navigationType={shown.action as never} navigator={navigator} static={isStatic}>
            {renderMatches(shown)}
          </Router>
        </ShownStateContext.Provider>
      </PendingLocationContext.Provider>
    </NavigationContext.Provider>
  );
}
