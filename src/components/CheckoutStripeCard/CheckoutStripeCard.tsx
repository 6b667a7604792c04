import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import * as fieldStyles from '../FormTextField/FormField.css';

/** What the checkout needs from the card field: pay a PaymentIntent's client secret. */
export interface StripeCardHandle {
  /** Confirms the payment; resolves the PaymentIntent id, rejects with Stripe's message. */
  confirm: (clientSecret: string) => Promise<string>;
}

const stripeByKey = new Map<string, Promise<Stripe | null>>();

function CardField({ onReady }: { onReady: (card: StripeCardHandle | null) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return undefined;
    onReady({
      async confirm(clientSecret) {
        const card = elements.getElement(CardElement);
        if (!card) throw new Error('Something went wrong');
        const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
        if (result.error || !result.paymentIntent) throw new Error(result.error?.message ?? 'Something went wrong');
        return result.paymentIntent.id;
      },
    });
    return () => onReady(null);
  }, [elements, onReady, stripe]);
  return (
    <div className={fieldStyles.field}>
      <span className={fieldStyles.label} id="stripe-card-label">
        <FormattedMessage id="checkout.card" defaultMessage="Card" />
      </span>
      <div className={fieldStyles.input} role="group" aria-labelledby="stripe-card-label">
        <CardElement />
      </div>
    </div>
  );
}

/**
 * Stripe Elements' card field. This module (and Stripe's script) loads only when the shopper picks
 * Stripe in a shop with a publishable key.
 */
export function CheckoutStripeCard({ publishableKey, onReady }: { publishableKey: string; onReady: (card: StripeCardHandle | null) => void }) {
  const stripe = useMemo(() => {
    let loading = stripeByKey.get(publishableKey);
    if (!loading) {
      loading = loadStripe(publishableKey);
      stripeByKey.set(publishableKey, loading);
    }
    return loading;
  }, [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <CardField onReady={onReady} />
    </Elements>
  );
}
