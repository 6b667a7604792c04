/**
 * The load-generating process of `npm run bench:server`: runs one scenario with autocannon against
 * the server under test (a different process) and prints its numbers as one JSON line.
 * Usage: node --import tsx bench/server-load.ts <job.json>
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadJob {
  url: string;
  bodies: string[];
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
}

export interface LoadResult {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  requests: number;
  errors: number;
}

function run(job: LoadJob, durationSeconds: number): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: job.url,
    connections: job.connections,
    // Bounded by time (autocannon ignores the duration when a request count is given).
    duration: durationSeconds,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          request.body = job.bodies[next % job.bodies.length];
          next += 1;
          return request;
        },
      },
    ],
  });
}

async function main() {
  const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadJob;
  if (job.warmupSeconds > 0) await run(job, job.warmupSeconds);
  const result = await run(job, job.durationSeconds);
  const output: LoadResult = {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
  process.stdout.write(`${JSON.stringify(output)}\n`);
}

void main();
