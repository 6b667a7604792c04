import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from './history';
import { createNavigation, type AppRoute, type LazyRoute, type LoaderArgs } from './navigation';
import { isRouteErrorResponse, RouteErrorResponse } from './routeError';

const Screen = () => null;

/** A lazy screen whose loader answers when the test lets it (`release`), or fails with `fail`. */
function slowScreen() {
  const calls: { url: string; release: (value: unknown) => void; fail: (error: unknown) => void }[] = [];
  const loader = vi.fn(
    ({ request }: LoaderArgs) =>
      new Promise((resolve, reject) => {
        calls.push({ url: request.url, release: resolve, fail: reject });
      }),
  );
  return { lazy: async (): Promise<LazyRoute> => ({ Component: Screen, loader }), loader, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function routesWith(product: Pick<AppRoute, 'lazy'>): AppRoute[] {
  return [
    {
      id: 'root',
      errorElement: 'error page',
      children: [
        { index: true, id: 'home', lazy: async () => ({ Component: Screen, loader: () => 'home data' }) },
        { path: 'product/:slug', id: 'product', ...product },
      ],
    },
  ];
}

describe('createNavigation', () => {
  it('shows the first location once its screen and data are in', async () => {
    const navigation = createNavigation({ routes: routesWith({}), history: createMemoryHistory(['/']) });
    expect(navigation.state).toBeNull();
    await navigation.initialize();
    expect(navigation.state!.location.pathname).toBe('/');
    expect(navigation.state!.matches.map((match) => match.data)).toEqual([undefined, 'home data']);
  });

  it('keeps the page on screen while the next one loads, then shows it and adds its history entry', async () => {
    const product = slowScreen();
    const history = createMemoryHistory(['/']);
    const navigation = createNavigation({ routes: routesWith(product), history });
    await navigation.initialize();
    const shown = vi.fn();
    navigation.subscribe(shown);

    const done = navigation.navigate('/product/cap?color=blue');
    await settle();
    expect(navigation.pending?.pathname).toBe('/product/cap');
    expect(navigation.state!.location.pathname).toBe('/');
    expect(history.location.pathname).toBe('/');
    expect(new URL(product.calls[0]!.url)).toMatchObject({ pathname: '/product/cap', search: '?color=blue' });
    expect(product.loader.mock.calls[0]![0].params).toEqual({ slug: 'cap' });

    product.calls[0]!.release('cap data');
    await done;
    expect(navigation.pending).toBeNull();
    expect(navigation.state!.location).toMatchObject({ pathname: '/product/cap', search: '?color=blue', key: history.location.key });
    expect(navigation.state!.matches.at(-1)!.data).toBe('cap data');
    expect(history.location.pathname).toBe('/product/cap');
    expect(navigation.state!.action).toBe('PUSH');
    expect(shown).toHaveBeenCalled();
  });

  it('shows only the latest of two navigations, whichever answers first', async () => {
    const product = slowScreen();
    const navigation = createNavigation({ routes: routesWith(product), history: createMemoryHistory(['/']) });
    await navigation.initialize();
    const first = navigation.navigate('/product/first');
    await settle();
    const second = navigation.navigate('/product/second');
    await settle();
    product.calls[1]!.release('second data');
    await second;
    product.calls[0]!.release('first data');
    await first;
    expect(navigation.state!.location.pathname).toBe('/product/second');
    expect(navigation.state!.matches.at(-1)!.data).toBe('second data');
  });

  it('shows a failed loader’s error in the nearest error element, with the routes above it', async () => {
    const product = slowScreen();
    const navigation = createNavigation({ routes: routesWith(product), history: createMemoryHistory(['/product/gone']) });
    const ready = navigation.initialize();
    await settle();
    product.calls[0]!.fail(new RouteErrorResponse(404, 'Product not found'));
    await ready;
    const { error, matches } = navigation.state!;
    expect(error!.routeId).toBe('root');
    expect(isRouteErrorResponse(error!.error) && error!.error.status).toBe(404);
    expect(matches.map((match) => match.route.id)).toEqual(['root']);
  });

  it('loads a screen whose code failed to load again on the next navigation', async () => {
    const lazy = vi.fn<() => Promise<LazyRoute>>().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    lazy.mockResolvedValue({ Component: Screen, loader: () => 'cap data' });
    const navigation = createNavigation({ routes: routesWith({ lazy }), history: createMemoryHistory(['/']) });
    await navigation.initialize();
    await navigation.navigate('/product/cap');
    expect(String(navigation.state!.error!.error)).toContain('Failed to fetch');
    await navigation.navigate('/product/cap');
    expect(navigation.state!.error).toBeNull();
    expect(navigation.state!.matches.at(-1)!.data).toBe('cap data');
    expect(lazy).toHaveBeenCalledTimes(2);
  });

  it('follows Back and Forward, loading the entry’s data again', async () => {
    const history = createMemoryHistory(['/']);
    const homeLoader = vi.fn(() => 'home data');
    const routes: AppRoute[] = [
      { index: true, lazy: async () => ({ Component: Screen, loader: homeLoader }) },
      { path: 'product/:slug', lazy: async () => ({ Component: Screen }) },
    ];
    const navigation = createNavigation({ routes, history });
    await navigation.initialize();
    await navigation.navigate('/product/cap');
    const shown = new Promise<void>((resolve) => navigation.subscribe(() => navigation.pending === null && resolve()));
    history.go(-1);
    await shown;
    expect(navigation.state!.location.pathname).toBe('/');
    expect(navigation.state!.action).toBe('POP');
    expect(homeLoader).toHaveBeenCalledTimes(2);
  });

  it('replaces the entry of a link to the page on screen, and loads nothing for an anchor on it', async () => {
    const history = createMemoryHistory(['/']);
    const homeLoader = vi.fn(() => 'home data');
    const navigation = createNavigation({ routes: [{ index: true, lazy: async () => ({ Component: Screen, loader: homeLoader }) }], history });
    await navigation.initialize();
    await navigation.navigate('/');
    expect(navigation.state!.action).toBe('REPLACE');
    expect(homeLoader).toHaveBeenCalledTimes(2);
    await navigation.navigate('/#reviews', { preventScrollReset: true });
    expect(navigation.state!.location.hash).toBe('#reviews');
    expect(navigation.state!.preventScrollReset).toBe(true);
    expect(homeLoader).toHaveBeenCalledTimes(2);
    history.go(-1);
    await settle();
    expect(navigation.state!.location.hash).toBe('');
  });

  it('matches under the basename, and answers a path outside it as not found', async () => {
    const routes: AppRoute[] = [{ path: 'products', id: 'products', element: 'list' }];
    const navigation = createNavigation({ routes, history: createMemoryHistory(['/de/products']), basename: '/de' });
    await navigation.initialize();
    expect(navigation.state!.matches.map((match) => match.route.id)).toEqual(['products']);
    await navigation.navigate('/fr/products');
    expect(navigation.state!.matches).toEqual([]);
    expect(isRouteErrorResponse(navigation.state!.error!.error) && navigation.state!.error!.error.status).toBe(404);
  });

  it('saves the leaving location before the next one is shown', async () => {
    const navigation = createNavigation({ routes: [{ path: '*', element: 'page' }], history: createMemoryHistory(['/a']) });
    await navigation.initialize();
    const leaving = vi.fn();
    navigation.beforeCommit(leaving);
    await navigation.navigate('/b');
    expect(leaving).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/a' }));
  });
});
