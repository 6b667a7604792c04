import { Component, createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { Outlet, Router, UNSAFE_RouteContext as RouteContext, type Location, type RouteMatch, type RouteObject } from 'react-router-dom';
import type { LoadedMatch, Navigation, NavigationState } from './navigation';

const NavigationContext = createContext<Navigation | null>(null);
const PendingLocationContext = createContext<Location | null>(null);
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

/** The location being loaded (its path without the basename, as `useLocation` gives it), or null when idle. */
export function usePendingLocation(): Location | null {
  const pending = useContext(PendingLocationContext);
  const { basename } = useNavigation();
  if (!pending || basename === '/' || !pending.pathname.startsWith(basename)) return pending;
  return { ...pending, pathname: pending.pathname.slice(basename.length) || '/' };
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
  const [pending, setPending] = useState(navigation.pending);
  useEffect(() => {
    const update = () => {
      const next = navigation.state;
      const nextPending = navigation.pending;
      // A navigation's start shows at once (the loading bar); its end goes with the screen it shows,
      // which may wait in the transition for its data: the bar stays until the screen is there.
      if (nextPending) setPending(nextPending);
      startTransition(() => {
        setShown(next);
        setPending(nextPending);
      });
    };
    update();
    return navigation.subscribe(update);
  }, [navigation]);
  if (!shown) throw new Error('Render once navigation.initialize() has resolved');
  // One navigator for the router's life: react-router's navigation context changes with it, and a
  // context change reaching an island that still waits for its code drops the island's server HTML.
  const navigator = useMemo(() => createNavigator(navigation), [navigation]);
  return (
    <NavigationContext.Provider value={navigation}>
      <PendingLocationContext.Provider value={pending}>
        <ShownStateContext.Provider value={shown}>
          <Router basename={navigation.basename} location={shown.location} navigationType={shown.action as never} navigator={navigator} static={isStatic}>
            {renderMatches(shown)}
          </Router>
        </ShownStateContext.Provider>
      </PendingLocationContext.Provider>
    </NavigationContext.Provider>
  );
}
