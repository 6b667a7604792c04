import cluster, { type Worker } from 'node:cluster';

/**
 * Several server processes on one machine sharing its port (`WORKERS`, PostgreSQL only). A Node
 * process runs JavaScript on one core; with more, the shop runs more processes. The primary process
 * prepares the database once (migrations, demo seed), then forks the workers and hands each new
 * connection to the next one: no proxy in the path of a request, which on a 2-core machine gave
 * two instances 0.81–1.08x the throughput of one behind HAProxy and 1.17–1.29x without it. Every
 * worker is an instance like any other of the shop (sessions, carts, throttles and caches are shared
 * through PostgreSQL, see README "Several servers on one PostgreSQL database").
 */

/** A worker that stops after it started serving is started again after this long. */
const RESTART_DELAY_MS = 1_000;
/** A worker started in place of one that stopped, and that could not start, is tried again after at most this long. */
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * Why a worker is forked: one of the first, in place of one that stopped (a failure is tried again,
 * later each time, while the others serve), or replacing a running one (a failure leaves the old one
 * serving). One of the first that cannot start stops the server only if no worker has listened yet:
 * then the others would fail the same way (a port in use, a database that refuses).
 */
type ForkReason = 'start' | 'restart' | 'replacement';

export interface WorkerSupervision {
  /** Stops every worker (SIGTERM, then their own graceful shutdown) and resolves once all have exited. */
  stop(): Promise<void>;
  /**
   * Replaces every worker, one at a time: a new one is started, and only once it listens is an old
   * one stopped (gracefully: it finishes what it serves). Connections always have a worker to go to.
   */
  replaceAll(): Promise<void>;
}

export interface SupervisionEvents {
  log: (message: string) => void;
  /** Once, when `count` workers listen for the first time: the shop is ready. */
  onReady: () => void;
  /** No worker could start: the server should exit with this code. */
  onStartFailure: (code: number) => void;
}

/** How a process ended, as a person reads it: "exit code 1", "SIGKILL". */
const howItEnded = (code: number | null, signal: string | null) => signal ?? `exit code ${code}`;

/**
 * Forks `count` workers (this same program, in cluster worker mode) and keeps them running. If one of
 * the first workers exits before it listens and none has listened yet, the whole server stops
 * through `onStartFailure`. Once one has, a worker that stops, or one of the first that could not start, is
 * started again, and if that one cannot start (the database is away just then) it is tried again 2,
 * 4, ... up to 30 s later: the workers still running go on serving meanwhile.
 */
export function superviseWorkers(count: number, { log, onReady, onStartFailure }: SupervisionEvents): WorkerSupervision {
  let stopping = false;
  let ready = false;
  /** Whether a worker has listened yet: from then on, the port and the database are known to work. */
  let served = false;
  let replacing: Promise<void> | null = null;
  const running = new Set<Worker>();
  /** Running workers that have listened. */
  const serving = new Set<Worker>();
  /** Workers asked to stop by a replacement: their exit is expected, nobody takes their place. */
  const retiring = new Set<Worker>();

  const fork = (reason: ForkReason, failedAttempts = 0): Promise<Worker> => {
    const worker = cluster.fork();
    running.add(worker);
    let failedToStart = (_ended: string) => {};
    const listens = new Promise<Worker>((resolve, reject) => {
      worker.once('listening', () => {
        served = true;
        if (running.has(worker)) serving.add(worker);
        if (!ready && serving.size >= count) {
          ready = true;
          onReady();
        }
        resolve(worker);
      });
      failedToStart = (ended) => reject(new Error(`a new worker exited before it listened (${ended}); the others keep serving`));
    });
    worker.once('exit', (code, signal) => {
      running.delete(worker);
      const listened = serving.delete(worker);
      if (stopping || retiring.delete(worker)) return;
      const ended = howItEnded(code, signal);
      if (listened) {
        log(`worker ${worker.process.pid} stopped (${ended}); starting another`);
        return restartLater(0, RESTART_DELAY_MS);
      }
      if (reason === 'replacement') return failedToStart(ended);
      if (reason === 'start' && !served) {
        log(`a worker exited before it listened (${ended}) and none has listened yet; stopping`);
        stopping = true;
        for (const other of running) terminate(other);
        return onStartFailure(code || 1);
      }
      const delay = Math.min(RESTART_DELAY_MS * 2 ** (failedAttempts + 1), MAX_RESTART_DELAY_MS);
      log(`a new worker exited before it listened (${ended}); the others keep serving, trying again in ${delay / 1000} s`);
      restartLater(failedAttempts + 1, delay);
    });
    return listens;
  };
  const restartLater = (failedAttempts: number, delay: number) => {
    setTimeout(() => !stopping && fork('restart', failedAttempts), delay).unref();
  };
  for (let index = 0; index < count; index += 1) void fork('start');

  const exited = (worker: Worker) => new Promise<void>((resolve) => (worker.isDead() ? resolve() : worker.once('exit', () => resolve())));

  return {
    stop() {
      stopping = true;
      const exits = [...running].map(exited);
      for (const worker of running) terminate(worker);
      return Promise.all(exits).then(() => undefined);
    },
    replaceAll() {
      replacing ??= (async () => {
        const old = [...running];
        log(`replacing ${old.length} workers one at a time`);
        for (const worker of old) {
          if (stopping) return;
          await fork('replacement');
          if (stopping) return;
          retiring.add(worker);
          const gone = exited(worker);
          terminate(worker);
          await gone;
        }
        log('every worker replaced');
      })()
        .catch((error: Error) => log(error.message))
        .finally(() => (replacing = null));
      return replacing;
    },
  };
}

/**
 * SIGTERM straight to the worker's process, which then shuts down gracefully. (`worker.kill()` would
 * first cut its channel to the primary, and a cluster worker whose channel is cut exits at once,
 * dropping the requests it was serving.)
 */
function terminate(worker: Worker): void {
  if (!worker.isDead()) worker.process.kill('SIGTERM');
}

export const isWorker = () => cluster.isWorker;
