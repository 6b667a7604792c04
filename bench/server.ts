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
 *          --instances 1,2 (server processes behind a round-robin proxy; more than one needs PostgreSQL)
 *          --proxy haproxy|haproxy-tcp|node|workers (that proxy: HAProxy balancing requests, the default
 *            when installed; HAProxy balancing connections; a small one in Node; or none: one server
 *            running the instances as workers that share its port, WORKERS=N)
 *          --single-behind-proxy (one instance behind the proxy too, so 1 against 2 compares instances, not the extra hop)
 *          --cache off,on (the response cache for anonymous catalogue reads; "on" runs the catalogue reads only)
 *          --scenarios healthz,readyz,list,filtered,search,deep,product,listPage,loginFlood,addToCart,checkout,login (default: all;
 *            listPage needs the storefront built, `npm run build`)
 *          --label <name> (the run becomes the section of that name in server.md instead of the file's top;
 *            either way the sections below the top, earlier runs kept by label or by hand, stay)
 *
 * loginFlood measures the product list alone, then while 40 clients send logins back to back (a
 * section of its own in the results: latency percentiles side by side, and how the logins were answered).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareDatabase, type BenchDatabase, type BenchDatabaseKind } from './server-database';
import { MEASURING, startLoginFlood, type FloodClient, type FloodCounts } from './server-flows';
import type { LoadJob, LoadResult } from './server-load';
import { FLOOD_CLIENTS, planScenarios, SCENARIO_KEYS, type PlannedScenario, type ScenarioKey } from './server-plan';
import { validateQueries } from './server-scenarios';
import { defaultProxyKind, freePort, parseInstanceCounts, parseProxyKind, PROXY_NAMES, scalingSummary, startProxy } from './server-instances';
import { backendCpuBetween, cpuSeconds, postgresBackendCpuSeconds } from './process-cpu';
import { mergeResults } from './results-sections';

const repoRoot = path.join(import.meta.dirname, '..');
const resultsFile = path.join(import.meta.dirname, 'results', 'server.md');
const REPORT_TITLE = '# Server benchmark';

type CacheMode = 'off' | 'on';
/** What the response cache can answer (the login flood's catalogue query too); the shopper mutations are measured with it off only. */
const CACHEABLE_SCENARIOS = new Set<ScenarioKey>(['healthz', 'readyz', 'list', 'filtered', 'search', 'deep', 'product', 'listPage', 'loginFlood']);
/** The built storefront, which the server serves only when a page is measured (`listPage`). */
const builtStorefront = path.join(repoRoot, 'dist');

interface Row {
  database: BenchDatabaseKind;
  products: number;
  instances: number;
  cache: CacheMode;
  scenario: string;
  key: ScenarioKey;
  result?: LoadResult;
  note?: string;
  /** The login flood scenario's phase ("alone" or under the flood), and how its logins were answered. */
  phase?: string;
  logins?: FloodCounts;
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
      instances: { type: 'string', default: '1' },
      proxy: { type: 'string', default: defaultProxyKind() },
      'single-behind-proxy': { type: 'boolean', default: false },
      scenarios: { type: 'string', default: SCENARIO_KEYS.join(',') },
      cache: { type: 'string', default: 'off,on' },
      label: { type: 'string' },
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
  const scenarios = new Set(
    values.scenarios.split(',').map((key) => {
      if (!(SCENARIO_KEYS as readonly string[]).includes(key)) throw new Error(`--scenarios takes ${SCENARIO_KEYS.join(', ')}, got "${key}"`);
      return key as ScenarioKey;
    }),
  );
  // Every figure is reported against both baselines measured in the same run.
  scenarios.add('healthz');
  scenarios.add('readyz');
  const cacheModes = values.cache.split(',').map((mode) => {
    if (mode !== 'off' && mode !== 'on') throw new Error(`--cache takes off and/or on, got "${mode}"`);
    return mode as CacheMode;
  });
  return {
    scenarios,
    cacheModes,
    products: values.products.split(',').map((n) => positive('products', n.trim(), 1_000_000)),
    durationSeconds: positive('duration', values.duration, 600),
    connections: positive('connections', values.connections, 256),
    databases,
    postgresUrl,
    instances: parseInstanceCounts(values.instances),
    proxy: parseProxyKind(values.proxy),
    singleBehindProxy: values['single-behind-proxy'],
    label: values.label,
  };
}

async function startServer(
  database: BenchDatabase,
  cache: CacheMode,
  servePages: boolean,
  extraEnv: Record<string, string> = {},
): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server', 'main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...database.env,
      RESPONSE_CACHE: cache === 'on' ? 'true' : 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      STATIC_DIR: servePages ? builtStorefront : path.join(os.tmpdir(), 'vitrine-bench-no-storefront'),
      // The benchmark stands in for the shop's reverse proxy: the login flood gives each of its
      // clients an address of its own through X-Forwarded-For.
      TRUSTED_PROXIES: 'loopback',
      ...extraEnv,
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


interface Measured {
  /** The server process whose CPU time is read (one instance only: with several it would be a share). */
  serverPid?: number;
  /** The PostgreSQL database whose backends' CPU time is read, when it runs on this machine. */
  databaseName?: string;
  /** Called when the timed run starts. */
  onMeasuring?: () => void;
}

/** Runs one job in the load-generating process. */
function runLoad(job: LoadJob, { serverPid, databaseName, onMeasuring }: Measured = {}): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-load-'));
  const jobFile = path.join(dir, 'job.json');
  writeFileSync(jobFile, JSON.stringify(job));
  return new Promise<LoadResult>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server-load.ts'), jobFile], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    let measuring = false;
    let cpuAtStart: number | undefined;
    let backendsAtStart = new Map<number, number>();
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (measuring || !output.includes(MEASURING)) return;
      measuring = true;
      cpuAtStart = cpuSeconds(serverPid);
      if (databaseName) backendsAtStart = postgresBackendCpuSeconds(databaseName);
      onMeasuring?.();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      rmSync(dir, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`the load generator exited with code ${code}`));
      const cpuAtEnd = cpuSeconds(serverPid);
      const backendSeconds = databaseName ? backendCpuBetween(backendsAtStart, postgresBackendCpuSeconds(databaseName)) : undefined;
      const result = JSON.parse(output.trim().split('\n').at(-1)!) as LoadResult;
      if (cpuAtStart !== undefined && cpuAtEnd !== undefined && result.requests > 0) {
        result.serverCpuMs = ((cpuAtEnd - cpuAtStart) * 1000) / result.requests;
      }
      if (backendSeconds !== undefined && result.requests > 0) result.databaseCpuMs = (backendSeconds * 1000) / result.requests;
      resolve(result);
    });
  });
}

/** The PostgreSQL database a run's servers use, named by their DATABASE_URL (none for PGlite). */
function postgresDatabaseName(env: Record<string, string>): string | undefined {
  return env.DATABASE_URL ? decodeURIComponent(new URL(env.DATABASE_URL).pathname.slice(1)) || undefined : undefined;
}

function failures(result: LoadResult | undefined): string | undefined {
  if (!result || result.errors === 0) return undefined;
  return `${result.errors} failed requests${result.firstError ? ` (first: ${result.firstError})` : ''}`;
}

/** The login flood scenario's rows: its two phases side by side, with the flood's logins. */
function loginFloodSection(rows: Row[], settings: { durationSeconds: number; connections: number }): string[] {
  if (rows.length === 0) return [];
  const lines = [
    '',
    '### Catalogue under a login flood',
    '',
    `The product list's first page (${settings.connections} connections) measured alone, then while ${FLOOD_CLIENTS} clients, each with its own`,
    'account and client address (X-Forwarded-For from a trusted proxy), send `login` mutations back to back, a wrong and the',
    'right password in turn. Logins are counted over the timed run: answered (signed in or told the password is wrong), busy',
    '(turned away because the password hashing queue was full) and throttled (too many failed attempts).',
    '',
    '| Database | Products | Instances | Cache | Phase | p50 (ms) | p95 (ms) | p99 (ms) | Requests/s | Logins answered | Busy | Throttled | Notes |',
    '| --- | ---: | ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    const { result, logins } = row;
    const latency = result ? [result.p50, result.p95, result.p99].map((ms) => ms.toFixed(1)) : ['–', '–', '–'];
    const requestsPerSecond = result ? Math.round(result.requestsPerSecond).toLocaleString('en-US') : '–';
    const answered = logins ? `${logins.answered} (${(logins.answered / settings.durationSeconds).toFixed(1)}/s)` : '–';
    const loginFailures = logins?.failed ? `${logins.failed} logins failed (first: ${logins.firstFailure})` : undefined;
    const notes = [row.note, failures(result), loginFailures].filter(Boolean).join('; ');
    const cells = [row.database, row.products.toLocaleString('en-US'), row.instances, row.cache, row.phase ?? '–', ...latency, requestsPerSecond, answered, logins?.busy ?? '–', logins?.throttled ?? '–', notes];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines;
}

function markdown(rows: Row[], settings: { durationSeconds: number; connections: number; loadAverage: number }): string {
  const cpus = os.cpus();
  const lines = [
    `Generated by \`npm run bench:server\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ` +
      `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${settings.connections} connections, ` +
      `${settings.durationSeconds} s per scenario after a warm-up, server and load generator in separate processes on 127.0.0.1; ` +
      `load average ${settings.loadAverage.toFixed(1)} when the run started (other work on the machine inflates latencies).`,
    '',
    'The ratios are the scenario\'s requests/s over a baseline\'s measured in the same run on the same server, so they carry',
    'over between machines better than absolute figures: `/healthz` is one HTTP round trip (the process answers, without',
    'the database), `/readyz` one HTTP round trip and one database statement (the readiness check; until 2026-11-26',
    '`/healthz` ran `select 1` and was this baseline).',
    '',
    'Server CPU is the CPU time the server process spent per request during the timed run (with PGlite it includes the',
    'database): on a busy machine it moves far less than latency and requests/s. Database CPU is that of PostgreSQL\'s',
    'backends serving the run\'s database (when PostgreSQL runs on this machine), load generator CPU that of the process',
    'sending the requests. Server, database and load generator share the machine\'s cores: when their CPU per request adds',
    'up to all of it, requests/s can go no higher, whatever the server does (/healthz is bounded by the load generator',
    'as much as by the server).',
    '',
    '| Database | Products | Instances | Cache | Scenario | p50 (ms) | p99 (ms) | Requests/s | Ratio to /healthz | Ratio to /readyz | Server CPU (ms/request) | Database CPU (ms/request) | Load generator CPU (ms/request) | Notes |',
    '| --- | ---: | ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  const runOf = (row: Row) => `${row.database} ${row.products} ${row.instances} ${row.cache}`;
  const baselines = { healthz: new Map<string, number>(), readyz: new Map<string, number>() };
  for (const row of rows) {
    if ((row.key === 'healthz' || row.key === 'readyz') && row.result) baselines[row.key].set(runOf(row), row.result.requestsPerSecond);
  }
  const floodRows = rows.filter((row) => row.key === 'loginFlood');
  const scenarioRows = rows.filter((row) => row.key !== 'loginFlood');
  for (const row of scenarioRows) {
    const result = row.result;
    const numbers = result
      ? [result.p50.toFixed(1), result.p99.toFixed(1), Math.round(result.requestsPerSecond).toLocaleString('en-US')]
      : ['–', '–', '–'];
    for (const baseline of [baselines.healthz.get(runOf(row)), baselines.readyz.get(runOf(row))]) {
      numbers.push(result && baseline ? (result.requestsPerSecond / baseline).toFixed(3) : '–');
    }
    for (const ms of [result?.serverCpuMs, result?.databaseCpuMs, result?.loadGeneratorCpuMs]) numbers.push(ms !== undefined ? ms.toFixed(2) : '–');
    const notes = [row.note, failures(row.result)].filter(Boolean).join('; ');
    lines.push(`| ${row.database} | ${row.products.toLocaleString('en-US')} | ${row.instances} | ${row.cache} | ${row.scenario} | ${numbers.join(' | ')} | ${notes} |`);
  }
  lines.push(...scalingSummary(scenarioRows.map((row) => ({ ...row, requestsPerSecond: row.result?.requestsPerSecond }))));
  lines.push(...loginFloodSection(floodRows, settings));
  lines.push('', 'Reproduce: `npm run bench:server` (add `-- --products 10000 --duration 5` for a quick run; set BENCH_DATABASE_URL for PostgreSQL).', '');
  return lines.join('\n');
}

/**
 * Asks every request of a scenario once, so the timed run measures answering from the cache (the
 * product page cycles through 200 products, more than a short warm-up reaches on a slow machine).
 */
async function prime(url: string, bodies: string[], connections: number): Promise<void> {
  const queue = [...bodies];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: next }).then((response) => response.arrayBuffer());
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
}

function summary(result: LoadResult): string {
  const perRequest = (who: string, ms: number | undefined) => (ms === undefined ? '' : `, ${who} CPU ${ms.toFixed(2)} ms/request`);
  const cpu = perRequest('server', result.serverCpuMs) + perRequest('database', result.databaseCpuMs) + perRequest('load generator', result.loadGeneratorCpuMs);
  return `p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${Math.round(result.requestsPerSecond)} req/s${cpu}, ${result.errors} errors`;
}

/**
 * The login flood scenario: `job` alone, then again while the flood's clients log in (counted from
 * the start of the timed run). Server CPU is not measured: under the flood it would be the logins'.
 */
async function measureUnderLoginFlood(job: LoadJob, clients: FloodClient[], row: Row): Promise<Row[]> {
  const alone = await runLoad(job);
  log(`  alone: ${summary(alone)}`);
  const flood = startLoginFlood(job.url, clients);
  const flooded = await runLoad(job, { onMeasuring: () => flood.resetCounts() }).catch(async (error: unknown) => {
    await flood.stop();
    throw error;
  });
  const logins = await flood.stop();
  log(`  ${clients.length} clients logging in: ${summary(flooded)}; logins answered ${logins.answered}, busy ${logins.busy}, throttled ${logins.throttled}, failed ${logins.failed}`);
  return [
    { ...row, phase: 'alone', result: alone },
    { ...row, phase: `${clients.length} clients logging in`, result: flooded, logins },
  ];
}

/** What to undo if the run is interrupted: the server child and the database copy. */
const cleanups = new Set<() => Promise<void>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    void Promise.allSettled([...cleanups].map((cleanup) => cleanup())).then(() => process.exit(130));
  });
}

async function benchmarkOne(
  kind: BenchDatabaseKind,
  products: number,
  instances: number,
  cache: CacheMode,
  settings: ReturnType<typeof options>,
): Promise<Row[]> {
  if (instances > 1 && kind !== 'postgres') {
    log(`${kind} ${products}: ${instances} instances skipped: several servers share one PostgreSQL database, not an embedded one`);
    return [{ database: kind, products, instances, cache, scenario: 'all scenarios', key: 'healthz', note: 'several instances need PostgreSQL' }];
  }
  const database = await prepareDatabase(kind, products, settings.postgresUrl);
  const servers: { origin: string; child: ChildProcess }[] = [];
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  const cleanup = async () => {
    await proxy?.close();
    await Promise.all(servers.map((server) => stopServer(server.child)));
    await database.dispose();
  };
  cleanups.add(cleanup);
  try {
    const proxyKind = settings.proxy;
    const proxied = proxyKind !== 'workers' && (instances > 1 || settings.singleBehindProxy);
    // Instances of one shop share the public origin: session tokens name it as their issuer.
    const sharedEnv: Record<string, string> = proxied ? { PUBLIC_URL: 'http://127.0.0.1' } : {};
    const servePages = settings.scenarios.has('listPage');
    if (proxyKind === 'workers') servers.push(await startServer(database, cache, servePages, { WORKERS: String(instances) }));
    else for (let index = 0; index < instances; index += 1) servers.push(await startServer(database, cache, servePages, sharedEnv));
    if (proxied) proxy = await startProxy(proxyKind, servers.map((server) => server.origin));
    const graphqlUrl = `${proxy?.origin ?? servers[0]!.origin}/graphql`;
    const label = `${kind} ${products}${instances > 1 ? ` × ${instances} ${proxyKind === 'workers' ? 'workers' : 'instances'}` : proxied ? ' behind the proxy' : ''} cache ${cache}`;
    const wanted = new Set([...settings.scenarios].filter((key) => cache === 'off' || CACHEABLE_SCENARIOS.has(key)));
    const planned: PlannedScenario[] = await planScenarios(graphqlUrl, database.slugs, database.cartProductIds, wanted);
    const rows: Row[] = [];
    for (const scenario of planned) {
      if (!scenario.bodies && !scenario.flow && !scenario.getUrl) {
        log(`${label}: ${scenario.name} skipped: ${scenario.note}`);
        rows.push({ database: kind, products, instances, cache, scenario: scenario.name, key: scenario.key, note: scenario.note });
        continue;
      }
      if (cache === 'on' && scenario.bodies) await prime(graphqlUrl, scenario.bodies, settings.connections);
      log(`${label}: ${scenario.name} for ${settings.durationSeconds} s${scenario.flood ? ' per phase' : ''}`);
      const job: LoadJob = {
        url: scenario.getUrl ?? graphqlUrl,
        method: scenario.getUrl ? 'GET' : 'POST',
        bodies: scenario.bodies ?? [],
        flow: scenario.flow,
        durationSeconds: settings.durationSeconds,
        warmupSeconds: Math.min(3, Math.ceil(settings.durationSeconds / 3)),
        connections: settings.connections,
      };
      const placement = proxied ? `behind ${PROXY_NAMES[proxyKind]}` : instances > 1 ? PROXY_NAMES[proxyKind] : undefined;
      const note = [scenario.note, placement].filter(Boolean).join('; ') || undefined;
      const row: Row = { database: kind, products, instances, cache, scenario: scenario.name, key: scenario.key, note };
      if (scenario.flood) {
        rows.push(...(await measureUnderLoginFlood(job, scenario.flood, row)));
        continue;
      }
      // The database's CPU is measured whatever the number of instances: they share it.
      const result = await runLoad(job, { serverPid: instances === 1 ? servers[0]!.child.pid : undefined, databaseName: postgresDatabaseName(database.env) });
      rows.push({ ...row, result });
      log(`  ${summary(result)}`);
    }
    if (proxy) log(`${label}: ${proxy.balances} per instance ${(await proxy.requestCounts()).join(' / ')}`);
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
    for (const products of settings.products) {
      for (const instances of settings.instances) {
        for (const cache of settings.cacheModes) rows.push(...(await benchmarkOne(kind, products, instances, cache, settings)));
      }
    }
  }
  const report = markdown(rows, settings);
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
  writeFileSync(resultsFile, mergeResults(previous, { title: REPORT_TITLE, body: report, label: settings.label }));
  process.stdout.write(`${settings.label ? `## ${settings.label}` : REPORT_TITLE}\n\n${report}`);
  log(`written to ${path.relative(repoRoot, resultsFile)}`);
}

main().catch((error: Error) => {
  log(error.message);
  process.exit(1);
});
