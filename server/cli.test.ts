import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './db/data-dir-lock';

const root = path.join(import.meta.dirname, '..');
const SAMPLE_CSV = path.join(root, 'server/seed/data/woocommerce-sample-products.csv');

/**
 * Every command-line tool refuses in one line on stderr, `<tool>: <reason>`, with exit code 1: a bad
 * argument, a missing file, and the embedded database held by another process (a running server;
 * here this test process holds its lock).
 */
describe('command-line refusals', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-cli-'));
  let release: () => void;
  beforeAll(() => {
    release = acquireDataDirLock(path.join(dataDir, 'pglite'), { command: 'server' });
  });
  afterAll(() => {
    release();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function run(script: string, args: string[] = [], env: Record<string, string> = {}) {
    const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), ...env },
      encoding: 'utf8',
      timeout: 90_000,
    });
    return { status: result.status, stderr: result.stderr, stdout: result.stdout };
  }

  const inUse = (tool: string, prefix = 'database error: ') => new RegExp(`^${tool}: ${prefix}the embedded database in \\S+ is in use by another process \\(pid ${process.pid}, server, since [^)]*\\)[^\\n]*\\n$`);

  it.each([
    ['import', 'server/seed/import-cli.ts', [SAMPLE_CSV], inUse('import')],
    ['seed:synthetic', 'server/seed/synthetic-cli.ts', ['--products', '10'], inUse('seed:synthetic')],
    ['order', 'server/services/orders/order-cli.ts', ['paid', '1'], inUse('order', '')],
    ['outbox', 'server/services/mail/outbox-cli.ts', [], inUse('outbox', '')],
    ['import', 'server/seed/import-cli.ts', [], /^import: usage: npm run import -- <products\.csv>\n$/],
    ['import', 'server/seed/import-cli.ts', ['/nonexistent.csv'], /^import: cannot read \/nonexistent\.csv: ENOENT[^\n]*\n$/],
    ['seed:synthetic', 'server/seed/synthetic-cli.ts', [], /^seed:synthetic: --products is required; usage: [^\n]*\n$/],
    ['seed:synthetic', 'server/seed/synthetic-cli.ts', ['--colour', 'red'], /^seed:synthetic: Unknown option '--colour'[^\n]*\n$/],
    ['order', 'server/services/orders/order-cli.ts', ['refund', '1'], /^order: unknown action "refund"; usage: [^\n]*\n$/],
    ['outbox', 'server/services/mail/outbox-cli.ts', ['-3'], /^outbox: usage: [^\n]*\n$/],
  ])('%s %j: one line, exit code 1', (_tool, script, args, line) => {
    const result = run(script, args as string[]);
    expect(result.stderr).toMatch(line);
    expect(result.status).toBe(1);
  }, 120_000);

  it('check-chromium: one line, exit code 1', () => {
    const result = run('scripts/check-chromium.ts', [], { CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(result.stderr).toMatch(/^The end-to-end tests need Chromium at \/nonexistent\/chromium, which is missing: [^\n]*\n$/);
    expect(result.status).toBe(1);
  });
});
