import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { readCookie } from '../relay/credentials';
import { RequestError } from '../relay/request-error';
import { NavigationRouter } from '../router/NavigationRouter';
import { cartData, sessionResponse } from '../test/cartFixtures';
import { createTestNavigation } from '../test/renderWithProviders';
import { sessionControllerFor } from './sessionController';
import { SessionStart } from './SessionStart';

function renderAt(url: string) {
  const environment = createMockEnvironment();
  const recover = vi.fn();
  const controller = sessionControllerFor(environment, { recover });
  const router = createTestNavigation([{ path: '*', element: <SessionStart /> }], { url });
  render(
    <RelayEnvironmentProvider environment={environment}>
      <NavigationRouter navigation={router} />
    </RelayEnvironmentProvider>,
  );
  const sessionRequests = () => environment.mock.getAllOperations().filter((operation) => operation.request.node.operation.name === 'SessionQuery');
  return { environment, controller, recover, sessionRequests };
}

describe('SessionStart', () => {
  it('sends nothing for a visitor who only reads, and starts the session once at the first activity', async () => {
    const { environment, controller, sessionRequests } = renderAt('/products');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sessionRequests()).toHaveLength(0);
    fireEvent.scroll(window);
    fireEvent.mouseMove(window);
    fireEvent.keyDown(window, { key: 'a' });
    await waitFor(() => expect(sessionRequests()).toHaveLength(1));
    const session = sessionRequests()[0]!;
    act(() => environment.mock.resolve(session, sessionResponse(session, cartData([], '0'))));
    await waitFor(() => expect(controller.getStatus()).toBe('ready'));
    expect(readCookie('woocommerce-session')).toBe('session-1');
    fireEvent.click(window);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('starts a returning shopper’s session once the loaded page is idle, without waiting for activity', async () => {
    document.cookie = 'woocommerce-session=returning; Path=/';
    try {
      const { sessionRequests } = renderAt('/products');
      await waitFor(() => expect(sessionRequests()).toHaveLength(1));
    } finally {
      document.cookie = 'woocommerce-session=; Max-Age=0; Path=/';
    }
  });

  it.each(['/checkout', '/my-account', '/order-summary/12'])('starts at once on %s', async (url) => {
    const { sessionRequests } = renderAt(url);
    await waitFor(() => expect(sessionRequests()).toHaveLength(1));
  });

  it('recovers when the session cannot start', async () => {
    const { environment, controller, recover, sessionRequests } = renderAt('/checkout');
    await waitFor(() => expect(sessionRequests()).toHaveLength(1));
    const internalServerError = new RequestError({ client: 'vitrine', operationType: 'query', operationName: 'SessionQuery', status: 500, messages: [], codes: [] });
    act(() => environment.mock.reject(sessionRequests()[0]!, internalServerError));
    await waitFor(() => expect(recover).toHaveBeenCalledTimes(1));
    expect(controller.getStatus()).toBe('failed');
  });
});
