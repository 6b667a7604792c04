import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockFileOf } from './data-dir-lock';

const root = path.join(import.meta.dirname, '..', '..');
const PORT = 4252;
const SAMPLE_CSV = path.join(root, 'server/seed/data/woocommerce-sample-products.csv');

function env(dataDir: string, extra: Record<string, string> = {}) {
  return { PATH: process.env.PATH, LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), ...extra };
}

/** Runs one of the npm scripts' entry points to its end, as `npm run <script>` would. */
function run(dataDir: string, script: string, args: string[] = []) {
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env: env(dataDir), encoding: 'utf8', timeout: 90_000 });
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`http://127.0.0.1:${PORT}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, any>; errors?: { message: string }[] };
}

describe('one process per embedded data directory', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-lock-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  let server: ChildProcess;

  beforeAll(async () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env: env(dataDir, { PORT: String(PORT), HOST: '127.0.0.1' }), stdio: 'ignore' });
    await waitForHealth(PORT, server);
  }, 120_000);
  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses import, seeding and a second server while the server holds the directory, naming the holder', () => {
    const holder = `in use by another process (pid ${server.pid}, server,`;
    const imported = run(dataDir, 'server/seed/import-cli.ts', [SAMPLE_CSV]);
    expect(imported.status).toBe(1);
    expect(imported.stderr).toContain(`the embedded database in ${pgliteDir} is ${holder}`);
    expect(imported.stdout).not.toContain('Imported');

    const seeded = run(dataDir, 'server/seed/synthetic-cli.ts', ['--products', '10']);
    expect(seeded.status).toBe(1);
    expect(seeded.stderr).toContain(holder);

    const second = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: env(dataDir, { PORT: String(PORT + 2) }),
      encoding: 'utf8',
      timeout: 90_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(new RegExp(`^vitrine: database error: the embedded database in .* is in use by another process \\(pid ${server.pid}, server, since .*\\)`));
  }, 180_000);

  it("runs the owner's outbox and order commands through the running server", async () => {
    const registered = await graphql('mutation { registerCustomer(input: { username: "owner-test", email: "owner@example.com", password: "a long enough secret 42" }) { customer { databaseId } } }');
    expect(registered.errors).toBeUndefined();
    expect((await graphql('mutation { sendPasswordResetEmail(input: { username: "owner-test" }) { success } }')).errors).toBeUndefined();
    const outbox = run(dataDir, 'server/services/mail/outbox-cli.ts');
    expect(outbox.stderr).toBe('');
    expect(outbox.status).toBe(0);
    expect(outbox.stdout).toContain('To: owner@example.com\nSubject: Password reset request');

    const order = run(dataDir, 'server/services/orders/order-cli.ts', ['paid', '4711']);
    expect(order.status).toBe(1);
    expect(order.stderr).toBe('order: there is no order #4711\n');
    // The server still serves from the same, intact database.
    expect((await graphql('{ customer { id } }')).errors).toBeUndefined();
  }, 120_000);

  it('takes over a lock whose process was killed', async () => {
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    expect(existsSync(lockFileOf(pgliteDir))).toBe(true);
    const outbox = run(dataDir, 'server/services/mail/outbox-cli.ts');
    expect(outbox.stderr).toBe('');
    expect(outbox.stdout).toContain('To: owner@example.com');
    expect(existsSync(lockFileOf(pgliteDir))).toBe(false);
  }, 120_000);
});
