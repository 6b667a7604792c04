import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

/**
 * End-to-end tests drive Debian's Chromium against one production build served by the real
 * commerce server, on a fresh database seeded with the demo shop. A second project runs the shopper's
 * journey on a shop that answers as a real WordPress + WooGraphQL 1.0.2 one (e2e/woographql-shop.ts).
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;
const WOO_PORT = Number(process.env.E2E_WOO_PORT ?? 4183);
const wooURL = `http://127.0.0.1:${WOO_PORT}`;

export default defineConfig({
  fullyParallel: true,
  // Two workers beside the server on a 2-core machine; timeouts leave room for a machine that is busy
  // with other work too (a journey that takes 20 s alone can take three times that there).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    navigationTimeout: 45_000,
    actionTimeout: 30_000,
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'vitrine', testDir: './e2e/specs' },
    { name: 'woographql-1.0.2', testDir: './e2e/woographql', use: { baseURL: wooURL } },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/server.ts',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_PORT: String(PORT) },
    },
    {
      command: 'node --import tsx e2e/woographql-shop.ts',
      url: `${wooURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_WOO_PORT: String(WOO_PORT) },
    },
  ],
});
