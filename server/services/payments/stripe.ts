import Stripe from 'stripe';
import type { ServerConfig } from '../../config';

const clients = new Map<string, Stripe>();

/** The official SDK, pointed at STRIPE_API_BASE when set (a proxy, or a stand-in in tests). */
export function stripeClient(config: ServerConfig): Stripe | null {
  const { secretKey, apiBase } = config.stripe;
  if (!secretKey) return null;
  const cacheKey = `${secretKey}|${apiBase?.toString() ?? ''}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = new Stripe(secretKey, {
      maxNetworkRetries: 1,
      timeout: 15_000,
      ...(apiBase
        ? {
            host: apiBase.hostname,
            port: Number(apiBase.port) || (apiBase.protocol === 'https:' ? 443 : 80),
            protocol: apiBase.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
    });
    clients.set(cacheKey, client);
  }
  return client;
}

export interface IntentResult {
  amount: number;
  currency: string;
  id: string | null;
  clientSecret: string | null;
  error: string | null;
}

function apiError(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError) return `Stripe API error (${error.code ?? error.type}): ${error.message}`;
  throw error;
}

/**
 * woonuxt-settings' stripePaymentIntent: a PaymentIntent (PAYMENT) or SetupIntent (SETUP) for the
 * session cart's total in minor units. Problems come back in `error`, not as GraphQL errors.
 */
export async function createIntent(config: ServerConfig, kind: 'PAYMENT' | 'SETUP', amount: number, sessionId: string): Promise<IntentResult> {
  const currency = config.currency.toUpperCase();
  const stripe = stripeClient(config);
  const base = { amount, currency, id: null, clientSecret: null };
  if (!stripe) return { ...base, error: 'Stripe is not enabled or configured properly' };
  if (kind === 'PAYMENT' && amount <= 0) return { ...base, error: 'Cart amount must be greater than 0' };
  try {
    if (kind === 'PAYMENT') {
      const intent = await stripe.paymentIntents.create({
        amount,
        currency: currency.toLowerCase(),
        automatic_payment_methods: { enabled: true },
        metadata: { session: sessionId },
      });
      return { amount: intent.amount, currency, id: intent.id, clientSecret: intent.client_secret, error: null };
    }
    const intent = await stripe.setupIntents.create({ usage: 'off_session', metadata: { session: sessionId } });
    return { ...base, id: intent.id, clientSecret: intent.client_secret, error: null };
  } catch (error) {
    return { ...base, error: apiError(error) };
  }
}

/**
 * Checks server-side that a PaymentIntent really paid this order's amount in the store currency;
 * the client's "isPaid" is never taken on trust. Returns the refusal reason, or null when paid.
 */
export async function verifyPayment(config: ServerConfig, intentId: string | null | undefined, amount: number): Promise<string | null> {
  const stripe = stripeClient(config);
  if (!stripe) return 'Invalid payment method.';
  if (!intentId || !/^pi_[\w]+$/.test(intentId)) return 'The card payment is missing. Please try again.';
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(intentId);
  } catch (error) {
    return error instanceof Stripe.errors.StripeError ? 'The card payment could not be verified. Please try again.' : Promise.reject(error);
  }
  if (intent.status !== 'succeeded') return 'The card payment has not been completed. Please try again.';
  if (intent.amount_received !== amount || intent.currency.toUpperCase() !== config.currency.toUpperCase()) {
    return 'The card payment does not match the order total. Please contact us.';
  }
  return null;
}

/** Gives a verified card payment back when its order could not be created after all (e.g. stock ran out). */
export async function refundPayment(config: ServerConfig, intentId: string): Promise<void> {
  const stripe = stripeClient(config);
  if (stripe) await stripe.refunds.create({ payment_intent: intentId });
}
