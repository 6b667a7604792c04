// @vitest-environment node
import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { superviseWorkers, type WorkerSupervision } from './workers';

/**
 * The supervision of `WORKERS` processes, with real forked processes that do as each test says:
 * which of the first workers listen, which never do, which exit at once.
 */
describe('the workers of one server', () => {
  let plan: string[] = [];
  const forked: Worker[] = [];
  /** Each worker's 'listening', watched from its fork on: a busy machine may let it listen before the test looks. */
  const listened = new Map<Worker, Promise<void>>();
  const tell = (worker: Worker) => {
    forked.push(worker);
    listened.set(worker, new Promise<void>((resolve) => worker.once('listening', () => resolve())));
    const behaviour = plan.shift() ?? 'listen';
    // A worker the test has already stopped may ask just before it dies: the answer then finds the channel
    // closed (EPIPE, or ERR_IPC_CHANNEL_CLOSED once Node has noticed), which is no failure of the supervision.
    worker.once('message', () => worker.send(behaviour, () => {}));
  };
  let supervision: WorkerSupervision | undefined;

  beforeAll(() => {
    cluster.setupPrimary({ exec: fileURLToPath(new URL('./test/cluster-worker.mjs', import.meta.url)), silent: true });
    cluster.on('fork', tell);
  });
  afterAll(() => {
    cluster.off('fork', tell);
  });
  afterEach(async () => {
    await supervision?.stop();
    supervision = undefined;
    forked.length = 0;
    listened.clear();
  });

  const events = () => ({ log: vi.fn<(message: string) => void>(), onReady: vi.fn(), onStartFailure: vi.fn<(code: number) => void>() });
  const listening = (worker: Worker) => listened.get(worker)!;
  const exited = (worker: Worker) => new Promise<void>((resolve) => (worker.isDead() ? resolve() : worker.once('exit', () => resolve())));

  it('says the shop is ready once every worker listens, and starts again one of the first that died before it listened while another serves', async () => {
    plan = ['listen', 'wait'];
    const on = events();
    supervision = superviseWorkers(2, on);
    await vi.waitFor(() => expect(forked).toHaveLength(2), { timeout: 20_000 });
    const [first, second] = forked;
    await listening(first!);
    expect(on.onReady).not.toHaveBeenCalled();

    second!.process.kill('SIGKILL');
    await exited(second!);
    expect(on.log).toHaveBeenCalledWith('a new worker exited before it listened (SIGKILL); the others keep serving, trying again in 2 s');
    expect(on.onStartFailure).not.toHaveBeenCalled();
    expect(first!.isDead()).toBe(false);

    await vi.waitFor(() => expect(on.onReady).toHaveBeenCalledTimes(1), { timeout: 20_000 });
    expect(forked).toHaveLength(3);
    expect(forked[2]!.isDead()).toBe(false);
  }, 30_000);

  it('stops the server, saying why, when one of the first exits before any worker has listened', async () => {
    plan = ['exit', 'wait'];
    const on = events();
    supervision = superviseWorkers(2, on);
    await vi.waitFor(() => expect(on.onStartFailure).toHaveBeenCalledWith(3), { timeout: 20_000 });
    expect(on.log).toHaveBeenCalledWith('a worker exited before it listened (exit code 3) and none has listened yet; stopping');
    await Promise.all(forked.map(exited));
    expect(on.onReady).not.toHaveBeenCalled();
  }, 30_000);

  it('starts another worker when one that served stops, and says so', async () => {
    plan = ['listen', 'listen'];
    const on = events();
    supervision = superviseWorkers(2, on);
    await vi.waitFor(() => expect(on.onReady).toHaveBeenCalledTimes(1), { timeout: 20_000 });
    const [first] = forked;
    first!.process.kill('SIGKILL');
    await exited(first!);
    expect(on.log).toHaveBeenCalledWith(`worker ${first!.process.pid} stopped (SIGKILL); starting another`);
    await vi.waitFor(() => expect(forked).toHaveLength(3), { timeout: 20_000 });
    await listening(forked[2]!);
    expect(on.onReady).toHaveBeenCalledTimes(1);
    expect(on.onStartFailure).not.toHaveBeenCalled();
  }, 30_000);
});
