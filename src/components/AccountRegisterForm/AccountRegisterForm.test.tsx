import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pendingOperation } from '../../test/cartFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AccountRegisterForm } from './AccountRegisterForm';

describe('AccountRegisterForm', () => {
  it('sends pasted details without their NULs, which the shop would refuse, and the password otherwise as typed', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<AccountRegisterForm onRegistered={() => undefined} />);
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.paste('maria@example.com\u0000');
    await user.click(screen.getByRole('textbox', { name: 'Username' }));
    await user.paste('\u0000maria');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('se\u0000 cret');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const registration = pendingOperation(environment, 'useRegisterCustomerMutation')!;
    expect(registration.request.variables.input).toEqual({ username: 'maria', email: 'maria@example.com', password: 'se cret', authenticate: true });
  });
});
