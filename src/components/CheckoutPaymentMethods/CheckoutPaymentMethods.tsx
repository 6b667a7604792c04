import { Fragment, lazy, Suspense, useEffect } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useField } from 'react-final-form';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CheckoutPaymentMethods_gateways$key } from '../../__generated__/CheckoutPaymentMethods_gateways.graphql';
import { storeSettings } from '../../config';
import { RichText } from '../../ui/RichText/RichText';
import type { StripeCardHandle } from '../CheckoutStripeCard/CheckoutStripeCard';
import * as styles from '../CheckoutForm/Checkout.css';
import { backend } from '../../backend/backend';

/** Stripe's code loads only when the shopper picks Stripe and the shop has a key (DESIGN §3). */
const CheckoutStripeCard = lazy(() => import('../CheckoutStripeCard/CheckoutStripeCard').then((module) => ({ default: module.CheckoutStripeCard })));

const gatewaysFragment = graphql`
  fragment CheckoutPaymentMethods_gateways on PaymentGateway @relay(plural: true) {
    id
    title
    description
  }
`;

export const STRIPE_GATEWAY = 'stripe';

export interface CheckoutPaymentMethodsProps {
  gateways: CheckoutPaymentMethods_gateways$key;
  /** Receives the Stripe card once it is ready, null when another method is chosen. */
  onStripeCard: (card: StripeCardHandle | null) => void;
}

/** The payment gateways as a radio group (the form field `paymentMethod`, the first one preselected), with Stripe's card field when chosen. */
export function CheckoutPaymentMethods({ gateways: gatewaysKey, onStripeCard }: CheckoutPaymentMethodsProps) {
  const gateways = useFragment(gatewaysFragment, gatewaysKey);
  const { input, meta } = useField<string>('paymentMethod');
  // Card payments need a publishable key and a backend that creates Stripe intents (woonuxt-settings or Vitrine).
  const stripeUsable = Boolean(storeSettings.stripePublishableKey) && backend().capabilities.stripePaymentIntent;
  const usable = gateways.filter((gateway) => gateway.id !== STRIPE_GATEWAY || stripeUsable);
  // As WooCommerce does, the first method the shop offers is chosen until the shopper picks another.
  const firstUsable = usable[0]?.id ?? null;
  const { value: chosen, onChange: choose } = input;
  useEffect(() => {
    if (!chosen && firstUsable) choose(firstUsable);
  }, [chosen, choose, firstUsable]);
  const error = meta.touched ? ((meta.error as string | undefined) ?? (meta.submitError as string | undefined)) : undefined;
  return (
    <section className={styles.section}>
      <RadioGroup
        className={styles.radioGroup}
        value={input.value || null}
        onChange={input.onChange}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
      >
        <Label className={styles.sectionTitle}>
          <FormattedMessage id="checkout.paymentMethod" defaultMessage="Payment method" />
        </Label>
        {usable.map((gateway) => (
          <Fragment key={gateway.id}>
            <Radio value={gateway.id} className={styles.radio}>
              <span className={styles.radioLabel}>{gateway.title}</span>
            </Radio>
            {/* Beside the radio, not in it: the method's name stays its name. */}
            {gateway.description && input.value === gateway.id ? <RichText className={styles.gatewayDescription} html={gateway.description} /> : null}
          </Fragment>
        ))}
      </RadioGroup>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      {input.value === STRIPE_GATEWAY && stripeUsable ? (
        <Suspense fallback={null}>
          <CheckoutStripeCard publishableKey={storeSettings.stripePublishableKey} onReady={onStripeCard} />
        </Suspense>
      ) : null}
    </section>
  );
}
