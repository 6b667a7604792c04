import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './processes';
import { TEST_SESSION_SECRET } from './shopper';

const root = path.join(import.meta.dirname, '..', '..');


/** The real server (`server/main.ts`) as a child process: what a crash, a signal or a restart is tried on. */
export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** Everything it wrote to stderr so far. */
  stderr(): string;
  /** Everything it wrote to stdout (its log) so far. */
  stdout(): string;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
  /** SIGTERM, then waits for it to exit; removes its data directory. */
  stop(): Promise<number | null>;
}

export async function startServerProcess(env: Record<string, string>, options: { waitUntilServing?: boolean } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), SEED_DEMO: 'false', STATIC_DIR: '/nonexistent', SESSION_SECRET: TEST_SESSION_SECRET, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  const server: ServerProcess = {
    origin: `http://127.0.0.1:${port}`,
    child,
    stderr: () => stderr,
    stdout: () => stdout,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  if (options.waitUntilServing !== false) {
    await waitUntil(server, '/readyz', 240_000);
    // With WORKERS, /readyz answers once one worker listens; the ready line comes once all of them do.
    await waitForReadyLine(server, 240_000);
  }
  return server;
}

/** The line a server prints once it serves (`server/ready-line.ts`): with WORKERS, once every worker listens. */
export const READY_LINE = /^Vitrine is ready at /m;

/** Waits until the server has said it is ready, failing early if it exits. */
async function waitForReadyLine(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!READY_LINE.test(server.stdout())) {
    if (server.child.exitCode !== null) throw new Error(`server exited with ${server.child.exitCode}: ${server.stderr()}`);
    if (Date.now() > deadline) throw new Error(`no ready line within ${timeoutMs} ms: ${server.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until `path` answers 200, failing early if the process exits. */
export async function waitUntil(server: ServerProcess, path: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited with ${server.child.exitCode}: ${server.stderr()}`);
    if (await fetch(`${server.origin}${path}`).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${path} did not answer 200 within ${timeoutMs} ms: ${server.stderr()}`);
}
