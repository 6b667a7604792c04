import { waitFor } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backend, configureBackend } from '../backend/backend';
import { PLAIN_WOOGRAPHQL } from '../backend/capabilities';
import { getAuthToken, getSessionToken, setSessionToken } from '../relay/credentials';
import { cartData, pendingOperation, serverError, sessionResponse } from '../test/cartFixtures';
import { mockPayload } from '../test/mockPayload';
import { getRefreshToken, saveSignIn } from './authTokens';
import { sessionControllerFor } from './sessionController';

afterEach(() => {
  localStorage.clear();
  configureBackend(vitrineBackend);
});

const vitrineBackend = backend();
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
