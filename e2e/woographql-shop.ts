import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { removeWhenGone, throwAwayDataDir } from './throwaway-data-dir';
import { startWooGraphQLDouble } from './woographql-double/double';

/**
 * The end-to-end suite's "real WooCommerce shop": the WooGraphQL 1.0.2 double (e2e/woographql-double/)
 * on E2E_WOO_PORT + 1, in front of a Vitrine server that keeps the shop's data in USD, and that same
 * server rendering the storefront from the double (GRAPHQL_ENDPOINT) on E2E_WOO_PORT: every page
 * and every browser call goes through the double, as it would to WordPress.
 */
const dataDir = throwAwayDataDir('vitrine-e2e-woo-');
const port = Number(process.env.E2E_WOO_PORT ?? 4183);
const doublePort = port + 1;

async function main() {
  const double = await startWooGraphQLDouble({ backend: `http://127.0.0.1:${port}/graphql`, port: doublePort, host: '127.0.0.1' });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CURRENCY: 'USD',
      GRAPHQL_ENDPOINT: double.url,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  });
  removeWhenGone(dataDir, [process.pid, child.pid!]);
  child.on('exit', (code) => {
    rmSync(dataDir, { recursive: true, force: true });
    void double.close().finally(() => process.exit(code ?? 0));
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
}

void main();
