import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequestError } from '../../relay/request-error';
import { pendingOperation, serverError } from '../../test/cartFixtures';
import { mockPayload } from '../../test/mockPayload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ContactForm } from './ContactForm';

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Your name' }), ' Maria ');
  await user.type(screen.getByRole('textbox', { name: 'Your email address' }), 'maria@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Does the hoodie run small?');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('ContactForm', () => {
  it('checks the fields before sending anything', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<ContactForm shopEmail="hello@shop.example" />);
    await user.type(screen.getByRole('textbox', { name: 'Your email address' }), 'maria at example');
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hi?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please write your message (at least 10 characters).')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sends the trimmed message and confirms where the answer will go', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<ContactForm shopEmail="hello@shop.example" />);
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveAttribute('maxLength', '5000');
    await fillIn(user);
    const request = pendingOperation(environment, 'useSendContactMessageMutation')!;
    expect(request.request.variables).toEqual({
      input: { name: 'Maria', email: 'maria@example.com', subject: null, orderNumber: null, message: 'Does the hoodie run small?', website: null },
    });
    act(() => environment.mock.resolve(request, mockPayload(request, { sendContactMessage: { success: true } })));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Thank you, your message has been sent. We will reply to maria@example.com within one working day.');
    expect(status).toHaveFocus();
  });

  it('sends a pasted message without the invisible control characters it brought, keeping its lines', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<ContactForm shopEmail="hello@shop.example" />);
    await user.click(screen.getByRole('textbox', { name: 'Your name' }));
    await user.paste('Maria\u0000 Keller\u001B');
    await user.type(screen.getByRole('textbox', { name: 'Your email address' }), 'maria@example.com');
    await user.click(screen.getByRole('textbox', { name: 'Your message' }));
    await user.paste('Hello,\u0000\n\tdoes the hoodie\u0008 run small?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const request = pendingOperation(environment, 'useSendContactMessageMutation')!;
    expect(request.request.variables.input).toMatchObject({ name: 'Maria Keller', message: 'Hello,\n\tdoes the hoodie run small?' });
  });

  it('asks to wait after too many messages, in the shopper’s language rather than the server’s', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<ContactForm shopEmail="hello@shop.example" />);
    await fillIn(user);
    const request = pendingOperation(environment, 'useSendContactMessageMutation')!;
    const tooMany = new RequestError({
      client: 'vitrine',
      operationType: 'mutation',
      operationName: 'useSendContactMessageMutation',
      status: 200,
      messages: ['You have sent several messages already. Please try again in 60 minutes.'],
      codes: ['TOO_MANY_ATTEMPTS'],
    });
    act(() => environment.mock.reject(request, tooMany));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent several messages already. Please try again in an hour.');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('offers the shop’s address when the message could not be sent', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<ContactForm shopEmail="hello@shop.example" />);
    await fillIn(user);
    const request = pendingOperation(environment, 'useSendContactMessageMutation')!;
    act(() => environment.mock.reject(request, serverError('Unexpected error.')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, your message could not be sent. Please try again later or write to hello@shop.example.',
    );
  });
});
