import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Ports of TEST_PORTS this process has handed out: free when asked, but maybe not yet (or still) taken. */
const handedOut = new Set<number>();

/**
 * A port nobody listens on: from TEST_PORTS (`4300-4302`, for machines where ports are assigned), else
 * one the system picks. Ports of the range this process has not handed out yet come first, so two
 * callers do not get the same one before the first has bound it, nor one a stopped process may still
 * hold; once all have gone out, any that is free again will do.
 */
export async function freePort(): Promise<number> {
  const range = process.env.TEST_PORTS?.match(/^(\d+)-(\d+)$/);
  const ports = range ? Array.from({ length: Number(range[2]) - Number(range[1]) + 1 }, (_, index) => Number(range[1]) + index) : [0];
  const candidates = [...ports.filter((port) => !handedOut.has(port)), ...ports.filter((port) => handedOut.has(port))];
  for (const candidate of candidates) {
    const port = await new Promise<number | null>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(null));
      probe.listen(candidate, '127.0.0.1', () => {
        const { port: bound } = probe.address() as { port: number };
        probe.close(() => resolve(bound));
      });
    });
    if (port) {
      if (range) handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port in TEST_PORTS=${process.env.TEST_PORTS}`);
}

/** A started process and everything it has printed so far. */
export interface WatchedProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves once the output matches `pattern`; rejects when the process exits first or after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  stop(): Promise<void>;
}

export function startProcess(args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): WatchedProcess {
  const child = spawn(process.execPath, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString();
    listeners.forEach((listener) => listener());
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => text,
    waitFor(pattern, timeoutMs = 120_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = text.match(pattern);
          if (match) {
            cleanup();
            resolve(match);
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no ${pattern} within ${timeoutMs} ms; output:\n${text}`));
        }, timeoutMs);
        const onExit = () => {
          cleanup();
          reject(new Error(`the process exited before printing ${pattern}; output:\n${text}`));
        };
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
          child.off('exit', onExit);
        };
        listeners.add(check);
        child.once('exit', onExit);
        check();
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The server processes a primary forked (`WORKERS`), with the CPU time each has used so far (clock ticks). */
export function workersOf(primary: number): { pid: number; cpuTicks: number }[] {
  const workers: { pid: number; cpuTicks: number }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[1]) === primary) workers.push({ pid: Number(entry), cpuTicks: Number(fields[11]) + Number(fields[12]) });
  }
  return workers;
}
