/**
 * The load-generating process of `npm run bench:server`: runs one scenario against the server under
 * test (a different process) and prints its numbers as one JSON line. Catalogue reads go through
 * autocannon; the stateful shopper mutations through virtual shoppers (bench/server-flows.ts).
 * Usage: node --import tsx bench/server-load.ts <job.json>
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { MEASURING, percentile, runFlow, type FlowName, type FlowSetup } from './server-flows';

export interface LoadJob {
  url: string;
  bodies: string[];
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  /** GET `url` with no body (the /healthz and /readyz baselines); POST each of `bodies` in turn otherwise. */
  method?: 'GET' | 'POST';
  /** Set for a shopper mutation scenario: `bodies` is unused then. */
  flow?: { name: FlowName; setup: FlowSetup };
}

export interface LoadResult {
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  requests: number;
  errors: number;
  /** CPU time the server process spent per answered request during the timed run (set by bench/server.ts). */
  serverCpuMs?: number;
  /** CPU time PostgreSQL's backends for the run's database spent per request, when it runs on this machine (set by bench/server.ts). */
  databaseCpuMs?: number;
  /** CPU time this load generator spent per request: on a shared machine it is taken from the server's share. */
  loadGeneratorCpuMs?: number;
  /** The first failure's message, so a broken scenario says why. */
  firstError?: string;
}

/** Runs autocannon for `durationSeconds`; every response's latency (ms) is added to `latencies`. */
function run(job: LoadJob, durationSeconds: number, latencies: number[] = []): Promise<autocannon.Result> {
  let next = 0;
  const options: autocannon.Options = {
    url: job.url,
    connections: job.connections,
    // Bounded by time (autocannon ignores the duration when a request count is given).
    duration: durationSeconds,
    method: job.method ?? 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          if (job.method === 'GET') return request;
          request.body = job.bodies[next % job.bodies.length];
          next += 1;
          return request;
        },
      },
    ],
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, result) => (error ? reject(error) : resolve(result)));
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** p50, p95 and p99 of latencies in ms (sorted in place). */
function percentiles(latencies: number[]): Pick<LoadResult, 'p50' | 'p95' | 'p99'> {
  const sorted = latencies.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

let cpuAtMeasuring = process.cpuUsage();

/** Tells bench/server.ts the timed run starts now, so it can read the server's CPU time from here. */
function announceMeasuring() {
  cpuAtMeasuring = process.cpuUsage();
  process.stdout.write(`${MEASURING}\n`);
}

/** This process's CPU time (ms) per request since the timed run started. */
function ownCpuMsPer(requests: number): number | undefined {
  const used = process.cpuUsage(cpuAtMeasuring);
  return requests > 0 ? (used.user + used.system) / 1000 / requests : undefined;
}

async function runShoppers(job: LoadJob, flow: NonNullable<LoadJob['flow']>): Promise<LoadResult> {
  if (job.warmupSeconds > 0) await runFlow(flow.name, flow.setup, job.connections, job.warmupSeconds);
  announceMeasuring();
  const result = await runFlow(flow.name, flow.setup, job.connections, job.durationSeconds);
  return {
    ...percentiles(result.latencies),
    requestsPerSecond: result.latencies.length / job.durationSeconds,
    requests: result.latencies.length,
    errors: result.errors,
    firstError: result.firstError,
    loadGeneratorCpuMs: ownCpuMsPer(result.latencies.length),
  };
}

async function main() {
  const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadJob;
  if (job.flow) {
    process.stdout.write(`${JSON.stringify(await runShoppers(job, job.flow))}\n`);
    return;
  }
  if (job.warmupSeconds > 0) await run(job, job.warmupSeconds);
  announceMeasuring();
  const latencies: number[] = [];
  const result = await run(job, job.durationSeconds, latencies);
  const output: LoadResult = {
    ...percentiles(latencies),
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    loadGeneratorCpuMs: ownCpuMsPer(result.requests.total),
  };
  process.stdout.write(`${JSON.stringify(output)}\n`);
}

void main();
