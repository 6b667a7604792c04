// @vitest-environment node
import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOperationDescriptor, Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import CartButtonQuery from '../../__generated__/CartButtonQuery.graphql';

/**
 * The browser build points RelayModernEnvironment's executor at the stand-in (vite.config.mts). These
 * tests make a real environment do the same, through a spy on the package's executor that hands each
 * call to a fresh stand-in, which loads the real executor as the browser build does.
 */
const require = createRequire(import.meta.url);
const packageExecutor = require('relay-runtime/lib/store/OperationExecutor') as { execute: (config: object) => { cancel(): void } };
const realExecute = packageExecutor.execute;

type StandIn = typeof import('./operationExecutor.js');
let standIn: StandIn;
/** The environment's default normaliser in the browser build, which the executor's module swaps for the real one. */
let normalizeResponseStandIn: unknown;

beforeEach(async () => {
  vi.resetModules();
  standIn = await import('./operationExecutor.js');
  // @ts-expect-error: a CommonJS stand-in without declarations, read by the browser build only.
  normalizeResponseStandIn = (await import('./normalizeResponse.cjs')).default;
  // The environment hands the executor its normaliser, here the stand-in; the stand-in's module calls
  // the package's executor again with the real one, and that call goes through.
  vi.spyOn(packageExecutor, 'execute').mockImplementation((config: object) =>
    (config as { normalizeResponse?: unknown }).normalizeResponse === normalizeResponseStandIn ? standIn.execute(config) : realExecute(config),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

const cartItemCount = (environment: Environment) =>
  environment.getStore().getSource().get('client:root:cart(recalculateTotals:true):contents(first:100)')?.itemCount;

/** A real environment whose network answers the cart query with `itemCount` when `answer` is called. */
function environmentWithNetwork() {
  const requests: string[] = [];
  let answer: (itemCount: number) => void = () => undefined;
  const network = Network.create((params) => {
    requests.push(params.name);
    return Observable.create<GraphQLResponse>((sink) => {
      answer = (itemCount) => {
        sink.next({ data: { cart: { contents: { itemCount } } } });
        sink.complete();
      };
    });
  });
  // As the browser build's environment has it by default (relay-runtime's types do not list the option).
  const config = { network, store: new Store(new RecordSource()), normalizeResponse: normalizeResponseStandIn };
  const environment = new Environment(config);
  return { environment, requests, answer: (itemCount: number) => answer(itemCount) };
}

describe("the browser build's lazily loaded Relay executor", () => {
  it('sends a query at once, before the executor is in, and writes its answer to the store when it arrives', async () => {
    const { environment, requests, answer } = environmentWithNetwork();
    const operation = createOperationDescriptor(CartButtonQuery, {});
    const events: string[] = [];
    environment.execute({ operation }).subscribe({ next: () => events.push('next'), complete: () => events.push('complete') });
    expect(requests).toEqual(['CartButtonQuery']);

    await standIn.preloadOperationExecutor();
    answer(3);
    expect(events).toEqual(['next', 'complete']);
    expect(cartItemCount(environment)).toBe(3);
    expect(environment.check(operation).status).toBe('available');
  });

  it('runs at once, with the real normaliser, once it is in', async () => {
    await standIn.preloadOperationExecutor();
    const { environment, answer } = environmentWithNetwork();
    environment.execute({ operation: createOperationDescriptor(CartButtonQuery, {}) }).subscribe({});
    answer(5);
    expect(cartItemCount(environment)).toBe(5);
  });

  it('writes nothing for a request cancelled before the executor came in', async () => {
    const { environment, answer } = environmentWithNetwork();
    const subscription = environment.execute({ operation: createOperationDescriptor(CartButtonQuery, {}) }).subscribe({});
    subscription.unsubscribe();
    await standIn.preloadOperationExecutor();
    answer(7);
    expect(cartItemCount(environment)).toBeUndefined();
  });

  it('processes every request made before it came in', async () => {
    const first = environmentWithNetwork();
    const second = environmentWithNetwork();
    for (const { environment } of [first, second]) environment.execute({ operation: createOperationDescriptor(CartButtonQuery, {}) }).subscribe({});
    await standIn.preloadOperationExecutor();
    first.answer(1);
    second.answer(2);
    expect([cartItemCount(first.environment), cartItemCount(second.environment)]).toEqual([1, 2]);
  });

  it('applies a mutation’s optimistic answer once the executor is in, and keeps the server’s', async () => {
    const { environment, answer } = environmentWithNetwork();
    const operation = createOperationDescriptor(CartButtonQuery, {});
    environment.executeMutation({ operation, optimisticResponse: { cart: { contents: { itemCount: 9 } } } }).subscribe({});
    await standIn.preloadOperationExecutor();
    expect(cartItemCount(environment)).toBe(9);
    answer(4);
    expect(cartItemCount(environment)).toBe(4);
  });

  it('fails a request whose executor cannot load, and loads it again for the next one', async () => {
    vi.doMock('./operationExecutorModule.js', () => {
      throw new Error('network down');
    });
    const { environment } = environmentWithNetwork();
    const failed = new Promise((resolve) => environment.execute({ operation: createOperationDescriptor(CartButtonQuery, {}) }).subscribe({ error: resolve }));
    await expect(failed).resolves.toBeInstanceOf(Error);

    vi.doUnmock('./operationExecutorModule.js');
    const again = environmentWithNetwork();
    again.environment.execute({ operation: createOperationDescriptor(CartButtonQuery, {}) }).subscribe({});
    await standIn.preloadOperationExecutor();
    again.answer(6);
    expect(cartItemCount(again.environment)).toBe(6);
  });
});
