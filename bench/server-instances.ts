/**
 * `npm run bench:server -- --instances 1,2`: the same scenarios against N server processes on one
 * PostgreSQL database behind a round-robin reverse proxy, so the report shows what a second process
 * buys on the same machine. The proxy is HAProxy when the machine has it (`apt-get install haproxy`;
 * `--proxy haproxy`), as a shop would run one, else a small one in Node (`--proxy node`), whose own
 * cost per request is close to a catalogue page's and shows in the figures. `--proxy haproxy-tcp`
 * balances connections rather than requests (HAProxy's tcp mode): it passes bytes through without
 * reading HTTP, which is cheaper, and every keep-alive connection stays with one instance.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RoundRobinProxy {
  origin: string;
  /** What it hands to the next upstream in turn. */
  balances: 'requests' | 'connections';
  /** Requests (or connections) each upstream was given so far, in the order of `upstreams`. */
  requestCounts(): Promise<number[]>;
  close(): Promise<void>;
}

/** Forwards every request, in turn, to the next upstream origin (e.g. http://127.0.0.1:4001). */
export function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const targets = upstreams.map((origin) => new URL(origin));
  const counts = upstreams.map(() => 0);
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % targets.length;
    counts[index]! += 1;
    const target = targets[index]!;
    const upstream = http.request(
      { agent, host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.once('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`proxy: ${error.message}`);
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        balances: 'requests',
        requestCounts: async () => [...counts],
        close: () =>
          new Promise<void>((done) => {
            agent.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

const HAPROXY = '/usr/sbin/haproxy';

/** `workers`: no proxy; one server runs the instances as workers sharing its port (WORKERS, server/workers.ts). */
export type ProxyKind = 'haproxy' | 'haproxy-tcp' | 'node' | 'workers';

export const PROXY_NAMES: Record<ProxyKind, string> = { haproxy: 'HAProxy', 'haproxy-tcp': 'HAProxy (tcp mode)', node: 'the Node proxy', workers: 'no proxy: workers sharing one port' };

export function parseProxyKind(kind: string): ProxyKind {
  if (!(kind in PROXY_NAMES)) throw new Error(`--proxy takes ${Object.keys(PROXY_NAMES).join(', ')}, got "${kind}"`);
  return kind as ProxyKind;
}

export function defaultProxyKind(): ProxyKind {
  return existsSync(HAPROXY) ? 'haproxy' : 'node';
}

export function startProxy(kind: Exclude<ProxyKind, 'workers'>, upstreams: string[]): Promise<RoundRobinProxy> {
  if (kind === 'node') return startRoundRobinProxy(upstreams);
  return startHaproxy(upstreams, kind === 'haproxy-tcp' ? 'connections' : 'requests');
}

/**
 * HAProxy in the foreground, one thread; counts read from its stats socket. Balancing requests, it
 * reads HTTP and keeps connections alive to every instance; balancing connections, it relays bytes.
 */
async function startHaproxy(upstreams: string[], balances: RoundRobinProxy['balances']): Promise<RoundRobinProxy> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-haproxy-'));
  const port = await freePort();
  const statsSocket = path.join(dir, 'stats.sock');
  const servers = upstreams.map((origin, index) => `  server s${index} ${new URL(origin).host}`);
  const config = [
    'global',
    '  nbthread 1',
    `  stats socket ${statsSocket} mode 600 level operator`,
    'defaults',
    balances === 'requests' ? '  mode http' : '  mode tcp',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    ...(balances === 'requests' ? ['  option http-keep-alive', '  http-reuse always'] : []),
    'frontend shop',
    `  bind 127.0.0.1:${port}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    ...servers,
    '',
  ].join('\n');
  writeFileSync(path.join(dir, 'haproxy.cfg'), config);
  const child = spawn(HAPROXY, ['-db', '-f', path.join(dir, 'haproxy.cfg')], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForPort(port);
  return {
    origin: `http://127.0.0.1:${port}`,
    balances,
    async requestCounts() {
      // Each instance's total sessions ("stot" of its server line): in http mode one per request (keep-alive
      // to the instances), in tcp mode one per client connection.
      const stats = await askSocket(statsSocket, 'show stat\n');
      const header = stats.split('\n')[0]?.replace(/^# /, '').split(',') ?? [];
      const name = header.indexOf('svname');
      const total = header.indexOf('stot');
      const counts = upstreams.map(() => 0);
      for (const line of stats.split('\n').slice(1)) {
        const fields = line.split(',');
        const match = /^s(\d+)$/.exec(fields[name] ?? '');
        if (match) counts[Number(match[1])] = Number(fields[total]);
      }
      return counts;
    },
    async close() {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`haproxy did not listen on port ${port}`);
}

function askSocket(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(socketPath, () => socket.write(command));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.once('end', () => resolve(answer));
    socket.once('error', reject);
  });
}

/** "1,2" -> [1, 2]: instance counts to measure, each from 1 to 16. */
export function parseInstanceCounts(raw: string): number[] {
  const counts = raw.split(',').map((part) => part.trim());
  if (counts.some((count) => !/^\d+$/.test(count) || Number(count) < 1 || Number(count) > 16)) {
    throw new Error(`--instances takes whole numbers from 1 to 16, e.g. 2 or 1,2; got "${raw}"`);
  }
  return [...new Set(counts.map(Number))].sort((a, b) => a - b);
}

export interface ScalingRow {
  database: string;
  products: number;
  scenario: string;
  instances: number;
  cache: string;
  requestsPerSecond?: number;
}

/** Markdown lines: each scenario's req/s with N instances relative to the fewest measured. */
export function scalingSummary(rows: ScalingRow[]): string[] {
  const groups = new Map<string, ScalingRow[]>();
  for (const row of rows) {
    if (row.requestsPerSecond === undefined) continue;
    const key = `${row.database}|${row.products}|${row.cache}|${row.scenario}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const lines: string[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const sorted = [...group].sort((a, b) => a.instances - b.instances);
    const base = sorted[0]!;
    const ratios = sorted.slice(1).map((row) => `${row.instances} instances ${(row.requestsPerSecond! / base.requestsPerSecond!).toFixed(2)}×`);
    lines.push(`- ${base.database}, ${base.products.toLocaleString('en-US')} products, cache ${base.cache}, ${base.scenario}: ${ratios.join(', ')} the req/s of ${base.instances}`);
  }
  return lines.length ? ['', '## Scaling over instances (same machine; each row\'s notes say how the load is shared)', '', ...lines] : [];
}
