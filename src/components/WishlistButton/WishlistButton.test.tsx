import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { WishlistButton } from './WishlistButton';

const cap = { databaseId: 7, slug: 'cap', name: 'Cap' };

afterEach(() => localStorage.clear());

describe('WishlistButton', () => {
  it('keeps a guest’s wishlist in local storage', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WishlistButton product={cap} />);
    const button = await screen.findByRole('button', { name: 'Add to wishlist' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('Remove from wishlist');
    expect(JSON.parse(localStorage.getItem('vitrine.wishlist')!)).toEqual([cap]);
    await user.click(button);
    expect(button).toHaveAccessibleName('Add to wishlist');
    expect(JSON.parse(localStorage.getItem('vitrine.wishlist')!)).toEqual([]);
  });

  it('reads the stored wishlist', async () => {
    localStorage.setItem('vitrine.wishlist', JSON.stringify([cap]));
    renderWithProviders(<WishlistButton product={cap} />);
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts empty when the stored value is not a wishlist', async () => {
    localStorage.setItem('vitrine.wishlist', '{"not":"a list"');
    renderWithProviders(<WishlistButton product={cap} />);
    expect(await screen.findByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });
});
