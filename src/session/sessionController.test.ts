import { waitFor } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAuthToken } from '../relay/credentials';
import { cartData, pendingOperation, serverError, sessionResponse } from '../test/cartFixtures';
import { mockPayload } from '../test/mockPayload';
import { getRefreshToken, saveSignIn } from './authTokens';
import { sessionControllerFor } from './sessionController';

afterEach(() => localStorage.clear());

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

  it('falls back to WPGraphQL’s refresh when the backend lacks the rotating one', async () => {
    saveSignIn({ authToken: 'old', authTokenExpiration: soon(), refreshToken: 'refresh-1' });
    const environment = createMockEnvironment();
    void sessionControllerFor(environment, { recover: vi.fn() }).start();
    await waitFor(() => expect(pendingOperation(environment, 'refreshAuthTokenMutation')).toBeDefined());
    environment.mock.reject(
      pendingOperation(environment, 'refreshAuthTokenMutation')!,
      serverError('Cannot query field "refreshToken" on type "RefreshTokenPayload".'),
    );
    await waitFor(() => expect(pendingOperation(environment, 'refreshAuthTokenWithoutRotationMutation')).toBeDefined());
    const plain = pendingOperation(environment, 'refreshAuthTokenWithoutRotationMutation')!;
    environment.mock.resolve(plain, mockPayload(plain, { refreshToken: { success: true, authToken: 'new', authTokenExpiration: '9999999999' } }));
    await waitFor(() => expect(pendingOperation(environment, 'SessionQuery')).toBeDefined());
    expect(getAuthToken()).toBe('new');
    expect(getRefreshToken()).toBe('refresh-1');
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
