import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { pendingOperation, serverError } from '../../test/cartFixtures';
import { mockPayload } from '../../test/mockPayload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AccountTabs } from './AccountTabs';

describe('AccountTabs', () => {
  // The tabs fetch the details and password forms' code once shown; loaded here first, those imports
  // cannot still be running when a test's environment is torn down.
  beforeAll(async () => {
    await Promise.all([import('../AccountDetailsForm/AccountDetailsForm'), import('../AccountPasswordForm/AccountPasswordForm')]);
  });

  it('opens the tab named in ?tab= and keeps the choice in the URL', async () => {
    const user = userEvent.setup();
    const { environment, router } = renderWithProviders(<AccountTabs viewerId="dXNlcjox" />, { url: '/my-account?tab=downloads' });
    expect(screen.getByRole('tab', { name: 'Downloads', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(pendingOperation(environment, 'AccountDownloadsQuery')).toBeDefined());
    await user.click(screen.getByRole('tab', { name: 'Wishlist' }));
    expect(router.state!.location.search).toBe('?tab=wishlist');
    expect(screen.getByText('You have no items in your wishlist')).toBeInTheDocument();
  });

  it('lists the orders with links to their summaries', async () => {
    const { environment } = renderWithProviders(<AccountTabs viewerId="dXNlcjox" />, { url: '/my-account' });
    await waitFor(() => expect(pendingOperation(environment, 'AccountOrdersQuery')).toBeDefined());
    const orders = pendingOperation(environment, 'AccountOrdersQuery')!;
    act(() =>
      environment.mock.resolve(
        orders,
        mockPayload(orders, { customer: { orders: { nodes: [{ id: 'o1', databaseId: 42, orderNumber: '42', date: '2026-01-05T10:00:00+00:00', status: 'PROCESSING', currency: 'EUR', total: '31.5' }] } } }),
      ),
    );
    expect(await screen.findByRole('link', { name: 'Order 42' })).toHaveAttribute('href', '/order-summary/42');
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(screen.getByText('€31.50')).toBeInTheDocument();
    expect(screen.getByText('January 5, 2026')).toBeInTheDocument();
  });

  it('says so when the orders cannot be read', async () => {
    const { environment } = renderWithProviders(<AccountTabs viewerId="dXNlcjox" />, { url: '/my-account?tab=orders' });
    await waitFor(() => expect(pendingOperation(environment, 'AccountOrdersQuery')).toBeDefined());
    act(() => environment.mock.reject(pendingOperation(environment, 'AccountOrdersQuery')!, serverError('boom', 'AccountOrdersQuery')));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error getting your orders. Please try again later.');
  });
});
