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
 * stopped by the caller. `env` adds settings (e.g. `CURRENCY`); `seed` picks another catalogue of the
 * same size (the generator's seed, 1 by default).
 */
export async function startSyntheticShop(port: number, products: number, env: Record<string, string> = {}, seed = 1): Promise<SyntheticShop> {
  return startServer(port, 'vitrine-e2e-synthetic-', env, (processEnv) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'server/seed/synthetic-cli.ts', '--products', String(products), '--seed', String(seed)], {
      env: processEnv,
      stdio: 'ignore',
    }),
  );
}

/** A production storefront that renders from another shop's GraphQL endpoint (`GRAPHQL_ENDPOINT`), as it would from WordPress. */
export async function startStorefrontOf(graphqlEndpoint: string, port: number): Promise<SyntheticShop> {
  return startServer(port, 'vitrine-e2e-storefront-', { GRAPHQL_ENDPOINT: graphqlEndpoint });
}

/** The WooGraphQL 1.0.2 double (`e2e/woographql-double/`) in front of a Vitrine server's endpoint; `baseURL` is the double's origin. */
export async function startWooGraphQLDoubleOf(backend: string, port: number): Promise<SyntheticShop> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/woographql-double/main.ts', '--backend', backend, '--port', String(port), '--host', '127.0.0.1'], { stdio: 'inherit' });
  return watch(child, `http://127.0.0.1:${port}`, '/__double/requests', () => {});
}

async function startServer(port: number, prefix: string, settings: Record<string, string>, prepare?: (env: NodeJS.ProcessEnv) => void): Promise<SyntheticShop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...settings };
  prepare?.(env);
  const baseURL = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseURL, SEED_DEMO: 'false' },
    stdio: 'inherit',
  });
  return watch(server, baseURL, '/healthz', () => rmSync(dataDir, { recursive: true, force: true }));
}

/** Resolves once `readyPath` answers 200 (within a minute), with a stop that ends the process and then cleans up. */
async function watch(child: ChildProcess, baseURL: string, readyPath: string, cleanUp: () => void): Promise<SyntheticShop> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const healthy = await fetch(`${baseURL}${readyPath}`).then((response) => response.ok, () => false);
    // Something else answering on the port while this process has exited (the port was taken) is no start.
    if (child.exitCode !== null || child.signalCode !== null) {
      cleanUp();
      throw new Error(`the process for ${baseURL} ended (${child.exitCode ?? child.signalCode}) before it answered`);
    }
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`nothing answered on ${baseURL}${readyPath}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      cleanUp();
    },
  };
}
