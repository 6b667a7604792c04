import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CheckoutRouteQuery, { type CheckoutRouteQuery as CheckoutRouteQueryType } from '../../__generated__/CheckoutRouteQuery.graphql';
import { sessionControllerFor } from '../../session/sessionController';
import { CART_TYPENAMES, cartData, cartLine, pendingOperation, serverError, sessionResponse } from '../../test/cartFixtures';
import { mockPayload } from '../../test/mockPayload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CheckoutForm } from './CheckoutForm';

/** The store setting under test; every other setting keeps its configured value. */
const settings = vi.hoisted(() => ({ hideBillingAddressForVirtualProducts: false }));
vi.mock('../../config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../config')>();
  return {
    ...actual,
    storeSettings: {
      ...actual.storeSettings,
      get hideBillingAddressForVirtualProducts() {
        return settings.hideBillingAddressForVirtualProducts;
      },
    },
  };
});

function Checkout() {
  const data = useLazyLoadQuery<CheckoutRouteQueryType>(CheckoutRouteQuery, {});
  return data.cart ? (
    <CheckoutForm cart={data.cart} customer={data.customer ?? null} gateways={data.paymentGateways ?? null} allowedCountries={['DE', 'US']} isSignedIn={false} />
  ) : null;
}

const cart = {
  ...cartData([cartLine({ id: 'line-1', key: 'k1', quantity: 2, total: '36', name: 'Beanie' })], '36'),
  availableShippingMethods: [{ rates: [{ id: 'flat_rate:1', label: 'Flat rate', cost: '4.9' }] }],
  chosenShippingMethods: ['flat_rate:1'],
};

function checkoutResponse(operation: Parameters<typeof mockPayload>[0], checkoutCart = cart) {
  return mockPayload(
    operation,
    {
      cart: checkoutCart,
      customer: { billing: { firstName: null, lastName: null, company: null, address1: null, address2: null, city: null, postcode: null, country: null, state: null, phone: null, email: null }, shipping: null },
      paymentGateways: {
        nodes: [
          { id: 'cod', title: 'Cash on delivery', description: 'Pay with cash upon delivery.' },
          { id: 'stripe', title: 'Credit card', description: null },
        ],
      },
    },
    CART_TYPENAMES,
  );
}

async function renderCheckout(checkoutCart = cart) {
  const rendered = renderWithProviders(<Checkout />, { url: '/checkout' });
  const { environment } = rendered;
  // The checkout route starts the session before it renders; cart changes wait for it.
  void sessionControllerFor(environment).start();
  await waitFor(() => expect(pendingOperation(environment, 'SessionQuery')).toBeDefined());
  const session = pendingOperation(environment, 'SessionQuery')!;
  act(() => environment.mock.resolve(session, sessionResponse(session, checkoutCart)));
  await waitFor(() => expect(pendingOperation(environment, 'CheckoutRouteQuery')).toBeDefined());
  const checkout = pendingOperation(environment, 'CheckoutRouteQuery')!;
  act(() => environment.mock.resolve(checkout, checkoutResponse(checkout, checkoutCart)));
  // The form renders behind lazily loaded parts; a busy machine needs more than the default second.
  await screen.findByRole('button', { name: 'Place order' }, { timeout: 10_000 });
  return rendered;
}

/** The states of the chosen country: none, so the state is a text field. */
async function answerStates(environment: ReturnType<typeof renderWithProviders>['environment']) {
  await waitFor(() => expect(pendingOperation(environment, 'useCountryStatesQuery')).toBeDefined());
  const states = pendingOperation(environment, 'useCountryStatesQuery')!;
  act(() => environment.mock.resolve(states, { data: { countryStates: [] } }));
}

async function fillBilling(user: UserEvent, environment: ReturnType<typeof renderWithProviders>['environment']) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Maria');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Keller');
  await user.type(screen.getByRole('textbox', { name: 'Street address' }), 'Hauptstraße 1');
  await user.type(screen.getByRole('textbox', { name: 'Postcode / ZIP' }), '20095');
  await user.type(screen.getByRole('textbox', { name: 'Town / City' }), 'Hamburg');
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'maria@example.com');
  await user.click(screen.getByRole('button', { name: /Country \/ Region/ }));
  await user.click(await screen.findByRole('option', { name: 'Germany' }));
  await answerStates(environment);
  // The new country brings new rates.
  await waitFor(() => expect(pendingOperation(environment, 'useUpdateShippingLocationMutation')).toBeDefined(), { timeout: 2000 });
  const update = pendingOperation(environment, 'useUpdateShippingLocationMutation')!;
  act(() => environment.mock.resolve(update, mockPayload(update, { updateCustomer: { customer: { calculatedShipping: true } } })));
  await waitFor(() => expect(pendingOperation(environment, 'refetchCartQuery')).toBeDefined());
  const refetch = pendingOperation(environment, 'refetchCartQuery')!;
  act(() => environment.mock.resolve(refetch, mockPayload(refetch, { cart }, CART_TYPENAMES)));
}

describe('CheckoutForm', { timeout: 30_000 }, () => {
  afterEach(() => {
    settings.hideBillingAddressForVirtualProducts = false;
  });

  it('asks only for an email for an all-virtual cart when the store hides the billing address then', async () => {
    settings.hideBillingAddressForVirtualProducts = true;
    const line = cartLine({ id: 'line-1', key: 'k1', quantity: 1, total: '9', name: 'Album' });
    const virtualLine = { ...line, product: { node: { ...line.product.node, virtual: true } } };
    await renderCheckout({ ...cartData([virtualLine], '9'), availableShippingMethods: cart.availableShippingMethods, chosenShippingMethods: cart.chosenShippingMethods });
    const billing = screen.getByRole('group', { name: 'Billing details' });
    expect(within(billing).getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    expect(within(billing).queryByRole('textbox', { name: 'Street address' })).not.toBeInTheDocument();
  });

  it('keeps the billing address when the cart holds a physical product, whatever the setting', async () => {
    settings.hideBillingAddressForVirtualProducts = true;
    await renderCheckout();
    const billing = screen.getByRole('group', { name: 'Billing details' });
    expect(within(billing).getByRole('textbox', { name: 'Street address' })).toBeInTheDocument();
  });

  it('offers only gateways it can use: no Stripe without a publishable key', async () => {
    await renderCheckout();
    const payment = screen.getByRole('radiogroup', { name: 'Payment method' });
    expect(within(payment).getByRole('radio', { name: 'Cash on delivery' })).toBeInTheDocument();
    expect(within(payment).queryByRole('radio', { name: 'Credit card' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Flat rate/ })).toBeChecked();
  });

  it('preselects the first payment method the shop offers', async () => {
    await renderCheckout();
    // Chosen by an effect once the methods are shown: on a busy machine that is a moment after the form.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked());
    expect(screen.getByText('Pay with cash upon delivery.')).toBeInTheDocument();
  });

  it('asks for the state where the country needs one (the US), and leaves it optional in Germany', async () => {
    const user = userEvent.setup({ delay: null });
    const { environment } = await renderCheckout();
    await user.click(screen.getByRole('button', { name: /Country \/ Region/ }));
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    await waitFor(() => expect(pendingOperation(environment, 'useCountryStatesQuery')).toBeDefined());
    const states = pendingOperation(environment, 'useCountryStatesQuery')!;
    act(() => environment.mock.resolve(states, { data: { countryStates: [{ code: 'OR', name: 'Oregon' }, { code: 'WA', name: 'Washington' }] } }));
    const state = await screen.findByRole('button', { name: /State \/ County/ }, { timeout: 10_000 });
    expect(screen.queryByText('State / County (optional)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(state.closest('[data-invalid]')).not.toBeNull());
    expect(pendingOperation(environment, 'useCheckoutMutation')).toBeUndefined();

    await user.click(screen.getByRole('button', { name: /Country \/ Region/ }));
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await waitFor(() => expect(pendingOperation(environment, 'useCountryStatesQuery')).toBeDefined());
    const german = pendingOperation(environment, 'useCountryStatesQuery')!;
    act(() => environment.mock.resolve(german, { data: { countryStates: [{ code: 'BE', name: 'Berlin' }] } }));
    expect(await screen.findByText('State / County (optional)', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('asks for a shipping address only when shipping to a different address', async () => {
    const user = userEvent.setup({ delay: null });
    await renderCheckout();
    expect(screen.queryByRole('group', { name: 'Shipping address' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Ship to a different address?' }));
    expect(screen.getByRole('group', { name: 'Shipping address' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: 'First name' })).toHaveLength(2);
  });

  it('recalculates shipping when the country changes, for guests too', async () => {
    const user = userEvent.setup({ delay: null });
    const { environment } = await renderCheckout();
    await user.click(screen.getByRole('button', { name: /Country \/ Region/ }));
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    await answerStates(environment);
    await waitFor(() => expect(pendingOperation(environment, 'useUpdateShippingLocationMutation')).toBeDefined(), { timeout: 2000 });
    const update = pendingOperation(environment, 'useUpdateShippingLocationMutation')!;
    expect(update.request.variables.input.shipping).toMatchObject({ country: 'US' });
    act(() => environment.mock.resolve(update, mockPayload(update, { updateCustomer: { customer: { calculatedShipping: true } } })));
    await waitFor(() => expect(pendingOperation(environment, 'refetchCartQuery')).toBeDefined());
  });

  it('places one order however often it is pressed, then opens the order-received page', async () => {
    const user = userEvent.setup({ delay: null });
    const { environment, router } = await renderCheckout();
    await fillBilling(user, environment);
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.type(screen.getByRole('textbox', { name: 'Order note (optional)' }), 'Leave at the door');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('button', { name: 'Processing…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Processing…' }));
    const placed = environment.mock.getAllOperations().filter((operation) => operation.request.node.operation.name === 'useCheckoutMutation');
    expect(placed).toHaveLength(1);
    const input = placed[0]!.request.variables.input;
    expect(input).toMatchObject({
      paymentMethod: 'cod',
      shipToDifferentAddress: false,
      customerNote: 'Leave at the door',
      billing: { firstName: 'Maria', lastName: 'Keller', address1: 'Hauptstraße 1', postcode: '20095', city: 'Hamburg', country: 'DE', email: 'maria@example.com' },
    });
    // The server prices the order: no amount is ever sent.
    expect(JSON.stringify(input)).not.toMatch(/total|price|amount/i);
    act(() =>
      environment.mock.resolve(placed[0]!, mockPayload(placed[0]!, { checkout: { result: 'success', redirect: 'http://shop/checkout/order-received/55/', order: { databaseId: 55, orderKey: 'wc_order_abc' } } })),
    );
    await waitFor(() => expect(router.state!.location.pathname).toBe('/checkout/order-received/55'));
    expect(router.state!.location.search).toBe('?key=wc_order_abc');
  });

  it('sends pasted text without the invisible control characters the paste brought, which the shop would refuse', async () => {
    const user = userEvent.setup({ delay: null });
    const { environment } = await renderCheckout();
    await fillBilling(user, environment);
    const lastName = screen.getByRole('textbox', { name: 'Last name' });
    await user.clear(lastName);
    await user.paste('Kel\u0000ler\u0007');
    expect(lastName).toHaveValue('Keller');
    await user.click(screen.getByRole('textbox', { name: 'Order note (optional)' }));
    await user.paste('Leave at\u0000 the door,\n\tplease');
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const checkout = await waitFor(() => pendingOperation(environment, 'useCheckoutMutation')!);
    expect(checkout.request.variables.input).toMatchObject({ customerNote: 'Leave at the door,\n\tplease', billing: { lastName: 'Keller' } });
    expect(JSON.stringify(checkout.request.variables)).not.toMatch(/\\u000[07]/);
  });

  it('sends a pasted coupon code without the invisible control characters the paste brought', async () => {
    const user = userEvent.setup({ delay: null });
    const { environment } = await renderCheckout();
    await user.click(screen.getByRole('textbox', { name: 'Coupon code' }));
    await user.paste('SUM\u0000MER\t');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    const apply = await waitFor(() => pendingOperation(environment, 'useApplyCouponMutation')!);
    expect(apply.request.variables.input).toEqual({ code: 'SUMMER' });
  });

  it('puts the server’s field errors under their fields', async () => {
    const user = userEvent.setup({ delay: null });
    const { environment } = await renderCheckout();
    await fillBilling(user, environment);
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const checkout = await waitFor(() => pendingOperation(environment, 'useCheckoutMutation')!);
    act(() => environment.mock.reject(checkout, serverError('Billing Email address is not a valid email address.')));
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Billing Email address is not a valid email address.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });
});
