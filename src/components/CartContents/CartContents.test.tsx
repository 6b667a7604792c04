import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartData, cartLine, cartMutationResponse, cartQueryResponse, pendingOperation, serverError, sessionResponse } from '../../test/cartFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CartButton } from '../CartButton/CartButton';
import { CartContents } from './CartContents';

const beanie = (quantity: number) => cartLine({ id: 'line-1', key: 'k1', quantity, total: String(10 * quantity), name: 'Beanie' });

async function renderCart(quantity = 1) {
  const rendered = renderWithProviders(
    <>
      <CartButton />
      <CartContents />
    </>,
  );
  const { environment } = rendered;
  // Showing the cart starts the session: one request for cart, customer, viewer, gateways and login clients.
  await waitFor(() => expect(pendingOperation(environment, 'SessionQuery')).toBeDefined());
  act(() => environment.mock.resolve(pendingOperation(environment, 'SessionQuery')!, sessionResponse(pendingOperation(environment, 'SessionQuery')!, cartData([beanie(quantity)], String(10 * quantity)))));
  await screen.findByRole('link', { name: 'Beanie' });
  return rendered;
}

const quantityInput = () => screen.getByRole('textbox', { name: /quantity of beanie/i });

describe('CartContents', () => {
  it('shows a variation line’s chosen values by their terms’ names with their labels, including an "any" size', async () => {
    const { environment } = renderWithProviders(<CartContents />);
    await waitFor(() => expect(pendingOperation(environment, 'SessionQuery')).toBeDefined());
    const terms = (...names: string[]) => ({ nodes: names.map((termName) => ({ __typename: 'PaColor', id: `term-${termName}`, slug: termName.toLowerCase(), name: termName })) });
    const vneck = {
      ...cartLine({ id: 'line-2', key: 'k2', quantity: 1, total: '20', name: 'V-Neck T-Shirt', databaseId: 40 }),
      // The variation fixes the color and accepts any size: its own attributes say size "" (WooCommerce).
      // Global attributes' values are term slugs; a custom attribute's is its own text.
      variation: {
        attributes: [
          { id: 'a1', name: 'pa_color', label: 'Color', value: 'green' },
          { id: 'a2', name: 'pa_size', label: 'Size', value: 'large' },
          { id: 'a3', name: 'logo', label: 'Logo', value: 'Yes' },
        ],
        node: { __typename: 'SimpleProductVariation', id: 'variation-1', databaseId: 12 },
      },
    };
    act(() => environment.mock.resolve(pendingOperation(environment, 'SessionQuery')!, sessionResponse(pendingOperation(environment, 'SessionQuery')!, cartData([vneck as unknown as ReturnType<typeof cartLine>], '20'))));
    // The terms' names come with the product's attributes, asked once per product.
    await waitFor(() => expect(pendingOperation(environment, 'ChosenAttributesQuery')).toBeDefined());
    const named = pendingOperation(environment, 'ChosenAttributesQuery')!;
    expect(named.request.variables).toEqual({ id: '40' });
    act(() =>
      environment.mock.resolve(named, {
        data: {
          product: {
            __typename: 'VariableProduct',
            __isProductWithAttributes: 'VariableProduct',
            id: 'product-k2',
            attributes: {
              nodes: [
                { __typename: 'GlobalProductAttribute', id: 'attr-color', name: 'pa_color', terms: terms('Green', 'Blue') },
                { __typename: 'GlobalProductAttribute', id: 'attr-size', name: 'pa_size', terms: terms('Small', 'Large') },
                { __typename: 'LocalProductAttribute', id: 'attr-logo', name: 'logo' },
              ],
            },
          },
        },
      }),
    );
    await screen.findByRole('link', { name: 'V-Neck T-Shirt' });
    expect(await screen.findByText('Color: Green')).toBeInTheDocument();
    expect(screen.getByText('Size: Large')).toBeInTheDocument();
    expect(screen.getByText('Logo: Yes')).toBeInTheDocument();
  });

  it('shows the lines, the server totals and the checkout link, and the badge counts the items', async () => {
    await renderCart(2);
    expect(quantityInput()).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(screen.getAllByText('€20.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('changes the quantity and the badge before the server answers, then shows the server totals', async () => {
    const user = userEvent.setup();
    const { environment } = await renderCart(1);
    await user.click(screen.getByRole('button', { name: /increase/i }));
    expect(quantityInput()).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    const mutation = pendingOperation(environment, 'useUpdateItemQuantitiesMutation')!;
    expect(mutation.request.variables).toEqual({ input: { items: [{ key: 'k1', quantity: 2 }] } });
    act(() => environment.mock.resolve(mutation, cartMutationResponse(mutation, 'updateItemQuantities', cartData([beanie(2)], '20'))));
    await waitFor(() => expect(screen.getAllByText('€20.00').length).toBeGreaterThan(0));
    expect(quantityInput()).toHaveValue('2');
  });

  it('collapses rapid clicks into one request with the last quantity, sent after the one in flight', async () => {
    const user = userEvent.setup();
    const { environment } = await renderCart(1);
    const increase = screen.getByRole('button', { name: /increase/i });
    await user.click(increase);
    await user.click(increase);
    await user.click(increase);
    expect(quantityInput()).toHaveValue('4');
    expect(screen.getByRole('button', { name: 'Cart, 4 items' })).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(1);
    const first = pendingOperation(environment, 'useUpdateItemQuantitiesMutation')!;
    expect(first.request.variables.input.items).toEqual([{ key: 'k1', quantity: 2 }]);
    act(() => environment.mock.resolve(first, cartMutationResponse(first, 'updateItemQuantities', cartData([beanie(2)], '20'))));
    // The server's answer to the first click does not undo the later clicks still on their way.
    expect(quantityInput()).toHaveValue('4');
    await waitFor(() => expect(pendingOperation(environment, 'useUpdateItemQuantitiesMutation')).toBeDefined());
    const last = pendingOperation(environment, 'useUpdateItemQuantitiesMutation')!;
    expect(last.request.variables.input.items).toEqual([{ key: 'k1', quantity: 4 }]);
    expect(environment.mock.getAllOperations()).toHaveLength(1);
    act(() => environment.mock.resolve(last, cartMutationResponse(last, 'updateItemQuantities', cartData([beanie(4)], '40'))));
    await waitFor(() => expect(screen.getAllByText('€40.00').length).toBeGreaterThan(0));
    expect(quantityInput()).toHaveValue('4');
  });

  it('removes the line at once and puts it back with the server message when the server refuses', async () => {
    const user = userEvent.setup();
    const { environment } = await renderCart(1);
    await user.click(screen.getByRole('button', { name: 'Remove Beanie' }));
    expect(screen.queryByRole('link', { name: 'Beanie' })).not.toBeInTheDocument();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, empty' })).toBeInTheDocument();
    const mutation = pendingOperation(environment, 'useUpdateItemQuantitiesMutation')!;
    expect(mutation.request.variables.input.items).toEqual([{ key: 'k1', quantity: 0 }]);
    act(() => environment.mock.reject(mutation, serverError('The shop is closed for maintenance. Please try again shortly.')));
    expect(await screen.findByRole('link', { name: 'Beanie' })).toBeInTheDocument();
    expect(quantityInput()).toHaveValue('1');
    expect(screen.getByRole('alert')).toHaveTextContent('The shop is closed for maintenance. Please try again shortly.');
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('removes a line the shop no longer has (removed in another tab) without an error, ending with the shop’s cart', async () => {
    const user = userEvent.setup();
    const { environment } = await renderCart(1);
    await user.click(screen.getByRole('button', { name: 'Remove Beanie' }));
    const mutation = pendingOperation(environment, 'useUpdateItemQuantitiesMutation')!;
    act(() => environment.mock.reject(mutation, serverError('Cart items identified with keys k1 failed to update')));
    // The shop's cart is read again; the line stays away meanwhile.
    await waitFor(() => expect(pendingOperation(environment, 'refetchCartQuery')).toBeDefined());
    expect(screen.queryByRole('link', { name: 'Beanie' })).not.toBeInTheDocument();
    const reread = pendingOperation(environment, 'refetchCartQuery')!;
    act(() => environment.mock.resolve(reread, cartQueryResponse(reread, cartData([], '0'))));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart, empty' })).toBeInTheDocument());
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    // Read once: the refusal did not also send the queue's own read after it.
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('says why a line the shop no longer has came back when its cart could not be read again', async () => {
    const user = userEvent.setup();
    const { environment } = await renderCart(1);
    await user.click(screen.getByRole('button', { name: 'Remove Beanie' }));
    const mutation = pendingOperation(environment, 'useUpdateItemQuantitiesMutation')!;
    act(() => environment.mock.reject(mutation, serverError('Cart items identified with keys k1 failed to update')));
    await waitFor(() => expect(pendingOperation(environment, 'refetchCartQuery')).toBeDefined());
    act(() => environment.mock.reject(pendingOperation(environment, 'refetchCartQuery')!, new TypeError('Failed to fetch')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cart items identified with keys k1 failed to update');
    expect(screen.getByRole('link', { name: 'Beanie' })).toBeInTheDocument();
  });

  it('still says why when a quantity is raised on a line the shop no longer has', async () => {
    const user = userEvent.setup();
    const { environment } = await renderCart(1);
    await user.click(screen.getByRole('button', { name: /increase/i }));
    const mutation = pendingOperation(environment, 'useUpdateItemQuantitiesMutation')!;
    act(() => environment.mock.reject(mutation, serverError('Cart items identified with keys k1 failed to update')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cart items identified with keys k1 failed to update');
  });

  it('empties the whole cart at once, the persistent cart too', async () => {
    const user = userEvent.setup();
    const { environment } = await renderCart(2);
    await user.click(screen.getByRole('button', { name: 'Empty cart' }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, empty' })).toBeInTheDocument();
    const mutation = pendingOperation(environment, 'useEmptyCartMutation')!;
    expect(mutation.request.variables).toEqual({ input: { clearPersistentCart: true } });
    act(() => environment.mock.resolve(mutation, cartMutationResponse(mutation, 'emptyCart', cartData([], '0'))));
    await waitFor(() => expect(screen.getByText('Your cart is empty.')).toBeInTheDocument());
  });

  it('empties a cart another tab emptied already without an error, ending with the shop’s empty cart', async () => {
    const user = userEvent.setup();
    const { environment } = await renderCart(2);
    await user.click(screen.getByRole('button', { name: 'Empty cart' }));
    act(() => environment.mock.reject(pendingOperation(environment, 'useEmptyCartMutation')!, serverError('Cart is empty')));
    await waitFor(() => expect(pendingOperation(environment, 'refetchCartQuery')).toBeDefined());
    // The lines stay away while the shop's cart is read again.
    expect(screen.queryByRole('link', { name: 'Beanie' })).not.toBeInTheDocument();
    const reread = pendingOperation(environment, 'refetchCartQuery')!;
    act(() => environment.mock.resolve(reread, cartQueryResponse(reread, cartData([], '0'))));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart, empty' })).toBeInTheDocument());
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('says why the cart was not emptied when the shop still holds its lines', async () => {
    const user = userEvent.setup();
    const { environment } = await renderCart(2);
    await user.click(screen.getByRole('button', { name: 'Empty cart' }));
    act(() => environment.mock.reject(pendingOperation(environment, 'useEmptyCartMutation')!, serverError('The shop is closed for maintenance. Please try again shortly.')));
    await waitFor(() => expect(pendingOperation(environment, 'refetchCartQuery')).toBeDefined());
    const reread = pendingOperation(environment, 'refetchCartQuery')!;
    act(() => environment.mock.resolve(reread, cartQueryResponse(reread, cartData([beanie(2)], '20'))));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The shop is closed for maintenance. Please try again shortly.'));
    expect(await screen.findByRole('link', { name: 'Beanie' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('says so when the cart is empty', async () => {
    const { environment } = renderWithProviders(<CartContents />);
    await waitFor(() => expect(pendingOperation(environment, 'SessionQuery')).toBeDefined());
    const session = pendingOperation(environment, 'SessionQuery')!;
    act(() => environment.mock.resolve(session, sessionResponse(session, cartData([], '0'))));
    await waitFor(() => expect(screen.getByText('Your cart is empty.')).toBeInTheDocument());
    expect(screen.queryByRole('list', { name: 'Items in your cart' })).not.toBeInTheDocument();
  });
});
