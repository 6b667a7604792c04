import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CartButton } from '../components/CartButton/CartButton';
import { CartContents } from '../components/CartContents/CartContents';
import { WishlistItems } from '../components/WishlistItems/WishlistItems';
import { answerSessionAndBeanieWishlist, cartData, cartLine, cartMutationResponse, cartQueryResponse, pendingOperation, serverError } from '../test/cartFixtures';
import { renderWithProviders } from '../test/renderWithProviders';

/** The wishlist's "Add to cart" uses the hook with the product's own fragment. */
async function renderShop() {
  const rendered = renderWithProviders(
    <>
      <CartButton />
      <CartContents />
      <WishlistItems />
    </>,
  );
  const { environment } = rendered;
  await answerSessionAndBeanieWishlist(environment, cartData([cartLine({ id: 'line-1', key: 'k1', quantity: 1, total: '10', name: 'Cap', databaseId: 12 })], '10'));
  return rendered;
}

beforeEach(() => localStorage.setItem('vitrine.wishlist', JSON.stringify([{ databaseId: 11, slug: 'beanie', name: 'Beanie' }])));
afterEach(() => localStorage.clear());

describe('useAddToCartMutation', () => {
  it('shows the new line and the badge before the server answers, with the pending line’s controls disabled', async () => {
    const user = userEvent.setup();
    const { environment } = await renderShop();
    await user.click(screen.getByRole('button', { name: 'Add Beanie to cart' }));
    await screen.findByRole('button', { name: 'Remove Beanie' });
    const cartLines = screen.getByRole('list', { name: 'Items in your cart' });
    expect(cartLines).toHaveTextContent('Beanie');
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Beanie' })).toBeDisabled();
    const mutation = pendingOperation(environment, 'useAddToCartMutation')!;
    expect(mutation.request.variables).toEqual({ input: { productId: 11, quantity: 1 } });

    const serverCart = cartData(
      [
        cartLine({ id: 'line-1', key: 'k1', quantity: 1, total: '10', name: 'Cap', databaseId: 12 }),
        cartLine({ id: 'line-2', key: 'k2', quantity: 1, total: '15', name: 'Beanie', productId: 'product-beanie' }),
      ],
      '25',
    );
    act(() => environment.mock.resolve(mutation, cartMutationResponse(mutation, 'addToCart', serverCart)));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Beanie' })).toBeEnabled());
    expect(screen.getAllByText('€25.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('rolls the line back and shows the server’s message, as text, when the server refuses', async () => {
    const user = userEvent.setup();
    const { environment } = await renderShop();
    await user.click(screen.getByRole('button', { name: 'Add Beanie to cart' }));
    expect(screen.getByRole('button', { name: 'Remove Beanie' })).toBeDisabled();
    const mutation = pendingOperation(environment, 'useAddToCartMutation')!;
    act(() =>
      environment.mock.reject(mutation, serverError('You cannot add &quot;Beanie&quot; to the cart because the product is out of stock.')),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Beanie' })).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('You cannot add "Beanie" to the cart because the product is out of stock.');
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('reads the cart again after a refusal, showing the lines the shop holds', async () => {
    const user = userEvent.setup();
    const { environment } = await renderShop();
    await user.click(screen.getByRole('button', { name: 'Add Beanie to cart' }));
    const mutation = pendingOperation(environment, 'useAddToCartMutation')!;
    // A WooGraphQL shop may answer an error for a change it has applied (its CartItem.id, for one).
    act(() => environment.mock.reject(mutation, serverError('Internal server error')));
    await waitFor(() => expect(pendingOperation(environment, 'refetchCartQuery')).toBeDefined());
    const reread = pendingOperation(environment, 'refetchCartQuery')!;
    const held = cartData(
      [
        cartLine({ id: 'line-1', key: 'k1', quantity: 1, total: '10', name: 'Cap', databaseId: 12 }),
        cartLine({ id: 'line-2', key: 'k2', quantity: 1, total: '15', name: 'Beanie', productId: 'product-beanie' }),
      ],
      '25',
    );
    act(() => environment.mock.resolve(reread, cartQueryResponse(reread, held)));
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Items in your cart' })).toHaveTextContent('Beanie');
  });
});
