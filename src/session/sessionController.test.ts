import { waitFor } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backend, configureBackend } from '../backend/backend';
import { PLAIN_WOOGRAPHQL } from '../backend/capabilities';
import { getAuthToken, getSessionToken, setSessionToken } from '../relay/credentials';
import { CART_TYPENAMES, cartData, pendingOperation, serverError, sessionResponse } from '../test/cartFixtures';
import { mockPayload } from '../test/mockPayload';
import { getRefreshToken, saveSignIn } from './authTokens';
import { sessionControllerFor } from './sessionController';

afterEach(() => {
  localStorage.clear();
  configureBackend(vitrineBackend);
});

const vitrineBackend = backend();

/** The session of a signed-in customer (user-1) with an empty cart. */
const signedInSessionResponse = (operation: OperationDescriptor, sessionToken: string) =>
  mockPayload(
    operation,
    { cart: cartData([], '0'), customer: { id: 'customer-1', sessionToken }, viewer: { id: 'user-1', username: 'ana' }, paymentGateways: { nodes: [] }, loginClients: [] },
    CART_TYPENAMES,
  );
const soon = () => String(Math.floor(Date.now() / 1000) + 30);

describe('SessionController', () => {
  it('renews an auth token about to expire before the session starts, keeping the rotated refresh token', async () => {
    saveSignIn({ authToken: 'old', authTokenExpiration: soon(), refreshToken: 'refresh-1' });
    const environment = createMockEnvironment();
    const controller = sessionControllerFor(environment, { recover: vi.fn() });
    const started = controller.start();
    await waitFor(() => expect(pendingOperation(environment, 'refreshAuthTokenMutation')).toBeDefined());
    const refresh = pendingOperation(environment, 'refreshAuthTokenMutation')!;
    expect(refresh.request.variables).toEqual({ input: { refreshToken: 'refresh-1' } });
    environment.mock.resolve(refresh, mockPayload(refresh, { refreshToken: { success: true, authToken: 'new', authTokenExpiration: '9999999999', refreshToken: 'refresh-2' } }));
    await waitFor(() => expect(pendingOperation(environment, 'SessionQuery')).toBeDefined());
    expect(getAuthToken()).toBe('new');
    expect(getRefreshToken()).toBe('refresh-2');
    const session = pendingOperation(environment, 'SessionQuery')!;
    environment.mock.resolve(session, sessionResponse(session, cartData([], '0')));
    await started;
    expect(controller.getStatus()).toBe('ready');
  });

  it('renews with WPGraphQL’s refresh, never the rotating one, on a backend without rotation', async () => {
    configureBackend({ endpoint: '/graphql', currency: 'USD', capabilities: PLAIN_WOOGRAPHQL, attributeTaxonomies: [], guestOrderLookup: false });
    saveSignIn({ authToken: 'old', authTokenExpiration: soon(), refreshToken: 'refresh-1' });
    const environment = createMockEnvironment();
    void sessionControllerFor(environment, { recover: vi.fn() }).start();
    await waitFor(() => expect(pendingOperation(environment, 'refreshAuthTokenWithoutRotationMutation')).toBeDefined());
    expect(pendingOperation(environment, 'refreshAuthTokenMutation')).toBeUndefined();
    const plain = pendingOperation(environment, 'refreshAuthTokenWithoutRotationMutation')!;
    environment.mock.resolve(plain, mockPayload(plain, { refreshToken: { success: true, authToken: 'new', authTokenExpiration: '9999999999' } }));
    await waitFor(() => expect(pendingOperation(environment, 'SessionQuery')).toBeDefined());
    expect(getAuthToken()).toBe('new');
    expect(getRefreshToken()).toBe('refresh-1');
  });

  it('keeps the session token and reads the session again when the shop answers it with an error', async () => {
    setSessionToken('kept-token');
    const recover = vi.fn();
    const environment = createMockEnvironment();
    const controller = sessionControllerFor(environment, { recover, retryDelaysMs: [10] });
    void controller.start();
    await waitFor(() => expect(pendingOperation(environment, 'SessionQuery')).toBeDefined());
    environment.mock.reject(pendingOperation(environment, 'SessionQuery')!, serverError('Internal server error', 'SessionQuery'));
    await waitFor(() => expect(controller.getStatus()).toBe('failed'));
    expect(recover).not.toHaveBeenCalled();
    expect(getSessionToken()).toBe('kept-token');
    await waitFor(() => expect(pendingOperation(environment, 'SessionQuery')).toBeDefined());
    const again = pendingOperation(environment, 'SessionQuery')!;
    environment.mock.resolve(again, sessionResponse(again, cartData([], '0')));
    await waitFor(() => expect(controller.getStatus()).toBe('ready'));
  });

  it('starts over (clears the browser, reloads once) when the shop cannot be reached twice in a row', async () => {
    const recover = vi.fn();
    const environment = createMockEnvironment();
    void sessionControllerFor(environment, { recover, unreachableRetryDelayMs: 10 }).start();
    await waitFor(() => expect(pendingOperation(environment, 'SessionQuery')).toBeDefined());
    environment.mock.reject(pendingOperation(environment, 'SessionQuery')!, new TypeError('Failed to fetch'));
    await waitFor(() => expect(pendingOperation(environment, 'SessionQuery')).toBeDefined());
    expect(recover).not.toHaveBeenCalled();
    environment.mock.reject(pendingOperation(environment, 'SessionQuery')!, new TypeError('Failed to fetch'));
    await waitFor(() => expect(recover).toHaveBeenCalledTimes(1));
  });

  it('keeps the cart and the wishlist when a read gets no answer, as when the shopper reloads the page meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setSessionToken('cart-token');
      localStorage.setItem('vitrine:guest-wishlist', '["beanie"]');
      const recover = vi.fn();
      const environment = createMockEnvironment();
      const controller = sessionControllerFor(environment, { recover });
      const started = controller.start();
      await waitFor(() => expect(pendingOperation(environment, 'SessionQuery')).toBeDefined());
      // What a reload does to the request in flight: no answer.
      environment.mock.reject(pendingOperation(environment, 'SessionQuery')!, new TypeError('Failed to fetch'));
      await vi.advanceTimersByTimeAsync(500);
      // A page being left runs no more timers: nothing was cleared before it went.
      expect(recover).not.toHaveBeenCalled();
      expect(getSessionToken()).toBe('cart-token');
      expect(localStorage.getItem('vitrine:guest-wishlist')).toBe('["beanie"]');
      expect(controller.getStatus()).toBe('loading');
      // A page that stays reads the session again, and whoever awaited the start waits for that read.
      await vi.advanceTimersByTimeAsync(600);
      await waitFor(() => expect(pendingOperation(environment, 'SessionQuery')).toBeDefined());
      const again = pendingOperation(environment, 'SessionQuery')!;
      environment.mock.resolve(again, sessionResponse(again, cartData([], '0')));
      await started;
      expect(controller.getStatus()).toBe('ready');
      expect(recover).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a sign-in while the session is read keeps the new session and the sign-in: the guest answer is read again, not applied', async () => {
    setSessionToken('guest-token');
    const recover = vi.fn();
    const environment = createMockEnvironment();
    const controller = sessionControllerFor(environment, { recover });
    void controller.start();
    await waitFor(() => expect(pendingOperation(environment, 'SessionQuery')).toBeDefined());
    const guestRead = pendingOperation(environment, 'SessionQuery')!;

    // The sign-in's answer arrives while the guest's read is out.
    setSessionToken('customer-token');
    saveSignIn({ authToken: 'signed-in', authTokenExpiration: '9999999999', refreshToken: 'refresh-1' });
    let refreshed = false;
    void controller.refresh().then(() => (refreshed = true));

    environment.mock.resolve(guestRead, sessionResponse(guestRead, cartData([], '0')));
    await waitFor(() => expect(pendingOperation(environment, 'SessionQuery')).toBeDefined());
    expect(getAuthToken()).toBe('signed-in');
    expect(getSessionToken()).toBe('customer-token');
    expect(refreshed).toBe(false);

    const customerRead = pendingOperation(environment, 'SessionQuery')!;
    environment.mock.resolve(customerRead, signedInSessionResponse(customerRead, 'customer-token-2'));
    await waitFor(() => expect(refreshed).toBe(true));
    expect(getAuthToken()).toBe('signed-in');
    expect(getSessionToken()).toBe('customer-token-2');
    expect(environment.getStore().getSource().get('client:root')?.['viewer']).toEqual({ __ref: 'user-1' });
    expect(recover).not.toHaveBeenCalled();
  });

  it('does not renew a token that lives for years: its renewal is looked at again within the longest timer a browser runs', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      saveSignIn({ authToken: 'long-lived', authTokenExpiration: String(Math.floor(Date.now() / 1000) + 3 * 365 * 86_400), refreshToken: 'refresh-1' });
      const environment = createMockEnvironment();
      const controller = sessionControllerFor(environment, { recover: vi.fn() });
      void controller.start();
      await waitFor(() => expect(pendingOperation(environment, 'SessionQuery')).toBeDefined());
      const session = pendingOperation(environment, 'SessionQuery')!;
      environment.mock.resolve(session, signedInSessionResponse(session, 'customer-token'));
      await waitFor(() => expect(controller.getStatus()).toBe('ready'));
      await vi.advanceTimersByTimeAsync(30 * 86_400_000);
      expect(pendingOperation(environment, 'refreshAuthTokenMutation')).toBeUndefined();
      expect(getAuthToken()).toBe('long-lived');
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs out when the refresh token is refused, and starts a guest session', async () => {
    saveSignIn({ authToken: 'old', authTokenExpiration: soon(), refreshToken: 'revoked' });
    const environment = createMockEnvironment();
    void sessionControllerFor(environment, { recover: vi.fn() }).start();
    await waitFor(() => expect(pendingOperation(environment, 'refreshAuthTokenMutation')).toBeDefined());
    const refresh = pendingOperation(environment, 'refreshAuthTokenMutation')!;
    environment.mock.resolve(refresh, mockPayload(refresh, { refreshToken: { success: false, authToken: null, authTokenExpiration: null, refreshToken: null } }));
    await waitFor(() => expect(pendingOperation(environment, 'SessionQuery')).toBeDefined());
    expect(getAuthToken()).toBeNull();
  });
});
