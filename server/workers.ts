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

export interface WorkerSupervision {
  /** Stops every worker (SIGTERM, then their own graceful shutdown) and resolves once all have exited. */
  stop(): Promise<void>;
}

/**
 * Forks `count` workers (this same program, in cluster worker mode) and keeps them running. A worker
 * that exits before it listens (a port in use, a database it cannot reach) stops the whole server
 * through `onStartFailure`: starting more would fail the same way.
 */
export function superviseWorkers(count: number, log: (message: string) => void, onStartFailure: (code: number) => void): WorkerSupervision {
  let stopping = false;
  const running = new Set<Worker>();

  const fork = () => {
    const worker = cluster.fork();
    let listening = false;
    running.add(worker);
    worker.once('listening', () => (listening = true));
    worker.once('exit', (code, signal) => {
      running.delete(worker);
      if (stopping) return;
      if (!listening) {
        stopping = true;
        for (const other of running) other.kill('SIGTERM');
        onStartFailure(code || 1);
        return;
      }
      log(`worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another`);
      setTimeout(() => !stopping && fork(), RESTART_DELAY_MS).unref();
    });
  };
  for (let index = 0; index < count; index += 1) fork();

  return {
    stop() {
      stopping = true;
      const exits = [...running].map((worker) => new Promise<void>((resolve) => worker.once('exit', () => resolve())));
      for (const worker of running) worker.kill('SIGTERM');
      return Promise.all(exits).then(() => undefined);
    },
  };
}

export const isWorker = () => cluster.isWorker;
