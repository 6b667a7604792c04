import { DATABASE_UNAVAILABLE_MESSAGE } from '../operations/database-guard';

const ADD = 'mutation ($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { contents { itemCount } } } }';
const CHECKOUT = 'mutation ($input: CheckoutInput!) { checkout(input: $input) { result order { databaseId } } }';
const BROWSE = '{ products(first: 5) { nodes { slug } } }';
const BILLING = { firstName: 'Ada', lastName: 'Lovelace', address1: 'Unter den Linden 1', city: 'Berlin', postcode: '10117', country: 'DE', email: 'ada-load@example.com' };

export interface LoadSummary {
  /** Orders whose checkout the server answered with success: each must exist. */
  acknowledged: number[];
  /** Answers by kind: `ok`, `refused` (a clean GraphQL error), `unavailable` (503 with the database message). */
  outcomes: Record<'ok' | 'refused' | 'unavailable', number>;
  /** Anything else: an unexpected error, another status, a reset connection, no answer at all. */
  unexpected: string[];
}

/**
 * Guest shoppers, each in a loop: browse, add a product, check out. Every answer is classified; a
 * shopper whose cart step failed starts again with a new session.
 */
export class OrderLoad {
  private running = true;
  private readonly loops: Promise<void>[];
  private readonly summary: LoadSummary = { acknowledged: [], outcomes: { ok: 0, refused: 0, unavailable: 0 }, unexpected: [] };

  constructor(
    private readonly origin: string,
    shoppers: number,
    private readonly productId: number,
  ) {
    this.loops = Array.from({ length: shoppers }, () => this.shop());
  }

  get outcomes(): LoadSummary['outcomes'] {
    return this.summary.outcomes;
  }

  /** Resolves once `count` more answers succeeded (or orders were acknowledged), however slow the machine. */
  async progress(count: number, what: 'answers' | 'orders' = 'answers'): Promise<void> {
    const measure = () => (what === 'answers' ? this.summary.outcomes.ok : this.summary.acknowledged.length);
    const target = measure() + count;
    while (measure() < target) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  async stop(): Promise<LoadSummary> {
    this.running = false;
    await Promise.all(this.loops);
    return this.summary;
  }

  private async shop(): Promise<void> {
    while (this.running) {
      let session: string | null = null;
      const send = async (query: string, variables: Record<string, unknown> = {}) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (session) headers['woocommerce-session'] = `Session ${session}`;
        const answer = await this.send(query, variables, headers);
        if (answer?.session) session = answer.session;
        return answer?.data;
      };
      await send(BROWSE);
      if (!(await send(ADD, { id: this.productId }))) continue;
      const checkout = await send(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING } });
      const order = checkout?.checkout?.order?.databaseId;
      if (checkout?.checkout?.result === 'success' && typeof order === 'number') this.summary.acknowledged.push(order);
    }
  }

  /** The answer's data when it succeeded, else null (classified). */
  private async send(query: string, variables: Record<string, unknown>, headers: Record<string, string>): Promise<{ data: Record<string, any>; session: string | null } | null> {
    let response: Response;
    let body: { data?: Record<string, any>; errors?: { message: string; extensions?: { code?: string } }[] };
    try {
      response = await fetch(`${this.origin}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }), signal: AbortSignal.timeout(30_000) });
      body = (await response.json()) as typeof body;
    } catch (error) {
      this.summary.unexpected.push(`no answer: ${(error as Error).message} ${String((error as { cause?: { code?: string } }).cause?.code ?? '')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return null;
    }
    if (response.status === 503 && body.errors?.[0]?.message === DATABASE_UNAVAILABLE_MESSAGE && body.errors[0].extensions?.code === 'DATABASE_UNAVAILABLE') {
      this.summary.outcomes.unavailable += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return null;
    }
    if (response.status !== 200) {
      this.summary.unexpected.push(`HTTP ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
      return null;
    }
    if (body.errors?.length) {
      const messages = body.errors.map((error) => error.message).join('; ');
      if (/unexpected error/i.test(messages)) this.summary.unexpected.push(`HTTP 200: ${messages}`);
      else this.summary.outcomes.refused += 1;
      return null;
    }
    this.summary.outcomes.ok += 1;
    return { data: body.data!, session: response.headers.get('woocommerce-session') };
  }
}
