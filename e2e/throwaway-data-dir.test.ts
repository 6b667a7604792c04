import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { removeWhenGone, throwAwayDataDir } from './throwaway-data-dir';

describe("an e2e server's data directory", () => {
  it('is removed once its processes are killed with SIGKILL, and not before', async () => {
    const dir = throwAwayDataDir('vitrine-janitor-test-');
    writeFileSync(path.join(dir, 'database'), 'x'.repeat(1024));
    const servers = [0, 1].map(() => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }));
    removeWhenGone(dir, servers.map((server) => server.pid!));
    servers[0]!.kill('SIGKILL');
    // The other process still runs: the directory stays.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(existsSync(dir)).toBe(true);
    servers[1]!.kill('SIGKILL');
    await vi.waitFor(() => expect(existsSync(dir)).toBe(false), { timeout: 15_000, interval: 200 });
  }, 30_000);
});
