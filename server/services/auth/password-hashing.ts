import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import { userError } from '../../graphql/errors';

export const SERVER_BUSY = 'The server is busy. Please try again in a moment.';

/**
 * argon2id hashing and verification, bounded. argon2's native functions already run on libuv's
 * thread pool (never on the event loop), but unbounded they would take every pool thread and every
 * core: a login flood would then stall the catalogue, file reads and DNS. At most `concurrency`
 * run at once (one core is left for everything else, see `hashingConcurrency`); up to `queueLimit`
 * more wait their turn, and beyond that a caller is told at once that the server is busy.
 */
/**
 * Hashes one server process runs at once: every core but one, shared among the workers of this machine
 * (server/workers.ts), since each worker bounds only its own; at least one each.
 */
export function hashingConcurrency(cores: number, workers: number): number {
  return Math.max(1, Math.floor((cores - 1) / workers));
}

export class PasswordHasher {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Hashes and verifications finished so far (an unknown login name must cost one too). */
  completed = 0;

  constructor(
    readonly concurrency = hashingConcurrency(availableParallelism(), cluster.isWorker ? Number(process.env.WORKERS) || 1 : 1),
    readonly queueLimit = 64,
  ) {}

  hash(password: string): Promise<string> {
    return this.run(() => argon2.hash(password, { type: argon2.argon2id }));
  }

  verify(hash: string, password: string): Promise<boolean> {
    return this.run(() => argon2.verify(hash, password));
  }

  /** Hashes running or waiting now. */
  get load(): number {
    return this.running + this.waiting.length;
  }

  private async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queueLimit) throw userError(SERVER_BUSY, 'SERVER_BUSY');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      this.completed += 1;
      // Hand the slot straight to the next waiter, so `running` never dips while others wait.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** The server's one hasher: the bound holds across every request in this process. */
export const passwordHasher = new PasswordHasher();

/**
 * A real argon2id hash of a random password, verified against when a login names no account, so
 * an unknown name costs the same time as a wrong password and timing does not tell them apart.
 */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= argon2.hash(`no account ${Math.random()}`, { type: argon2.argon2id });
  return dummyHash;
}
