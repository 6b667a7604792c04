import { useCallback, useRef, useState } from 'react';
import { Button, Checkbox } from 'react-aria-components';
import { Form, FormSpy } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import type { CheckoutForm_cart$key } from '../../__generated__/CheckoutForm_cart.graphql';
import type { CheckoutForm_customer$key } from '../../__generated__/CheckoutForm_customer.graphql';
import type { CheckoutFormStripeIntentQuery } from '../../__generated__/CheckoutFormStripeIntentQuery.graphql';
import type { CheckoutForm_gateways$key } from '../../__generated__/CheckoutForm_gateways.graphql';
import type { CustomerAddressInput } from '../../__generated__/useCheckoutMutation.graphql';
import { storeSettings } from '../../config';
import { useDebouncedCallback } from '../../lib/useDebouncedCallback';
import { serverMessage } from '../../mutations/serverMessage';
import { useCheckoutMutation } from '../../mutations/useCheckoutMutation';
import { useLoginMutation } from '../../mutations/useLoginMutation';
import { useUpdateShippingLocationMutation } from '../../mutations/useUpdateShippingLocationMutation';
import { CheckoutAddressFields } from '../CheckoutAddressFields/CheckoutAddressFields';
import { CheckoutOrderReview } from '../CheckoutOrderReview/CheckoutOrderReview';
import { CheckoutPaymentMethods, STRIPE_GATEWAY } from '../CheckoutPaymentMethods/CheckoutPaymentMethods';
import { CheckoutShippingMethods } from '../CheckoutShippingMethods/CheckoutShippingMethods';
import type { StripeCardHandle } from '../CheckoutStripeCard/CheckoutStripeCard';
import { CouponForm } from '../CouponForm/CouponForm';
import { FormTextField } from '../FormTextField/FormTextField';
import { SubmitError } from '../SubmitError/SubmitError';
import { checkoutSubmitErrors } from './checkoutErrors';
import * as styles from './Checkout.css';

/** The longest order note the shop keeps (server/services/checkout/checkout.ts): longer text cannot be typed. */
const ORDER_NOTE_MAX_LENGTH = 2000;

const cartFragment = graphql`
  fragment CheckoutForm_cart on Cart {
    needsShippingAddress
    contents(first: 100) {
      nodes {
        product {
          node {
            virtual
          }
        }
        variation {
          node {
            virtual
          }
        }
      }
    }
    ...CheckoutShippingMethods_cart
    ...CouponForm_cart
    ...CheckoutOrderReview_cart
  }
`;

const customerFragment = graphql`
  fragment CheckoutForm_customer on Customer {
    billing {
      firstName
      lastName
      company
      address1
      address2
      city
      postcode
      country
      state
      phone
      email
    }
    shipping {
      firstName
      lastName
      company
      address1
      address2
      city
      postcode
      country
      state
    }
  }
`;

const gatewaysFragment = graphql`
  fragment CheckoutForm_gateways on RootQueryToPaymentGatewayConnection {
    nodes {
      ...CheckoutPaymentMethods_gateways
    }
  }
`;

const stripeIntentQuery = graphql`
  query CheckoutFormStripeIntentQuery {
    stripePaymentIntent(stripePaymentMethod: PAYMENT) {
      clientSecret
      error
    }
  }
`;

type AddressValues = Partial<Record<'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'postcode' | 'country' | 'state' | 'phone' | 'email', string>>;

export interface CheckoutValues {
  billing: AddressValues;
  shipToDifferentAddress: boolean;
  shipping: AddressValues;
  paymentMethod: string;
  customerNote: string;
  createAccount: boolean;
  account: { username?: string; password?: string };
}

type StoredAddress = Readonly<Partial<Record<keyof AddressValues, string | null>>> | null | undefined;

/** The customer's stored address as form values (empty fields left out). */
function addressValues(address: StoredAddress): AddressValues {
  if (!address) return {};
  const { firstName, lastName, company, address1, address2, city, postcode, country, state, phone, email } = address;
  const values: AddressValues = { firstName, lastName, company, address1, address2, city, postcode, country, state, phone, email } as AddressValues;
  for (const field of Object.keys(values) as (keyof AddressValues)[]) if (!values[field]) delete values[field];
  return values;
}

function addressInput(values: AddressValues): CustomerAddressInput {
  const { country, ...rest } = values;
  return { ...rest, ...(country ? { country: country as CustomerAddressInput['country'] } : {}) };
}

/** The parts of an address that decide the shipping rates. */
function shippingLocation(values: CheckoutValues): string {
  const address = values.shipToDifferentAddress ? values.shipping : values.billing;
  return JSON.stringify([address?.country, address?.state, address?.postcode, address?.city]);
}

export interface CheckoutFormProps {
  cart: CheckoutForm_cart$key;
  customer: CheckoutForm_customer$key | null;
  gateways: CheckoutForm_gateways$key | null;
  allowedCountries: readonly string[];
  isSignedIn: boolean;
}

/**
 * The checkout (spec §2, DESIGN §3 "Forms"): addresses, shipping, coupon, payment, note and an
 * optional account, then one order placed at a time. Amounts are never sent: the server prices the
 * order from its own cart.
 */
export function CheckoutForm({ cart: cartKey, customer: customerKey, gateways: gatewaysKey, allowedCountries, isSignedIn }: CheckoutFormProps) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const cart = useFragment(cartFragment, cartKey);
  const customer = useFragment(customerFragment, customerKey);
  const gateways = useFragment(gatewaysFragment, gatewaysKey);
  const checkout = useCheckoutMutation();
  const login = useLoginMutation();
  const updateShippingLocation = useUpdateShippingLocationMutation();
  const placing = useRef(false);
  const [stripeCard, setStripeCard] = useState<StripeCardHandle | null>(null);
  const lastLocation = useRef<string | null>(null);

  const lines = cart.contents?.nodes ?? [];
  const allVirtual = lines.length > 0 && lines.every((line) => (line.variation?.node.virtual ?? line.product?.node.virtual) === true);
  const hideBillingAddress = allVirtual && storeSettings.hideBillingAddressForVirtualProducts;
  // As WooCommerce: nothing to ship (downloads, services), so no shipping address and no shipping method.
  const shipsSomething = cart.needsShippingAddress !== false;

  const [initialValues] = useState<CheckoutValues>(() => ({
    billing: addressValues(customer?.billing),
    shipToDifferentAddress: false,
    shipping: addressValues(customer?.shipping),
    paymentMethod: '',
    customerNote: '',
    createAccount: false,
    account: {},
  }));

  const recalculateShipping = useDebouncedCallback((values: CheckoutValues) => {
    const address = values.shipToDifferentAddress ? values.shipping : values.billing;
    if (!address?.country) return;
    const location = { country: address.country, state: address.state ?? '', postcode: address.postcode ?? '', city: address.city ?? '' };
    updateShippingLocation({ shipping: addressInput(location), ...(values.shipToDifferentAddress ? {} : { billing: addressInput(location) }) }).catch(() => undefined);
  }, 400);

  const payWithStripe = useCallback(async (): Promise<string> => {
    if (!stripeCard) throw new Error('Something went wrong');
    const data = await fetchQuery<CheckoutFormStripeIntentQuery>(environment, stripeIntentQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
    const intent = data?.stripePaymentIntent;
    if (!intent?.clientSecret) throw new Error(intent?.error ?? 'Something went wrong');
    return stripeCard.confirm(intent.clientSecret);
  }, [environment, stripeCard]);

  const onSubmit = async (values: CheckoutValues) => {
    // One order per press, however often the button is pressed while the first is on its way, and none
    // after it is placed: the button stays on screen until the order's page has loaded.
    if (placing.current) return undefined;
    placing.current = true;
    try {
      const transactionId = values.paymentMethod === STRIPE_GATEWAY ? await payWithStripe() : null;
      const account =
        values.createAccount && !isSignedIn ? { username: values.account.username?.trim() ?? '', password: values.account.password ?? '' } : null;
      const order = await checkout({
        billing: addressInput(values.billing),
        shipToDifferentAddress: shipsSomething && values.shipToDifferentAddress,
        ...(shipsSomething && values.shipToDifferentAddress ? { shipping: addressInput(values.shipping) } : {}),
        paymentMethod: values.paymentMethod,
        customerNote: values.customerNote?.trim() || null,
        ...(transactionId ? { transactionId, isPaid: true } : {}),
        ...(account ? { account } : {}),
      });
      // WooCommerce signs in the customer an account was created for; the order is placed either way,
      // so a failed sign-in only leaves the shopper to sign in themselves.
      if (account) await login({ provider: 'PASSWORD', credentials: account }).catch(() => false);
      if (order.redirect) {
        window.location.assign(order.redirect);
        return undefined;
      }
      const key = order.orderKey ? `?key=${encodeURIComponent(order.orderKey)}` : '';
      navigate(`/checkout/order-received/${order.databaseId}${key}`);
      return undefined;
    } catch (error) {
      // Nothing was placed: the shopper may correct the form and press again.
      placing.current = false;
      return checkoutSubmitErrors(serverMessage(error));
    }
  };

  return (
    <Form<CheckoutValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={(values) =>
        values.paymentMethod
          ? {}
          : { paymentMethod: intl.formatMessage({ id: 'checkout.choosePayment', defaultMessage: 'Please choose a payment method.' }) }
      }
      render={({ handleSubmit, submitting, values, submitError, form }) => (
        <form
          className={styles.layout}
          onSubmit={(event) => {
            const sent = handleSubmit(event);
            // A field the shopper must fix takes focus, so a screen reader reads it with its message.
            if (form.getState().hasValidationErrors) focusFirstInvalid(event.currentTarget);
            return sent;
          }}
          noValidate
          aria-busy={submitting}
        >
          <FormSpy<CheckoutValues>
            subscription={{ values: true }}
            onChange={({ values: current }) => {
              const location = shippingLocation(current);
              if (location === lastLocation.current) return;
              const first = lastLocation.current === null;
              lastLocation.current = location;
              if (!first || current.billing.country) recalculateShipping(current);
            }}
          />
          <div>
            <fieldset className={styles.section}>
              <legend className={styles.sectionTitle}>
                <FormattedMessage id="checkout.billing" defaultMessage="Billing details" />
              </legend>
              {hideBillingAddress ? (
                <FormTextField name="billing.email" type="email" label={<FormattedMessage id="address.email" defaultMessage="Email address" />} autoComplete="email" isRequired />
              ) : (
                <CheckoutAddressFields kind="billing" countries={allowedCountries} />
              )}
            </fieldset>
            {shipsSomething ? (
              <>
                <Checkbox
                  className={styles.checkbox}
                  isSelected={values.shipToDifferentAddress}
                  onChange={(selected) => form.change('shipToDifferentAddress', selected)}
                >
                  <span className={styles.box} aria-hidden="true">
                    {values.shipToDifferentAddress ? '✓' : null}
                  </span>
                  <FormattedMessage id="checkout.shipToDifferentAddress" defaultMessage="Ship to a different address?" />
                </Checkbox>
                {values.shipToDifferentAddress ? (
                  <fieldset className={styles.section}>
                    <legend className={styles.sectionTitle}>
                      <FormattedMessage id="checkout.shipping" defaultMessage="Shipping address" />
                    </legend>
                    <CheckoutAddressFields kind="shipping" countries={allowedCountries} />
                  </fieldset>
                ) : null}
                <CheckoutShippingMethods cart={cart} />
              </>
            ) : null}
            <FormTextField
              name="customerNote"
              multiline
              maxLength={ORDER_NOTE_MAX_LENGTH}
              label={<FormattedMessage id="checkout.orderNote" defaultMessage="Order note (optional)" />}
            />
            {isSignedIn ? null : (
              <>
                <Checkbox className={styles.checkbox} isSelected={values.createAccount} onChange={(selected) => form.change('createAccount', selected)}>
                  <span className={styles.box} aria-hidden="true">
                    {values.createAccount ? '✓' : null}
                  </span>
                  <FormattedMessage id="checkout.createAccount" defaultMessage="Create an account?" />
                </Checkbox>
                {values.createAccount ? (
                  <div className={styles.twoColumns}>
                    <FormTextField name="account.username" label={<FormattedMessage id="account.username" defaultMessage="Username" />} autoComplete="username" isRequired />
                    <FormTextField name="account.password" type="password" label={<FormattedMessage id="account.password" defaultMessage="Password" />} autoComplete="new-password" isRequired />
                  </div>
                ) : null}
              </>
            )}
          </div>
          <div>
            <CheckoutOrderReview cart={cart} />
            <CouponForm cart={cart} />
            <CheckoutPaymentMethods gateways={gateways?.nodes ?? []} onStripeCard={setStripeCard} />
            <SubmitError error={submitError} />
            <Button type="submit" className={styles.primaryButton} isDisabled={submitting}>
              {submitting ? (
                <FormattedMessage id="checkout.processing" defaultMessage="Processing…" />
              ) : (
                <FormattedMessage id="checkout.placeOrder" defaultMessage="Place order" />
              )}
            </Button>
          </div>
        </form>
      )}
    />
  );
}

/** Focuses the form's first field marked invalid, once the render that marks them is on screen. */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input')?.focus());
}
