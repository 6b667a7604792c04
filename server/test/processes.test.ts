import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from './processes';

const listening: Server[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(listening.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function listenOn(port: number): Promise<void> {
  const server = createServer();
  listening.push(server);
  return new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
}

function isFree(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => probe.once('error', () => resolve(false)).listen(port, '127.0.0.1', () => probe.close(() => resolve(true))));
}

/** The first of three ports in a row that are free now, from the system's picks. */
async function threeFreePorts(): Promise<number> {
  for (;;) {
    const base = await freePort();
    if ((await isFree(base + 1)) && (await isFree(base + 2))) return base;
  }
}

describe('freePort with TEST_PORTS', () => {
  it('hands out each port of the range once before any twice, and skips one that is taken', async () => {
    const base = await threeFreePorts();
    vi.stubEnv('TEST_PORTS', `${base}-${base + 2}`);
    const a = await freePort();
    const b = await freePort();
    expect(new Set([a, b]).size).toBe(2);
    await listenOn(a);
    const c = await freePort();
    expect([a, b]).not.toContain(c);
    // All three handed out: one that is free again is given, never one still taken.
    const again = await freePort();
    expect(again).not.toBe(a);
  });

  it('says so when every port of the range is taken', async () => {
    const port = await freePort();
    await listenOn(port);
    vi.stubEnv('TEST_PORTS', `${port}-${port}`);
    await expect(freePort()).rejects.toThrow(`no free port in TEST_PORTS=${port}-${port}`);
  });
});
