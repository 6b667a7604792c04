import type { Disposable, IEnvironment as Environment, RecordSourceProxy } from 'relay-runtime';
import { sessionControllerFor } from '../session/sessionController';
import { rereadCart } from './rereadCart';

export interface CartJob {
  /** Jobs with the same key that have not been sent yet are replaced by the newest (rapid clicks). */
  coalesceKey?: string;
  /** Shown at once, while the job waits for its turn; the sent mutation applies it again itself. */
  optimisticUpdater?: (store: RecordSourceProxy) => void;
  /** Keep the optimistic update until `send` settles, for a `send` that does not apply it itself. */
  holdOptimisticUntilSettled?: boolean;
  /** Sends the mutation; settles when the server answered. */
  send: () => Promise<void>;
}

interface QueuedJob extends CartJob {
  queuedUpdate: Disposable | null;
  settle: { resolve: () => void; reject: (error: unknown) => void }[];
}

function dropQueuedUpdate(job: QueuedJob): void {
  job.queuedUpdate?.dispose();
  job.queuedUpdate = null;
}

/**
 * Cart mutations go to the server one at a time, in the order the shopper made them: each answer
 * carries the whole cart, so an older answer arriving last would otherwise show a stale cart.
 */
class CartMutationQueue {
  private readonly waiting: QueuedJob[] = [];
  private running = false;

  constructor(
    private readonly environment: Environment,
    /** Resolves once the session exists: a cart change needs the session's cart. */
    private readonly sessionReady: () => Promise<void>,
  ) {}

  enqueue(job: CartJob): Promise<void> {
    return new Promise((resolve, reject) => {
      const replaced = job.coalesceKey ? this.waiting.find((queued) => queued.coalesceKey === job.coalesceKey) : undefined;
      const queuedUpdate = job.optimisticUpdater ? this.environment.applyUpdate({ storeUpdater: job.optimisticUpdater }) : null;
      if (replaced) {
        dropQueuedUpdate(replaced);
        Object.assign(replaced, job, { queuedUpdate });
        replaced.settle.push({ resolve, reject });
      } else {
        this.waiting.push({ ...job, queuedUpdate, settle: [{ resolve, reject }] });
      }
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let job = this.waiting[0]; job; job = this.waiting[0]) {
        try {
          await this.sessionReady();
          this.waiting.shift();
          // The mutation applies the same optimistic update itself from here on.
          const sending = job.send();
          if (!job.holdOptimisticUntilSettled) dropQueuedUpdate(job);
          await sending;
          dropQueuedUpdate(job);
          for (const { resolve } of job.settle) resolve();
        } catch (error) {
          if (this.waiting[0] === job) this.waiting.shift();
          dropQueuedUpdate(job);
          for (const { reject } of job.settle) reject(error);
          // A refused or failed change may still have reached the shop's cart (WooGraphQL answers some
          // errors after applying it): the cart shown is read again, whole, so no line or coupon the shop
          // holds is hidden. In turn, like a change: an answer read beside the next change could land
          // after it, stale.
          await rereadCart(this.environment).catch(() => undefined);
        }
      }
    } finally {
      this.running = false;
    }
  }
}

const queues = new WeakMap<Environment, CartMutationQueue>();

/** Queues a cart mutation of this environment (see CartMutationQueue). */
export function enqueueCartMutation(environment: Environment, job: CartJob): Promise<void> {
  let queue = queues.get(environment);
  if (!queue) {
    const session = sessionControllerFor(environment);
    queue = new CartMutationQueue(environment, () => session.start());
    queues.set(environment, queue);
  }
  return queue.enqueue(job);
}
