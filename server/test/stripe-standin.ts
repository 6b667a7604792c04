import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

/**
 * A stand-in for Stripe's HTTP API on 127.0.0.1 (form-encoded requests, JSON answers, Bearer secret
 * key, Stripe's error shape) covering what the shop calls: PaymentIntents, SetupIntents and refunds.
 * `confirm()` plays the part of the shopper's browser confirming the card with Stripe.js.
 */
export class StripeStandIn {
  readonly secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  readonly intents = new Map<string, Intent>();
  readonly refunds: string[] = [];
  private server?: Server;
  baseUrl = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(({ status, body }) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  env(): NodeJS.ProcessEnv {
    return { STRIPE_SECRET_KEY: this.secretKey, STRIPE_API_BASE: this.baseUrl };
  }

  /** The customer completed the payment in the browser. */
  confirm(id: string): void {
    const intent = this.intents.get(id)!;
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } } };
    }
    const url = new URL(req.url ?? '/', this.baseUrl);
    const form = new URLSearchParams(await readBody(req));
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const amount = Number(form.get('amount'));
      if (!Number.isInteger(amount) || amount < 50) {
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'amount_too_small', message: 'Amount must be at least €0.50 eur' } } };
      }
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const intent: Intent = {
        id,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata: { session: form.get('metadata[session]') ?? '' },
      };
      this.intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const intentMatch = url.pathname.match(/^\/v1\/payment_intents\/([\w]+)$/);
    if (req.method === 'GET' && intentMatch) {
      const intent = this.intents.get(intentMatch[1]!);
      return intent
        ? { status: 200, body: intent }
        : { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${intentMatch[1]}'` } } };
    }
    if (req.method === 'POST' && url.pathname === '/v1/setup_intents') {
      const id = `seti_${randomBytes(12).toString('hex')}`;
      return { status: 200, body: { id, object: 'setup_intent', client_secret: `${id}_secret_x`, status: 'requires_payment_method' } };
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      this.refunds.push(form.get('payment_intent') ?? '');
      return { status: 200, body: { id: `re_${randomBytes(8).toString('hex')}`, object: 'refund', status: 'succeeded' } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } } };
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}
