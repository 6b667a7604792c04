/**
 * `npm run bench:remote`: time to first byte of server-rendered pages when the storefront's data comes
 * from a remote WooGraphQL endpoint that takes a while per query, with the remote cache
 * (server/ssr/remote-cache.ts) on and off.
 *
 * The remote shop is a Vitrine server on a throw-away demo shop behind a small HTTP proxy that holds
 * every request for --delay ms (default 200, about a WordPress + WooGraphQL shop's time per query). The
 * storefront server is started as `npm run serve` runs it, with GRAPHQL_ENDPOINT set to the proxy, on
 * the production build in dist/ (`--build auto`, the default) or, when there is none or with `--build
 * always`, on one made for the run in bench/.cache/ (the SSR bundle must sit inside the repo to find
 * node_modules) and removed after it.
 *
 * Per page (home, product list, a product, a category): the first request after the server started (it
 * has rendered one 404 page before, so Node's warm-up is not counted) and the median of --repeats more.
 * Results go to bench/results/remote-pages.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { publicPages } from './shop-pages';
import { cpuSeconds } from './process-cpu';

const repoRoot = path.join(import.meta.dirname, '..');
const resultsFile = path.join(import.meta.dirname, 'results', 'remote-pages.md');

function log(message: string) {
  process.stderr.write(`bench:remote: ${message}\n`);
}

function options() {
  const { values } = parseArgs({
    options: {
      delay: { type: 'string', default: '200' },
      repeats: { type: 'string', default: '20' },
      build: { type: 'string', default: 'auto' },
    },
  });
  for (const name of ['delay', 'repeats'] as const) {
    if (!/^\d+$/.test(values[name])) throw new Error(`--${name} must be a whole number, got "${values[name]}"`);
  }
  if (!['auto', 'always'].includes(values.build)) throw new Error(`--build must be auto or always, got "${values.build}"`);
  return { delayMs: Number(values.delay), repeats: Math.max(1, Number(values.repeats)), build: values.build as 'auto' | 'always' };
}

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Server {
  origin: string;
  pid: number | undefined;
  stop(): Promise<void>;
}


/** `server/main.ts` as `npm run serve` runs it, on its own data directory, once /healthz answers. */
async function startServer(name: string, env: NodeJS.ProcessEnv): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `vitrine-bench-remote-${name}-`));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: dataDir, DATABASE_URL: '', WORKERS: '1', LOG_LEVEL: 'warn', ...env },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${name} server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the ${name} server did not answer /healthz within 3 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    origin,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The remote shop as the storefront sees it: every request held `delayMs`, then passed on. Counts what it passes. */
async function slowProxy(target: string, delayMs: number) {
  const agent = new http.Agent({ keepAlive: true });
  const counter = { requests: 0 };
  const server = http.createServer((req, res) => {
    counter.requests += 1;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      setTimeout(() => {
        const upstream = http.request(new URL(req.url ?? '/', target), { method: req.method, headers: { ...req.headers, host: new URL(target).host }, agent }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on('error', () => res.writeHead(502).end());
        upstream.end(Buffer.concat(chunks));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counter,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with code ${code}`))));
  });
}

/** A production build (`npm run build`) inside the repo, so the SSR bundle finds node_modules. */
async function build(): Promise<{ staticDir: string; remove(): void }> {
  const cacheDir = path.join(repoRoot, 'bench', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const dir = mkdtempSync(path.join(cacheDir, 'remote-pages-build-'));
  const vite = path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const env = { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
  log(`building the storefront into ${path.relative(repoRoot, dir)} (a minute or two)`);
  await run(process.execPath, [vite, 'build', '--outDir', path.join(dir, 'dist'), '--emptyOutDir'], env);
  await run(process.execPath, [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', path.join(dir, 'dist-ssr'), '--emptyOutDir'], env);
  return { staticDir: path.join(dir, 'dist'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

interface Timing {
  ms: number;
  status: number;
  cache: string | undefined;
}

/** Milliseconds from sending the request, on a new connection as a first visit opens, to its response's headers. */
function timeToFirstByte(url: string): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent: false, headers: { accept: 'text/html', 'accept-language': 'en-US' } }, (response) => {
      const ms = performance.now() - started;
      response.resume();
      response.on('end', () => resolve({ ms, status: response.statusCode ?? 0, cache: response.headers['x-remote-cache'] as string | undefined }));
    });
    request.on('error', reject);
  });
}


interface Row {
  cache: 'on' | 'off';
  page: string;
  path: string;
  cold: Timing;
  coldUpstream: number;
  median: number;
  max: number;
  repeatUpstream: number;
  /** The storefront server's CPU time per repeat: what a repeat costs when no other work waits for the CPU. */
  repeatCpuMs: number | undefined;
  repeatStates: string;
  statuses: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function measure(storefront: Server, proxy: Awaited<ReturnType<typeof slowProxy>>, targets: { name: string; path: string }[], cache: 'on' | 'off', repeats: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const target of targets) {
    const url = `${storefront.origin}${target.path}`;
    let before = proxy.counter.requests;
    const cold = await timeToFirstByte(url);
    const coldUpstream = proxy.counter.requests - before;
    before = proxy.counter.requests;
    const cpuBefore = cpuSeconds(storefront.pid);
    const timings: Timing[] = [];
    for (let index = 0; index < repeats; index += 1) timings.push(await timeToFirstByte(url));
    const cpuAfter = cpuSeconds(storefront.pid);
    const count = (values: (string | number | undefined)[]) => {
      const tally = new Map<string, number>();
      for (const value of values) tally.set(String(value ?? '–'), (tally.get(String(value ?? '–')) ?? 0) + 1);
      return [...tally].map(([value, times]) => `${value}×${times}`).join(' ');
    };
    const row: Row = {
      cache,
      page: target.name,
      path: target.path,
      cold,
      coldUpstream,
      median: median(timings.map((timing) => timing.ms)),
      max: Math.max(...timings.map((timing) => timing.ms)),
      repeatUpstream: (proxy.counter.requests - before) / repeats,
      repeatCpuMs: cpuBefore !== undefined && cpuAfter !== undefined ? ((cpuAfter - cpuBefore) * 1000) / repeats : undefined,
      repeatStates: count(timings.map((timing) => timing.cache)),
      statuses: count([cold, ...timings].map((timing) => timing.status)),
    };
    log(`cache ${cache}, ${target.name}: cold ${cold.ms.toFixed(1)} ms (${coldUpstream} upstream requests), median of ${repeats} ${row.median.toFixed(1)} ms, server CPU ${row.repeatCpuMs?.toFixed(1) ?? '?'} ms per repeat`);
    rows.push(row);
  }
  return rows;
}

function markdown(rows: Row[], settings: ReturnType<typeof options> & { loadBefore: number[]; loadAfter: number[]; source: string }): string {
  const cpus = os.cpus();
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
  const lines = [
    '# Pages rendered from a remote GraphQL endpoint',
    '',
    `Generated by \`npm run bench:remote\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}; ` +
      `load average (1, 5, 15 min) ${load(settings.loadBefore)} before the run and ${load(settings.loadAfter)} after it (other work on the machine inflates latencies).`,
    '',
    `The remote shop: a Vitrine demo shop behind a proxy that holds every request ${settings.delayMs} ms (a WordPress + WooGraphQL shop's time per query). ` +
      `The storefront server (production mode, one process) renders every page from it over HTTP (GRAPHQL_ENDPOINT), on ${settings.source}.`,
    `TTFB: from sending the request (a new connection each time) to the response's headers; pages are rendered whole before their first byte.`,
    `Cold: the first request for the page after the server started (it rendered one 404 page first, so Node's warm-up is not counted; with the cache on, that page's shop-wide queries were then cached).`,
    `Repeats: ${settings.repeats} more requests one after another. Upstream: requests the shop received for the cold request, and per repeat.`,
    `Server CPU: the storefront server process's CPU time per repeat (/proc, 10 ms ticks over all repeats): on a busy machine TTFB also counts the wait for a core, CPU time does not.`,
    '',
    '| Cache | Page | Cold TTFB (ms) | Upstream, cold | Median TTFB of repeats (ms) | Slowest repeat (ms) | Server CPU per repeat (ms) | Upstream per repeat | x-remote-cache of repeats | HTTP status |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  ];
  for (const row of rows) {
    const cells = [row.cache, `${row.page} (\`${row.path}\`)`, row.cold.ms.toFixed(1), row.coldUpstream, row.median.toFixed(1), row.max.toFixed(1), row.repeatCpuMs?.toFixed(1) ?? '–', row.repeatUpstream.toFixed(1), row.repeatStates, row.statuses];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  const cachedMedians = rows.filter((row) => row.cache === 'on').map((row) => row.median);
  if (cachedMedians.length) {
    const worst = Math.max(...cachedMedians);
    lines.push('', `Goal: a repeat page under 20 ms with the shop at ${settings.delayMs} ms per query: ${worst < 20 ? 'met' : 'not met'} (slowest median with the cache on: ${worst.toFixed(1)} ms).`);
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  const settings = options();
  const loadBefore = os.loadavg();
  const cleanups: (() => Promise<void> | void)[] = [];
  try {
    log('starting the remote shop (a demo shop, seeded on first start)');
    const shop = await startServer('shop', { SEED_DEMO: 'true', STATIC_DIR: path.join(os.tmpdir(), 'vitrine-bench-no-storefront') });
    cleanups.push(() => shop.stop());
    const proxy = await slowProxy(shop.origin, settings.delayMs);
    cleanups.push(() => proxy.close());
    const endpoint = `${proxy.origin}/graphql`;
    const targets = await publicPages(shop.origin);

    const storefrontEnv = (staticDir: string, ttl: number) => ({ GRAPHQL_ENDPOINT: endpoint, STATIC_DIR: staticDir, SEED_DEMO: 'false', REMOTE_CACHE_TTL: String(ttl) });
    let staticDir = path.join(repoRoot, 'dist');
    let source = 'the production build in dist/';
    if (settings.build === 'always' || !existsSync(path.join(repoRoot, 'dist-ssr', 'entry-server.mjs'))) {
      const built = await build();
      cleanups.push(() => built.remove());
      staticDir = built.staticDir;
      source = 'a production build made for the run';
    }

    const rows: Row[] = [];
    for (const cache of ['on', 'off'] as const) {
      const storefront = await startServer(`storefront-cache-${cache}`, storefrontEnv(staticDir, cache === 'on' ? 60 : 0));
      try {
        const before = proxy.counter.requests;
        const warmUp = await timeToFirstByte(`${storefront.origin}/bench-warm-up-not-found`);
        if (proxy.counter.requests === before) throw new Error('the storefront did not render from the proxy: check --build');
        log(`cache ${cache}: warm-up 404 page ${warmUp.ms.toFixed(1)} ms (status ${warmUp.status})`);
        rows.push(...(await measure(storefront, proxy, targets, cache, settings.repeats)));
      } finally {
        await storefront.stop();
      }
    }
    const report = markdown(rows, { ...settings, loadBefore, loadAfter: os.loadavg(), source });
    mkdirSync(path.dirname(resultsFile), { recursive: true });
    writeFileSync(resultsFile, report);
    process.stdout.write(report);
    log(`written to ${path.relative(repoRoot, resultsFile)}`);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:remote: ${(error as Error).message}\n`);
  process.exit(1);
});
