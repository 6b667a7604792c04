import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh data directory in the temp folder for one e2e server (its database, images, mail). */
export function throwAwayDataDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

// Polls the processes; once none is alive, removes the directory and ends.
const JANITOR = `
const [dir, ...pids] = process.argv.slice(1);
const alive = (pid) => { try { process.kill(Number(pid), 0); return true; } catch (error) { return error.code === 'EPERM'; } };
const timer = setInterval(() => {
  if (pids.some(alive)) return;
  clearInterval(timer);
  require('node:fs').rmSync(dir, { recursive: true, force: true });
}, 300);
`;

/**
 * Removes `dir` once every process in `pids` has ended, however it ends: Playwright stops its web
 * servers by killing their whole process group, which no exit handler survives. The janitor runs in
 * its own process group (detached), so that kill does not reach it.
 */
export function removeWhenGone(dir: string, pids: number[]): void {
  spawn(process.execPath, ['-e', JANITOR, dir, ...pids.map(String)], { detached: true, stdio: 'ignore' }).unref();
}
