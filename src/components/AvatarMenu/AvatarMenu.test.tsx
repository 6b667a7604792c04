import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getAuthToken } from '../../relay/credentials';
import { saveSignIn } from '../../session/authTokens';
import { sessionControllerFor } from '../../session/sessionController';
import { CART_TYPENAMES, cartData, pendingOperation } from '../../test/cartFixtures';
import { mockPayload } from '../../test/mockPayload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AvatarMenu } from './AvatarMenu';

afterEach(() => localStorage.clear());

describe('AvatarMenu', () => {
  it('offers Wishlist, My Account and Logout to a signed-in shopper; Logout signs out and goes home', async () => {
    const user = userEvent.setup();
    saveSignIn({ authToken: 'token-1', refreshToken: 'refresh-1' });
    const { environment, router } = renderWithProviders(<AvatarMenu />, { url: '/products' });
    void sessionControllerFor(environment).start();
    await waitFor(() => expect(pendingOperation(environment, 'SessionQuery')).toBeDefined());
    const session = pendingOperation(environment, 'SessionQuery')!;
    act(() =>
      environment.mock.resolve(
        session,
        mockPayload(
          session,
          { cart: cartData([], '0'), customer: { id: 'dXNlcjox', sessionToken: 's' }, viewer: { id: 'dXNlcjox', username: 'maria', avatar: { url: '/avatar.png' } }, paymentGateways: { nodes: [] }, loginClients: [] },
          CART_TYPENAMES,
        ),
      ),
    );
    // The menu's code is loaded on first use; its first transform in the test runner can take a few seconds.
    await user.click(await screen.findByRole('button', { name: 'Account menu of maria' }, { timeout: 10_000 }));
    expect(screen.getByRole('menuitem', { name: 'Wishlist' })).toHaveAttribute('href', '/my-account?tab=wishlist');
    expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveAttribute('href', '/my-account');
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(pendingOperation(environment, 'useLogoutMutation')).toBeDefined());
    const logout = pendingOperation(environment, 'useLogoutMutation')!;
    act(() => environment.mock.resolve(logout, mockPayload(logout, { logout: { success: true } })));
    await waitFor(() => expect(getAuthToken()).toBeNull());
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    await waitFor(() => expect(pendingOperation(environment, 'SessionQuery')).toBeDefined());
    const fresh = pendingOperation(environment, 'SessionQuery')!;
    act(() => environment.mock.resolve(fresh, mockPayload(fresh, { cart: cartData([], '0'), viewer: null, loginClients: [], paymentGateways: { nodes: [] } }, CART_TYPENAMES)));
    await waitFor(() => expect(router.state!.location.pathname).toBe('/'));
  });

  it('shows nothing to a guest', () => {
    renderWithProviders(<AvatarMenu />);
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });
});
