import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigationRouter } from '../router/NavigationRouter';
import { AppProviders, createTestNavigation } from '../test/renderWithProviders';
import { RootLayout } from './RootLayout';

function renderShell(url = '/') {
  const router = createTestNavigation(
    [{ element: <RootLayout />, children: [{ index: true, element: <p>Home page</p> }, { path: '*', element: <p>Other page</p> }] }],
    { url },
  );
  render(
    <AppProviders environment={createMockEnvironment()}>
      <NavigationRouter navigation={router} />
    </AppProviders>,
  );
  return router;
}

afterEach(() => document.body.classList.remove('no-scroll'));

describe('RootLayout (the shell)', () => {
  it('has a header with the logo, the sections, search, sign-in and the cart trigger', async () => {
    renderShell();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Vitrine' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/my-account');
    // Before the session starts the count is unknown: the button must not claim an empty cart.
    expect(within(header).getByRole('button', { name: 'Cart, loading' })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('opens the cart panel as a modal dialog that Escape closes, keeping the page from scrolling meanwhile', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Cart, loading' }));
    // The panel's code loads on first opening.
    const cart = await screen.findByRole('dialog', { name: 'Cart' }, { timeout: 5000 });
    expect(within(cart).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(document.body).toHaveClass('no-scroll');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cart' })).toBeNull());
    expect(document.body).not.toHaveClass('no-scroll');
  });

  it('opens the mobile menu with Wishlist, My Account and the version; following a link closes it', async () => {
    const user = userEvent.setup();
    const router = renderShell();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    expect(within(menu).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/my-account');
    expect(within(menu).getByText('Version 4.4.10')).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Wishlist' }));
    expect(router.state!.location.pathname).toBe('/wishlist');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(document.body).not.toHaveClass('no-scroll');
  });

  it('toggles a search row from the search trigger', async () => {
    const user = userEvent.setup();
    renderShell();
    const trigger = screen.getByRole('button', { name: 'Search' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('searchbox', { name: 'Search products' })).toHaveLength(2);
  });

  it('searches the product list 50 ms after typing', async () => {
    const user = userEvent.setup();
    const router = renderShell();
    await user.type(screen.getAllByRole('searchbox', { name: 'Search products' })[0]!, 'hoodie');
    await waitFor(() => expect(`${router.state!.location.pathname}${router.state!.location.search}`).toBe('/products?search=hoodie'));
  });

  it('searches for pasted text without the invisible control characters the paste brought', async () => {
    const user = userEvent.setup();
    const router = renderShell();
    const search = screen.getAllByRole('searchbox', { name: 'Search products' })[0]!;
    await user.click(search);
    await user.paste('hood\u0000ie\tcap');
    expect(search).toHaveValue('hoodie cap');
    await waitFor(() => expect(`${router.state!.location.pathname}${router.state!.location.search}`).toBe('/products?search=hoodie+cap'));
  });
});
