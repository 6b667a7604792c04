import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseDescription, endpointDescription } from './ready-line';
import { freePort, startProcess, type WatchedProcess } from './test/processes';

const root = path.join(import.meta.dirname, '..');

describe('the line that says the shop is ready', () => {
  let server: WatchedProcess | undefined;
  let dataDir = '';
  afterEach(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(env: Record<string, string>) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-ready-'));
    const port = await freePort();
    server = startProcess(['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'false', STATIC_DIR: path.join(dataDir, 'no-build'), ...env },
    });
    const [line] = await server.waitFor(/^Vitrine is ready at .*$/m);
    return { port, line };
  }

  it('ends the start with where the shop is and what it serves, once, after one log line per request', async () => {
    const { port, line } = await start({});
    expect(line).toBe(`Vitrine is ready at http://localhost:${port} (0 products, embedded database in ${dataDir})`);
    expect(server!.output()).not.toContain('Server listening');
    await fetch(`http://127.0.0.1:${port}/healthz`);
    await server!.waitFor(/"url":"\/healthz"/);
    expect(server!.output().split('\n').filter((text) => text.includes('"url":"/healthz"'))).toHaveLength(1);
  });

  it('logs no requests with REQUEST_LOG=false', async () => {
    const { port } = await start({ REQUEST_LOG: 'false' });
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    // The server answers only after its log line would have been written.
    await server!.stop();
    expect(server!.output()).not.toContain('/healthz');
  });

  it("names the shop a storefront renders from, instead of counting its own empty catalogue", async () => {
    const { port, line } = await start({ GRAPHQL_ENDPOINT: 'https://shop.example/graphql' });
    expect(line).toBe(`Vitrine is ready at http://localhost:${port} (storefront of https://shop.example/graphql, embedded database in ${dataDir})`);
    expect(endpointDescription('https://user:s3cret@shop.example/graphql')).toBe('https://shop.example/graphql');
  });

  it('names the data directory relative to where the shop was started, and never a database password', () => {
    expect(databaseDescription({ databaseUrl: undefined, dataDir: path.join('/srv/shop', 'data') }, '/srv/shop')).toBe(`embedded database in .${path.sep}data`);
    expect(databaseDescription({ databaseUrl: 'postgres://shop:s3cret@db.internal:5432/vitrine', dataDir: '/srv/shop/data' })).toBe('PostgreSQL at db.internal:5432/vitrine');
  });
});
