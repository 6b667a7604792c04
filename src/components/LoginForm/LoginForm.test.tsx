import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getAuthToken } from '../../relay/credentials';
import { pendingOperation, serverError } from '../../test/cartFixtures';
import { mockPayload } from '../../test/mockPayload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { LoginForm } from './LoginForm';

afterEach(() => localStorage.clear());

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Username or email' }), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm', () => {
  it('shows a logging-in state, keeps the trimmed token and fetches the session again', async () => {
    const { environment } = renderWithProviders(<LoginForm />);
    await submit(' maria ', 'secret');
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    const login = pendingOperation(environment, 'useLoginMutation')!;
    expect(login.request.variables).toEqual({ input: { provider: 'PASSWORD', credentials: { username: 'maria', password: 'secret' } } });
    act(() =>
      environment.mock.resolve(
        login,
        mockPayload(login, { login: { authToken: '  token-1  ', authTokenExpiration: null, refreshToken: 'refresh-1', sessionToken: 'session-2', user: { id: 'user-1', username: 'maria' } } }),
      ),
    );
    await waitFor(() => expect(pendingOperation(environment, 'SessionQuery')).toBeDefined());
    expect(getAuthToken()).toBe('token-1');
  });

  it.each([
    ['No account found with that username. Sign up for a new account.', 'No account found with that username. Sign up for a new account.'],
    ['incorrect_password', 'Incorrect password. Please try again.'],
    ['invalid_username', 'No account found with that username. Sign up for a new account.'],
  ])('shows "%s" as the spec’s text', async (message, shown) => {
    const { environment } = renderWithProviders(<LoginForm />);
    await submit('maria', 'wrong');
    act(() => environment.mock.reject(pendingOperation(environment, 'useLoginMutation')!, serverError(message)));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(getAuthToken()).toBeNull();
  });

  it('sends a pasted password without its NUL, as registration keeps it, and the rest as typed', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<LoginForm />);
    await user.click(screen.getByRole('textbox', { name: 'Username or email' }));
    await user.paste('maria\u0000');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('\u0000se cret\u0000');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const login = pendingOperation(environment, 'useLoginMutation')!;
    expect(login.request.variables.input.credentials).toEqual({ username: 'maria', password: 'se cret' });
  });

  it('asks for both fields before sending anything', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
