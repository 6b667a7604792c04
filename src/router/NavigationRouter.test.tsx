import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createTestNavigation } from '../test/renderWithProviders';
import { createMemoryHistory } from './history';
import { Link, NavLink } from './Link';
import { createNavigation, type AppRoute } from './navigation';
import { NavigationRouter, usePendingLocation, useRouteData, useRouteError, useRouteIds } from './NavigationRouter';
import { isRouteErrorResponse, RouteErrorResponse } from './routeError';
import { ScrollRestoration } from './ScrollRestoration';

function Layout() {
  const pending = usePendingLocation();
  return (
    <>
      <nav>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/products">Products</NavLink>
        <Link to="/product/cap">Cap</Link>
        <Link to="/product/broken">Broken</Link>
        <Link to="https://example.com/elsewhere">Elsewhere</Link>
      </nav>
      <p>{pending ? `loading ${pending.pathname}` : 'idle'}</p>
      <p>{`routes ${useRouteIds().join(' ')}`}</p>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

function ErrorShown() {
  const error = useRouteError();
  return <h1>{isRouteErrorResponse(error) ? `Error ${error.status}: ${error.message}` : `Error: ${String(error)}`}</h1>;
}

function Product() {
  const { slug } = useParams();
  if (slug === 'broken') throw new Error('render failed');
  return <h1>{`${slug}: ${useRouteData<string>()}`}</h1>;
}

/** The product screen's data arrives when the test says so. */
function shop() {
  const answers: ((value: string) => void)[] = [];
  const routes: AppRoute[] = [
    {
      id: 'root',
      element: <Layout />,
      errorElement: <ErrorShown />,
      children: [
        { index: true, id: 'home', element: <h1>Home page</h1> },
        { path: 'products', id: 'products', element: <h1>Products page</h1> },
        {
          path: 'product/:slug',
          id: 'product',
          errorElement: <ErrorShown />,
          lazy: async () => ({
            Component: Product,
            loader: ({ params }) => {
              if (params.slug === 'missing') throw new RouteErrorResponse(404, 'Product not found');
              return params.slug === 'broken' ? 'never shown' : new Promise<string>((resolve) => answers.push(resolve));
            },
          }),
        },
      ],
    },
  ];
  return { routes, answers };
}

afterEach(() => vi.restoreAllMocks());

describe('NavigationRouter', () => {
  it('keeps the page on screen while a link’s screen loads, says what loads, then shows it with its data', async () => {
    const user = userEvent.setup();
    const { routes, answers } = shop();
    const navigation = createTestNavigation(routes, { url: '/products' });
    render(<NavigationRouter navigation={navigation} />);
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('routes root products')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Cap' }));
    expect(await screen.findByText('loading /product/cap')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Products page' })).toBeInTheDocument();

    await act(async () => answers[0]!('a blue cap'));
    expect(await screen.findByRole('heading', { name: 'cap: a blue cap' })).toBeInTheDocument();
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(screen.getByText('routes root product')).toBeInTheDocument();
    expect(navigation.history.location.pathname).toBe('/product/cap');
  });

  it('keeps saying what loads while the shown screen still waits for its data, and shows the old page meanwhile', async () => {
    let release = () => undefined as void;
    const data = new Promise<void>((resolve) => (release = resolve));
    let ready = false;
    void data.then(() => (ready = true));
    function Waiting() {
      if (!ready) throw data;
      return <h1>Slow page</h1>;
    }
    const routes: AppRoute[] = [
      {
        element: <Layout />,
        children: [
          { path: 'products', element: <h1>Products page</h1> },
          { path: 'slow', lazy: async () => ({ Component: Waiting, loader: () => 'started' }) },
        ],
      },
    ];
    const navigation = createTestNavigation(routes, { url: '/products' });
    render(<NavigationRouter navigation={navigation} />);
    await act(() => navigation.navigate('/slow'));
    expect(navigation.state!.location.pathname).toBe('/slow');
    expect(screen.getByText('loading /slow')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Products page' })).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(screen.getByText('idle')).toBeInTheDocument();
  });

  it('shows a loader’s refusal and a screen that fails to render in the route’s error element, the shell kept', async () => {
    const user = userEvent.setup();
    // React reports the render error (console and the window's error event) before the boundary shows it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const quiet = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', quiet);
    onTestFinished(() => window.removeEventListener('error', quiet));
    const { routes } = shop();
    const navigation = createTestNavigation(routes, { url: '/' });
    render(<NavigationRouter navigation={navigation} />);
    await act(() => navigation.navigate('/product/missing'));
    expect(screen.getByRole('heading', { name: 'Error 404: Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Broken' }));
    expect(await screen.findByRole('heading', { name: 'Error: Error: render failed' })).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    // The next location renders afresh.
    await user.click(screen.getByRole('link', { name: 'Products' }));
    expect(await screen.findByRole('heading', { name: 'Products page' })).toBeInTheDocument();
  });

  it('leaves a link with a modifier key, and a link out of the shop, to the browser', async () => {
    const { routes } = shop();
    const navigation = createTestNavigation(routes, { url: '/' });
    render(<NavigationRouter navigation={navigation} />);
    const out = screen.getByRole('link', { name: 'Elsewhere' });
    expect(out).toHaveAttribute('href', 'https://example.com/elsewhere');
    const outClick = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    out.dispatchEvent(outClick);
    expect(outClick.defaultPrevented).toBe(false);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    screen.getByRole('link', { name: 'Products' }).dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(navigation.pending).toBeNull();
  });

  it('writes links under the basename', () => {
    const { routes } = shop();
    render(<NavigationRouter navigation={createTestNavigation(routes, { url: '/de/products', basename: '/de' })} />);
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/de/products');
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/de');
  });
});

describe('ScrollRestoration', () => {
  it('starts a new page at the top, returns to the position on Back, and keeps it when asked', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const scrolled = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    const history = createMemoryHistory(['/']);
    const routes: AppRoute[] = [{ element: <Layout />, children: [{ path: '*', element: <p>page</p> }] }];
    const navigation = createNavigation({ routes, history });
    await navigation.initialize();
    render(<NavigationRouter navigation={navigation} />);
    // The first page stays where the browser put it.
    expect(scrollTo).not.toHaveBeenCalled();

    scrolled(700);
    await act(() => navigation.navigate('/products'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrolled(300);
    await act(() => navigation.navigate('/products?tab=reviews', { preventScrollReset: true }));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(async () => {
      history.go(-2);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 700);
  });
});
