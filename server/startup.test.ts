import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { productCategories } from './db/schema';
import { seedDemoShopIfEmpty } from './seed/demo';

const root = path.join(import.meta.dirname, '..');

/** Starts the real server process with the given environment; it must fail before listening. */
function startServer(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('server start-up', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-start-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it.each([
    ['PORT', { PORT: 'eighty' }, 'configuration error: PORT must be a whole number from 1 to 65535, got "eighty"'],
    ['PORT', { PORT: '70000' }, 'configuration error: PORT must be a whole number from 1 to 65535, got "70000"'],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://shop' }, 'configuration error: DATABASE_URL must start with postgres:// or postgresql://, got "mysql://…"'],
    [
      'SESSION_SECRET (missing while DATABASE_URL is set)',
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop' },
      'configuration error: SESSION_SECRET must be set when DATABASE_URL is set (the same value on every server of the shop, at least 32 characters)',
    ],
    ['WORKERS', { WORKERS: 'two' }, 'configuration error: WORKERS must be a positive whole number, got "two"'],
    ['WORKERS (more than one on the embedded database)', { WORKERS: '2' }, 'configuration error: WORKERS above 1 needs DATABASE_URL: the embedded database belongs to one process'],
  ])('stops with one clear line and exit code 1 on a bad %s', (_name, env, line) => {
    const result = startServer({ ...env, DATA_DIR: tempDir() });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`vitrine: ${line}\n`);
  });

  it('stops with one clear line when dist/ and dist-ssr/ come from different builds', () => {
    const dir = tempDir();
    const dist = path.join(dir, 'dist');
    const ssr = path.join(dir, 'dist-ssr');
    mkdirSync(dist);
    mkdirSync(ssr);
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><head><title>Shop</title></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(ssr, 'entry-server.mjs'), 'export const graphqlEndpoint = "/graphql";\n');
    writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ id: 'aaaa1111' }));
    writeFileSync(path.join(ssr, 'build.json'), JSON.stringify({ id: 'bbbb2222' }));
    const result = startServer({ STATIC_DIR: dist, DATA_DIR: path.join(dir, 'data'), SEED_DEMO: 'false' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^vitrine: the storefront's browser build .* are from different builds; run "npm run build" to rebuild both\n$/);
  });

  it('stops with one clear line when the PostgreSQL server cannot be reached and DATABASE_WAIT=0', () => {
    const result = startServer({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/shop', SESSION_SECRET: 'a-shared-secret-of-at-least-32-characters', DATA_DIR: tempDir(), DATABASE_WAIT: '0' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^vitrine: database error: cannot connect to DATABASE_URL: .*ECONNREFUSED.*\n$/);
  });

  it('waits DATABASE_WAIT seconds for the PostgreSQL server, saying so once, then stops with one clear line', () => {
    const result = startServer({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/shop', SESSION_SECRET: 'a-shared-secret-of-at-least-32-characters', DATA_DIR: tempDir(), DATABASE_WAIT: '2' });
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^vitrine: waiting up to 2 s for the database at 127\.0\.0\.1:1 \(.*ECONNREFUSED.*\)$/);
    expect(lines[1]).toMatch(/^vitrine: database error: cannot connect to DATABASE_URL within 2 s: .*ECONNREFUSED/);
  });

  it('keeps the embedded database between starts and seeds the demo shop only once', async () => {
    const dataDir = path.join(tempDir(), 'pglite');
    const first = await openDatabase({ dataDir });
    await first.migrate();
    expect(await seedDemoShopIfEmpty(first.db)).toBe(true);
    const [seeded] = await first.db.select({ n: count() }).from(productCategories);
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    expect(await seedDemoShopIfEmpty(second.db)).toBe(false);
    const [kept] = await second.db.select({ n: count() }).from(productCategories);
    await second.close();
    expect(seeded!.n).toBeGreaterThan(0);
    expect(kept!.n).toBe(seeded!.n);
  });
});
