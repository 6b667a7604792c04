import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { backend, configureBackend } from '../backend/backend';
import { PLAIN_WOOGRAPHQL } from '../backend/capabilities';
import { renderWithProviders } from '../test/renderWithProviders';
import { Component as ContactRoute } from './ContactRoute';

const vitrine = backend();
afterEach(() => configureBackend(vitrine));

describe('ContactRoute', () => {
  it("shows the shop's address, e-mail and a form that writes to it", async () => {
    renderWithProviders(<ContactRoute />);
    const reach = await screen.findByRole('region', { name: 'Where to find us' });
    expect(reach).toHaveTextContent('Musterstraße 12');
    expect(reach).toHaveTextContent('10115 Berlin');
    expect(reach).toHaveTextContent('Germany');
    expect(screen.getByRole('link', { name: 'hello@vitrine.example' })).toHaveAttribute('href', 'mailto:hello@vitrine.example');
    expect(screen.getByRole('form', { name: 'Write to us' })).toBeInTheDocument();
  });

  it('leaves the form out for a backend without the contact extension (a plain WooGraphQL shop)', async () => {
    configureBackend({ ...vitrine, capabilities: PLAIN_WOOGRAPHQL });
    renderWithProviders(<ContactRoute />);
    expect(await screen.findByRole('region', { name: 'Where to find us' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
