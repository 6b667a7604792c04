import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setAuthToken } from '../../relay/credentials';
import { mockPayload } from '../../test/mockPayload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SignInLink } from './SignInLink';

afterEach(() => setAuthToken(null));

describe('SignInLink', () => {
  it('shows "Sign In" to a guest without asking the server', () => {
    const { environment } = renderWithProviders(<SignInLink />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/my-account');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('shows the username of a signed-in shopper', async () => {
    setAuthToken('token');
    renderWithProviders(<SignInLink />, { respond: (operation) => mockPayload(operation, { viewer: { id: 'u1', username: 'maria' } }) });
    expect(await screen.findByRole('link', { name: 'maria' })).toBeInTheDocument();
  });

  it('falls back to "Sign In" when the viewer cannot be read', async () => {
    setAuthToken('token');
    const { environment } = renderWithProviders(<SignInLink />);
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('NOT_IMPLEMENTED')));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});
