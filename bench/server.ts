/**
 * `npm run bench:server`: latency and throughput of the commerce server's catalogue queries and of
 * the shopper mutations (add to cart, checkout, login).
 *
 * For each database (PGlite; PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL is set) and
 * catalogue size, it starts the real server (server/main.ts) in a child process on 127.0.0.1 over a
 * cached synthetic catalogue, checks every scenario answers without errors, then drives each one from
 * a separate load-generating process (bench/server-load.ts, autocannon). Results go to
 * bench/results/server.md and stdout.
 *
 * Options: --products 10000,100000  --duration <seconds per scenario, default 10>
 *          --connections <default 8>  --databases pglite,postgres
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareDatabase, type BenchDatabase, type BenchDatabaseKind } from './server-database';
import type { LoadJob, LoadResult } from './server-load';
import { planScenarios, type PlannedScenario } from './server-plan';
import { validateQueries } from './server-scenarios';

const repoRoot = path.join(import.meta.dirname, '..');
const resultsFile = path.join(import.meta.dirname, 'results', 'server.md');

interface Row {
  database: BenchDatabaseKind;
  products: number;
  scenario: string;
  result?: LoadResult;
  note?: string;
}

function log(message: string) {
  process.stderr.write(`bench: ${message}\n`);
}

function options() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '10000,100000' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '8' },
      databases: { type: 'string' },
    },
  });
  const positive = (name: string, raw: string, max: number) => {
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) throw new Error(`--${name} must be a whole number from 1 to ${max}, got "${raw}"`);
    return Number(raw);
  };
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
  const databases = (values.databases ?? (postgresUrl ? 'pglite,postgres' : 'pglite')).split(',').map((kind) => {
    if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`--databases takes pglite and/or postgres, got "${kind}"`);
    return kind as BenchDatabaseKind;
  });
  return {
    products: values.products.split(',').map((n) => positive('products', n.trim(), 1_000_000)),
    durationSeconds: positive('duration', values.duration, 600),
    connections: positive('connections', values.connections, 256),
    databases,
    postgresUrl,
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(database: BenchDatabase): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server', 'main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...database.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      STATIC_DIR: path.join(os.tmpdir(), 'vitrine-bench-no-storefront'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
    const healthy = await fetch(`${origin}/healthz`).then((response) => response.ok, () => false);
    if (healthy) return { origin, child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not become healthy within 180 s');
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function runLoad(job: LoadJob): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-load-'));
  const jobFile = path.join(dir, 'job.json');
  writeFileSync(jobFile, JSON.stringify(job));
  return new Promise<LoadResult>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server-load.ts'), jobFile], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      rmSync(dir, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`the load generator exited with code ${code}`));
      resolve(JSON.parse(output.trim().split('\n').at(-1)!) as LoadResult);
    });
  });
}

function markdown(rows: Row[], settings: { durationSeconds: number; connections: number; loadAverage: number }): string {
  const cpus = os.cpus();
  const lines = [
    '# Server benchmark',
    '',
    `Generated by \`npm run bench:server\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ` +
      `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${settings.connections} connections, ` +
      `${settings.durationSeconds} s per scenario after a warm-up, server and load generator in separate processes on 127.0.0.1; ` +
      `load average ${settings.loadAverage.toFixed(1)} when the run started (other work on the machine inflates latencies).`,
    '',
    '| Database | Products | Scenario | p50 (ms) | p99 (ms) | Requests/s | Notes |',
    '| --- | ---: | --- | ---: | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    const result = row.result;
    const numbers = result
      ? [result.p50.toFixed(1), result.p99.toFixed(1), Math.round(result.requestsPerSecond).toLocaleString('en-US')]
      : ['–', '–', '–'];
    const failures = result && result.errors > 0 ? `${result.errors} failed requests${result.firstError ? ` (first: ${result.firstError})` : ''}` : undefined;
    const notes = [row.note, failures].filter(Boolean).join('; ');
    lines.push(`| ${row.database} | ${row.products.toLocaleString('en-US')} | ${row.scenario} | ${numbers.join(' | ')} | ${notes} |`);
  }
  lines.push('', 'Reproduce: `npm run bench:server` (add `-- --products 10000 --duration 5` for a quick run; set BENCH_DATABASE_URL for PostgreSQL).', '');
  return lines.join('\n');
}

/** What to undo if the run is interrupted: the server child and the database copy. */
const cleanups = new Set<() => Promise<void>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    void Promise.allSettled([...cleanups].map((cleanup) => cleanup())).then(() => process.exit(130));
  });
}

async function benchmarkOne(kind: BenchDatabaseKind, products: number, settings: ReturnType<typeof options>): Promise<Row[]> {
  const database = await prepareDatabase(kind, products, settings.postgresUrl);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const cleanup = async () => {
    if (server) await stopServer(server.child);
    await database.dispose();
  };
  cleanups.add(cleanup);
  try {
    server = await startServer(database);
    const graphqlUrl = `${server.origin}/graphql`;
    const planned: PlannedScenario[] = await planScenarios(graphqlUrl, database.slugs, database.cartProductIds);
    const rows: Row[] = [];
    for (const scenario of planned) {
      if (!scenario.bodies && !scenario.flow) {
        log(`${kind} ${products}: ${scenario.name} skipped: ${scenario.note}`);
        rows.push({ database: kind, products, scenario: scenario.name, note: scenario.note });
        continue;
      }
      log(`${kind} ${products}: ${scenario.name} for ${settings.durationSeconds} s`);
      const result = await runLoad({
        url: graphqlUrl,
        bodies: scenario.bodies ?? [],
        flow: scenario.flow,
        durationSeconds: settings.durationSeconds,
        warmupSeconds: Math.min(3, Math.ceil(settings.durationSeconds / 3)),
        connections: settings.connections,
      });
      rows.push({ database: kind, products, scenario: scenario.name, result, note: scenario.note });
    }
    return rows;
  } finally {
    cleanups.delete(cleanup);
    await cleanup();
  }
}

async function main() {
  const settings = { ...options(), loadAverage: os.loadavg()[0]! };
  validateQueries();
  const rows: Row[] = [];
  for (const kind of settings.databases) {
    for (const products of settings.products) rows.push(...(await benchmarkOne(kind, products, settings)));
  }
  const report = markdown(rows, settings);
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, report);
  process.stdout.write(report);
  log(`written to ${path.relative(repoRoot, resultsFile)}`);
}

main().catch((error: Error) => {
  log(error.message);
  process.exit(1);
});
