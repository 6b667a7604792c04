import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRecoilValue } from 'recoil';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionControllerFor } from '../../session/sessionController';
import { cartPanelOpenState } from '../../state/panels';
import { answerSessionAndBeanieWishlist, cartData, cartLine, cartMutationResponse, pendingOperation, serverError } from '../../test/cartFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { WishlistItems } from '../WishlistItems/WishlistItems';
import { CartAddedNotice } from './CartAddedNotice';

/** The store setting under test; every other setting keeps its configured value. */
const settings = vi.hoisted(() => ({ autoOpenCart: false }));
vi.mock('../../config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../config')>();
  return {
    ...actual,
    storeSettings: {
      ...actual.storeSettings,
      get autoOpenCart() {
        return settings.autoOpenCart;
      },
    },
  };
});

function CartPanelProbe() {
  return <p data-testid="cart-panel">{useRecoilValue(cartPanelOpenState) ? 'open' : 'closed'}</p>;
}

/** The wishlist's "Add to cart" adds through the same hook as the product page. */
async function renderShop() {
  const rendered = renderWithProviders(
    <>
      <CartAddedNotice />
      <CartPanelProbe />
      <WishlistItems />
    </>,
  );
  const { environment } = rendered;
  void sessionControllerFor(environment).start();
  await answerSessionAndBeanieWishlist(environment, cartData([], '0'));
  return rendered;
}

function liveRegion() {
  return document.querySelector('[aria-live="polite"]')!;
}

const acceptedCart = cartData([cartLine({ id: 'line-2', key: 'k2', quantity: 1, total: '15', name: 'Beanie', productId: 'product-beanie' })], '15');

beforeEach(() => localStorage.setItem('vitrine.wishlist', JSON.stringify([{ databaseId: 11, slug: 'beanie', name: 'Beanie' }])));
afterEach(() => {
  localStorage.clear();
  settings.autoOpenCart = false;
});

describe('CartAddedNotice', () => {
  it('confirms an addition once the shop has accepted it, in a live region, without taking focus; View cart opens the cart', async () => {
    const user = userEvent.setup();
    const { environment } = await renderShop();
    const add = screen.getByRole('button', { name: 'Add Beanie to cart' });
    await user.click(add);
    const status = liveRegion();
    expect(status).toBeEmptyDOMElement();
    const mutation = pendingOperation(environment, 'useAddToCartMutation')!;
    act(() => environment.mock.resolve(mutation, cartMutationResponse(mutation, 'addToCart', acceptedCart)));
    await waitFor(() => expect(status).toHaveTextContent('“Beanie” has been added to your cart.'));
    expect(add).toHaveFocus();
    expect(screen.getByTestId('cart-panel')).toHaveTextContent('closed');
    await user.click(screen.getByRole('button', { name: 'View cart' }));
    expect(screen.getByTestId('cart-panel')).toHaveTextContent('open');
    expect(status).toBeEmptyDOMElement();
  });

  it('says nothing when the shop refuses the addition (the cart shows why)', async () => {
    const user = userEvent.setup();
    const { environment } = await renderShop();
    await user.click(screen.getByRole('button', { name: 'Add Beanie to cart' }));
    const mutation = pendingOperation(environment, 'useAddToCartMutation')!;
    act(() => environment.mock.reject(mutation, serverError('Sorry, “Beanie” is out of stock.')));
    await waitFor(() => expect(screen.getByTestId('cart-panel')).toHaveTextContent('open'));
    expect(liveRegion()).toBeEmptyDOMElement();
  });

  it('can be dismissed', async () => {
    const user = userEvent.setup();
    const { environment } = await renderShop();
    await user.click(screen.getByRole('button', { name: 'Add Beanie to cart' }));
    const mutation = pendingOperation(environment, 'useAddToCartMutation')!;
    act(() => environment.mock.resolve(mutation, cartMutationResponse(mutation, 'addToCart', acceptedCart)));
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(liveRegion()).toBeEmptyDOMElement();
  });

  it('opens the cart instead when the store sets autoOpenCart', async () => {
    settings.autoOpenCart = true;
    const user = userEvent.setup();
    const { environment } = await renderShop();
    await user.click(screen.getByRole('button', { name: 'Add Beanie to cart' }));
    expect(screen.getByTestId('cart-panel')).toHaveTextContent('closed');
    const mutation = pendingOperation(environment, 'useAddToCartMutation')!;
    act(() => environment.mock.resolve(mutation, cartMutationResponse(mutation, 'addToCart', acceptedCart)));
    await waitFor(() => expect(screen.getByTestId('cart-panel')).toHaveTextContent('open'));
    expect(liveRegion()).toBeEmptyDOMElement();
  });
});
