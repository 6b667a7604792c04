/**
 * Stopping and replacing server processes without failing a request: SIGTERM lets requests in flight
 * finish (within SHUTDOWN_TIMEOUT) and exits 0; SIGHUP to the primary of `WORKERS` replaces every
 * worker, one at a time, while shoppers keep coming.
 */
import { connect } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPostgresTemplate } from './test/database';
import { startServerProcess, type ServerProcess } from './test/server-process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LIST = '/graphql?query=%7B%20products(first%3A%2050)%20%7B%20nodes%20%7B%20slug%20name%20%7D%20%7D%20%7D';

/** The database every server here runs on: a copy of the seeded template when there is PostgreSQL, else the embedded one. */
async function databaseEnv(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (!process.env.TEST_DATABASE_URL) return { env: {}, drop: async () => {} };
  const copy = await copyPostgresTemplate();
  return { env: { DATABASE_URL: copy.url }, drop: copy.drop };
}

/** A raw HTTP/1.1 connection: what it received, and when the server closed it. */
async function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise((resolve) => socket.once('connect', resolve));
  return {
    socket,
    closed,
    text: () => received,
    /** Resolves once `count` complete answers arrived (each ends with its JSON body). */
    async answered(count: number) {
      while ((received.match(/HTTP\/1\.1 /g)?.length ?? 0) < count || !received.trimEnd().endsWith('}')) await sleep(20);
    },
  };
}

/** Process ids of the workers a primary forked. */
function workersOf(primary: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === primary;
      } catch {
        return false; // exited meanwhile
      }
    })
    .map(Number);
}

describe('SIGTERM', () => {
  let database: Awaited<ReturnType<typeof databaseEnv>>;
  beforeAll(async () => {
    database = await databaseEnv();
  });
  afterAll(() => database.drop());

  it('finishes a request in flight, serves one arriving on an open connection, refuses new connections, and exits 0', async () => {
    const server = await startServerProcess({ ...database.env, SEED_DEMO: 'true' });
    const port = Number(new URL(server.origin).port);
    const body = JSON.stringify({ query: '{ products(first: 5) { nodes { slug } } }' });
    const post = `POST /graphql HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    // In flight: its body is still arriving when the signal comes.
    const inFlight = await rawConnection(port);
    inFlight.socket.write(post + body.slice(0, 10));
    // Open and used once: a browser's keep-alive connection, which sends its next request just after the signal.
    const keptAlive = await rawConnection(port);
    keptAlive.socket.write(post + body);
    await keptAlive.answered(1);
    await sleep(300);

    server.child.kill('SIGTERM');
    // Once it stopped taking connections (new ones are refused), it still serves the ones it has.
    let refused: string | undefined;
    for (let tries = 0; refused !== 'ECONNREFUSED' && tries < 500; tries += 1) {
      refused = await fetch(`${server.origin}/healthz`).then(
        () => 'answered',
        (error: Error & { cause?: { code?: string } }) => error.cause?.code,
      );
    }
    expect(refused).toBe('ECONNREFUSED');
    keptAlive.socket.write(post + body);
    inFlight.socket.write(body.slice(10));

    for (const [connection, answers] of [[inFlight, 1], [keptAlive, 2]] as const) {
      await connection.closed;
      const responses = connection.text().split(/(?=HTTP\/1\.1 )/);
      expect(responses).toHaveLength(answers);
      expect(responses.at(-1)).toMatch(/^HTTP\/1\.1 200 /);
      // One that arrived while stopping tells the client the connection ends with it.
      if (connection === keptAlive) expect(responses.at(-1)).toMatch(/^connection: close\r$/im);
      expect(responses.at(-1)).toContain('"products"');
    }
    expect(await server.exited).toBe(0);
  }, 240_000);

  it('cuts off what is still running after SHUTDOWN_TIMEOUT, says so, and exits 1', async () => {
    const server = await startServerProcess({ ...database.env, SHUTDOWN_TIMEOUT: '1', LOG_LEVEL: 'warn' });
    // A request whose body never finishes arriving: it would keep the server open for minutes.
    const socket = connect(Number(new URL(server.origin).port), '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /graphql HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"query":');
    await sleep(300);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(60_000);
    expect(server.stdout()).toMatch(/requests still running after SHUTDOWN_TIMEOUT \(1 s\) were cut off/);
    socket.destroy();
  }, 240_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a rolling restart of WORKERS=2 (SIGHUP)', () => {
  let server: ServerProcess;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const copy = await copyPostgresTemplate();
    drop = copy.drop;
    server = await startServerProcess({ DATABASE_URL: copy.url, WORKERS: '2', LOG_LEVEL: 'warn' });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it('replaces every worker one at a time while 8 shoppers keep coming, and not one request fails', async () => {
    const primary = server.child.pid!;
    let before: number[] = [];
    for (let tries = 0; before.length < 2 && tries < 100; tries += 1) {
      before = workersOf(primary);
      await sleep(100);
    }
    expect(before).toHaveLength(2);
    let running = true;
    let answered = 0;
    const failures: string[] = [];
    const shopper = async () => {
      while (running) {
        // A new connection each time, so that the primary hands requests to every worker, old and new.
        const outcome = await fetch(`${server.origin}${LIST}`, { headers: { connection: 'close' } }).then(
          async (response) => (await response.arrayBuffer(), response.status === 200 ? null : `HTTP ${response.status}`),
          (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
        );
        if (outcome) failures.push(outcome);
        else answered += 1;
      }
    };
    const shoppers = Array.from({ length: 8 }, shopper);
    while (answered < 20) await sleep(50);
    server.child.kill('SIGHUP');
    for (let tries = 0; !server.stderr().includes('every worker replaced') && tries < 1200; tries += 1) await sleep(100);
    const answeredDuring = answered;
    while (answered < answeredDuring + 20) await sleep(50);
    running = false;
    await Promise.all(shoppers);

    expect(server.stderr()).toContain('every worker replaced');
    const after = workersOf(primary);
    expect(after).toHaveLength(2);
    expect(after.filter((pid) => before.includes(pid))).toEqual([]);
    expect(failures).toEqual([]);
    expect(server.child.exitCode).toBeNull();

    // A scrape of any worker sees both: the pool maximum is summed over the workers.
    const metrics = await (await fetch(`${server.origin}/metrics`)).text();
    expect(metrics).toMatch(/vitrine_database_pool_connections\{state="max"\} 20/);
  }, 240_000);
});
