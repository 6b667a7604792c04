import { appendFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test as base, type Locator, type Page, type Request, type TestInfo } from '@playwright/test';
import type { RecordedRequest } from '../woographql-double/double';

/** The WooGraphQL 1.0.2 double that e2e/woographql-shop.ts starts beside the shop (E2E_WOO_PORT + 1). */
export const DOUBLE_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_WOO_PORT ?? 4183) + 1}`;
const GRAPHQL = `${DOUBLE_ORIGIN}/graphql`;

/**
 * Where the pages of one run note the failed answers they received, for the tests running beside them:
 * one folder per run (the workers' parent is the run's runner process), outside test-results/, which a
 * second Playwright run started in the same checkout empties.
 */
const NOTES_DIR = path.join(os.tmpdir(), `vitrine-woographql-double-${new URL(DOUBLE_ORIGIN).port}-run-${process.ppid}`);

async function recordedRequests(): Promise<RecordedRequest[]> {
  const response = await fetch(`${DOUBLE_ORIGIN}/__double/requests`);
  expect(response.status, 'the WooGraphQL double lists the requests it answered').toBe(200);
  return (await response.json()) as RecordedRequest[];
}

/** One answer of the double that refused the request or carried errors. */
interface FailedAnswer {
  operationName: string | null;
  status: number;
  errors: string[];
  /** When a page received it (Date.now()). */
  at?: number;
}

function failed(request: { status: number; errors: string[]; refused?: boolean }): boolean {
  return !!request.refused || request.errors.length > 0 || request.status >= 400;
}

function sameAnswer(a: FailedAnswer, b: FailedAnswer): boolean {
  return a.operationName === b.operationName && a.errors.join('\n') === b.errors.join('\n');
}

/** An answer a step expects to carry an error (a wrong password is refused, as on the real shop). */
export interface ExpectedError {
  operationName: string;
  message: RegExp;
}

function isExpected(answer: FailedAnswer, expected: ExpectedError[]): boolean {
  return expected.some((entry) => entry.operationName === answer.operationName && answer.errors.length > 0 && answer.errors.every((message) => entry.message.test(message)));
}

/**
 * What the WooGraphQL double answered during one test, step by step: the browser's calls (which the
 * page sees itself) and the server's renders of the pages (which only the double's log shows).
 *
 * The double's log is shared by the whole run, and two workers run tests side by side, so a test never
 * resets it: a reset would erase what the other worker's step is about to read, and hide its failures.
 * Each check reads what the log gained since this test's previous check instead (on one worker exactly
 * "reset before, read after"), and tells apart whose failures they are: the ones this page received
 * are this test's; the ones another test's page received (each page notes its failed answers in a
 * folder of the run, NOTES_DIR) are that test's; what no page received came from a server render, and is
 * this test's when its page loaded a page from the shop during the step (or when it runs alone).
 */
export class DoubleRequests {
  private checkedUpTo = 0;
  private stepStartedAt = Date.now();
  private readonly inFlight = new Set<Request>();
  private ownFailures: FailedAnswer[] = [];
  private documentsLoaded = 0;
  private readonly notesFile: string;

  constructor(
    page: Page,
    private readonly testInfo: TestInfo,
  ) {
    this.notesFile = path.join(NOTES_DIR, `${testInfo.testId}-${testInfo.retry}.jsonl`);
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.resourceType() === 'document') this.documentsLoaded += 1;
      if (request.url().startsWith(GRAPHQL) && request.method() !== 'OPTIONS') this.inFlight.add(request);
    });
    page.on('requestfailed', (request) => this.inFlight.delete(request));
    page.on('response', async (response) => {
      const request = response.request();
      if (!this.inFlight.has(request)) return;
      try {
        const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null;
        const answer: FailedAnswer = {
          operationName: operationNameOf(request),
          status: response.status(),
          errors: (body?.errors ?? []).map((error) => String(error.message)),
          at: Date.now(),
        };
        if (failed(answer)) {
          this.ownFailures.push(answer);
          mkdirSync(NOTES_DIR, { recursive: true });
          appendFileSync(this.notesFile, `${JSON.stringify(answer)}\n`);
        }
      } finally {
        this.inFlight.delete(request);
      }
    });
  }

  /** Starts the first step from the log as it is now. */
  async start(): Promise<void> {
    this.checkedUpTo = (await recordedRequests()).length;
    this.stepStartedAt = Date.now();
    this.ownFailures = [];
    this.documentsLoaded = 0;
  }

  /**
   * Fails when the double refused a request of this test or answered one with errors since the last
   * check (or the test's start). Waits first until every call this page made to the shop has its answer.
   */
  async expectNoFailedRequests(step: string, options: { expected?: ExpectedError[] } = {}): Promise<void> {
    await expect.poll(() => this.inFlight.size, { message: `${step}: every call the page made to the shop is answered` }).toBe(0);
    const log = await recordedRequests();
    // Shorter than at the last check: someone reset the log; everything in it is new.
    const added = log.length < this.checkedUpTo ? log : log.slice(this.checkedUpTo);
    this.checkedUpTo = log.length;
    const own = this.ownFailures;
    const loadedPages = this.documentsLoaded;
    const since = this.stepStartedAt;
    this.ownFailures = [];
    this.documentsLoaded = 0;
    this.stepStartedAt = Date.now();

    // The log's failures that this page did not receive itself.
    let others: FailedAnswer[] = added.filter(failed).map(({ operationName, status, errors }) => ({ operationName, status, errors }));
    for (const answer of own) {
      const index = others.findIndex((entry) => sameAnswer(entry, answer));
      if (index >= 0) others.splice(index, 1);
    }
    const alone = this.testInfo.config.workers === 1;
    if (others.length && !alone) {
      // Another test's page may note the answer it received a moment after the double logged it.
      for (let waited = 0; waited < 3_000 && others.some((entry) => !this.receivedByAnotherPage(entry, since)); waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      others = others.filter((entry) => !this.receivedByAnotherPage(entry, since));
    }
    const serverRendered = alone || loadedPages > 0 ? others : [];

    const failures = [
      ...own.map((answer) => ({ ...answer, from: 'this page' })),
      ...serverRendered.map((answer) => ({ ...answer, from: alone ? 'a server render, or a call no page saw' : 'a server render of a page this step loaded' })),
    ]
      .filter((answer) => !isExpected(answer, options.expected ?? []))
      .map(({ at: _at, ...answer }) => answer);
    expect(failures, `${step}: requests the WooGraphQL double refused or answered with errors`).toEqual([]);
  }

  private receivedByAnotherPage(answer: FailedAnswer, since: number): boolean {
    const mine = path.basename(this.notesFile);
    const read = (name: string) => {
      try {
        return readFileSync(path.join(NOTES_DIR, name), 'utf8');
      } catch {
        return '';
      }
    };
    let names: string[];
    try {
      names = readdirSync(NOTES_DIR);
    } catch {
      return false; // no page of this run has received a failed answer yet
    }
    return names
      .filter((name) => name !== mine)
      .flatMap((name) => read(name).split('\n').filter(Boolean))
      .map((line) => JSON.parse(line) as FailedAnswer)
      .some((noted) => (noted.at ?? 0) >= since - 1_000 && sameAnswer(noted, answer));
  }
}

function operationNameOf(request: Request): string | null {
  try {
    return (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? new URL(request.url()).searchParams.get('operationName');
  } catch {
    return new URL(request.url()).searchParams.get('operationName');
  }
}

/**
 * `test` with a `double` fixture: the double's log is watched from the test's start, and whatever the
 * last step left unchecked is checked when the test ends.
 */
export const test = base.extend<{ double: DoubleRequests }>({
  double: async ({ page }, use, testInfo) => {
    const double = new DoubleRequests(page, testInfo);
    await double.start();
    await use(double);
    if (testInfo.status === testInfo.expectedStatus) await double.expectNoFailedRequests('end of the test');
  },
});

export { expect };

/**
 * Every amount of money in `locator` is in US dollars, as the shop's currency is: at least one "$"
 * amount, no "€", and no bare amount ("12.50" without its "$").
 */
export async function expectDollarAmounts(locator: Locator): Promise<void> {
  await expect(locator).toContainText(/\$\d/);
  await expect(locator).not.toContainText(/€|EUR/);
  const text = await locator.innerText();
  const bare = [...text.matchAll(/(^|[^$\d.,])(\d{1,3}(?:,\d{3})*\.\d\d)(?![\d%])/g)].map((match) => match[2]);
  expect(bare, `amounts without "$" in: ${text.replace(/\s+/g, ' ').slice(0, 300)}`).toEqual([]);
}

/** "$1,234.56" (the first dollar amount of a text) in cents. */
export function dollarCents(text: string | null): number {
  const amount = /\$([\d,]+\.\d\d)/.exec(text ?? '')?.[1];
  if (amount === undefined) throw new Error(`no $ amount in "${text}"`);
  return Math.round(Number(amount.replace(/,/g, '')) * 100);
}
