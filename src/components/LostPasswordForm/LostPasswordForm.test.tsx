import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pendingOperation, serverError } from '../../test/cartFixtures';
import { mockPayload } from '../../test/mockPayload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { LostPasswordForm } from './LostPasswordForm';

describe('LostPasswordForm', () => {
  it('asks for a link and answers the same whoever asks', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<LostPasswordForm resetKey={null} login={null} />);
    await user.type(screen.getByRole('textbox', { name: 'Username or email' }), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const request = pendingOperation(environment, 'useSendPasswordResetEmailMutation')!;
    expect(request.request.variables).toEqual({ input: { username: 'nobody@example.com' } });
    act(() => environment.mock.resolve(request, mockPayload(request, { sendPasswordResetEmail: { success: true } })));
    expect(
      await screen.findByText('If your email address is registered with us, you will receive an email with a link to reset your password.'),
    ).toBeInTheDocument();
  });

  it('says the mail could not be sent unless the server reports success', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<LostPasswordForm resetKey={null} login={null} />);
    await user.type(screen.getByRole('textbox', { name: 'Username or email' }), 'maria');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const request = pendingOperation(environment, 'useSendPasswordResetEmailMutation')!;
    act(() => environment.mock.resolve(request, mockPayload(request, { sendPasswordResetEmail: { success: false } })));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error sending the reset password email. Please try again later.');
  });

  it('checks that both passwords match before sending them', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<LostPasswordForm resetKey="k" login="maria" />);
    await user.type(screen.getByLabelText('New password'), 'one-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'other-password');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByText('Passwords do not match. Please try again.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('offers a new link when the key is refused', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<LostPasswordForm resetKey="old" login="maria" />);
    await user.type(screen.getByLabelText('New password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    const reset = pendingOperation(environment, 'useResetUserPasswordMutation')!;
    expect(reset.request.variables).toEqual({ input: { key: 'old', login: 'maria', password: 'new-password' } });
    act(() => environment.mock.reject(reset, serverError('Your password reset link appears to be invalid. Please request a new link below.')));
    expect(await screen.findByText('Password reset link is invalid.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset password' })).toBeInTheDocument());
  });
});
