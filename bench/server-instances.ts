/**
 * `npm run bench:server -- --instances 1,2`: the same scenarios against N server processes on one
 * PostgreSQL database behind a small round-robin reverse proxy (Node http, keep-alive to every
 * instance), so the report shows what a second process buys on the same machine.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  origin: string;
  /** Requests each upstream answered, in the order of `upstreams`. */
  counts: number[];
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
        counts,
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
  return lines.length ? ['', '## Scaling over instances (same machine, round-robin proxy)', '', ...lines] : [];
}
