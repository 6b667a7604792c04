import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SyntheticShop {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * A second production server over a generated catalogue (`npm run seed:synthetic`) for journeys the
 * demo shop is too small for, such as a list with several pages. Its own port and data directory;
 * stopped by the caller.
 */
export async function startSyntheticShop(port: number, products: number): Promise<SyntheticShop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-e2e-synthetic-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  execFileSync(process.execPath, ['--import', 'tsx', 'server/seed/synthetic-cli.ts', '--products', String(products)], { env, stdio: 'ignore' });
  const baseURL = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseURL, SEED_DEMO: 'false' },
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const healthy = await fetch(`${baseURL}/healthz`).then((response) => response.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline || server.exitCode !== null) {
      server.kill('SIGTERM');
      throw new Error(`the synthetic shop did not start on ${baseURL}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    async stop() {
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
