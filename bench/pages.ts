/**
 * `npm run bench:pages`: how fast the public pages load in a real browser, as a shopper on a phone
 * or a desktop sees them. Starts the production server (built dist/, demo shop) on a throw-away data
 * directory, drives Debian's Chromium through playwright-core and the DevTools protocol, and reports
 * per page and profile the median of cold loads (new browser context, empty cache) of:
 * TTFB, FCP, LCP, DOMContentLoaded, interactive (the storefront's own `hydrated` performance mark:
 * React has adopted the server's HTML and the page answers taps), TBT (long tasks after FCP, minus
 * 50 ms each), CLS, the initial requests and JavaScript decoded (asked for before the page was
 * interactive: what a shopper waits for), and requests (all of them, JavaScript apart too),
 * JavaScript decoded and bytes transferred counted until the network has been quiet for 2 s (lazy
 * parts fetched after hydration included).
 *
 * Options: --runs <cold loads per page and profile, default 5>  --profiles phone-slow4g,phone-fast3g,desktop
 *          --label <heading of this run in bench/results/pages.md, default "latest">
 *          --port <port of the benchmark's own server, default $BENCH_PAGES_PORT or 4237>
 *          --compare <origin of another storefront on the same data, e.g. WooNuxt: its same paths are
 *          loaded too, runs alternating with Vitrine's; it has no `hydrated` mark, so its interactive
 *          column is empty and DOMContentLoaded is the figure to compare>
 * Results are written to bench/results/pages.md under the label (other labels' sections are kept),
 * with the machine's load average (1 min) before and after the run.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { mergeResults } from './results-sections';
import { publicPages } from './shop-pages';

const repoRoot = path.join(import.meta.dirname, '..');
const resultsFile = path.join(import.meta.dirname, 'results', 'pages.md');

interface Profile {
  name: string;
  description: string;
  cpuSlowdown: number;
  /** Round-trip latency (ms) and throughput (bits/s) as DevTools emulates them; undefined: no throttling. */
  network?: { latencyMs: number; downBitsPerSecond: number; upBitsPerSecond: number };
  context: BrowserContextOptions;
}

const phone: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};

/** The network figures are Lighthouse's (slow 4G) and Chrome DevTools' (fast 3G) presets. */
const PROFILES: Profile[] = [
  {
    name: 'phone-slow4g',
    description: "phone, 4x CPU slowdown, 'slow 4G' (150 ms RTT, 1.6 Mbps down, 750 kbps up)",
    cpuSlowdown: 4,
    network: { latencyMs: 150, downBitsPerSecond: 1_638_400, upBitsPerSecond: 750_000 },
    context: phone,
  },
  {
    name: 'phone-fast3g',
    description: "phone, 4x CPU slowdown, 'fast 3G' (562.5 ms RTT, 1.44 Mbps down, 675 kbps up)",
    cpuSlowdown: 4,
    network: { latencyMs: 562.5, downBitsPerSecond: 1_474_560, upBitsPerSecond: 675_000 },
    context: phone,
  },
  {
    name: 'desktop',
    description: 'desktop 1350x940, no CPU slowdown, 40 ms RTT, 10 Mbps',
    cpuSlowdown: 1,
    network: { latencyMs: 40, downBitsPerSecond: 10_240_000, upBitsPerSecond: 10_240_000 },
    context: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
  },
];

interface Sample {
  ttfb: number;
  fcp: number;
  lcp: number;
  dcl: number;
  interactive: number;
  tbt: number;
  cls: number;
  requests: number;
  jsRequests: number;
  jsDecoded: number;
  /** Requests (the page itself included) and JavaScript decoded that were asked for before the page was interactive. */
  initialRequests: number;
  initialJsDecoded: number;
  bytes: number;
}

function log(message: string) {
  process.stderr.write(`bench:pages: ${message}\n`);
}

function options() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      profiles: { type: 'string', default: PROFILES.map((profile) => profile.name).join(',') },
      label: { type: 'string', default: 'latest' },
      port: { type: 'string', default: process.env.BENCH_PAGES_PORT ?? '4237' },
      compare: { type: 'string' },
    },
  });
  if (!/^\d+$/.test(values.runs) || Number(values.runs) < 1) throw new Error(`--runs must be a positive whole number, got "${values.runs}"`);
  const profiles = values.profiles.split(',').map((name) => {
    const profile = PROFILES.find((candidate) => candidate.name === name.trim());
    if (!profile) throw new Error(`unknown profile "${name}"; known: ${PROFILES.map((p) => p.name).join(', ')}`);
    return profile;
  });
  const compare = values.compare?.replace(/\/$/, '');
  if (compare !== undefined && !/^https?:\/\/[^/]+$/.test(compare)) throw new Error(`--compare must be an origin such as http://127.0.0.1:3001, got "${compare}"`);
  return { runs: Number(values.runs), profiles, label: values.label, port: Number(values.port), compare };
}

/** The production server exactly as `npm start` runs it, on a fresh demo shop. */
async function startServer(port: number) {
  if (!existsSync(path.join(repoRoot, 'dist-ssr'))) throw new Error('no production build in dist/ and dist-ssr/: run "npm run build" first');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-pages-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not answer /healthz within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    origin,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}


/** Collects paint, layout-shift and long-task entries from the very start of the page. */
const OBSERVERS = `
  window.__bench = { lcp: 0, cls: 0, longTasks: [] };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.lcp = e.renderTime || e.loadTime || e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__bench.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
`;

const QUIET_MS = 2000;
const MAX_WAIT_MS = 60_000;

async function coldLoad(browser: Browser, profile: Profile, url: string): Promise<Sample> {
  const context = await browser.newContext(profile.context);
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVERS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (profile.network) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: profile.network.latencyMs,
        downloadThroughput: profile.network.downBitsPerSecond / 8,
        uploadThroughput: profile.network.upBitsPerSecond / 8,
      });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });

    let requests = 0;
    let jsRequests = 0;
    let bytes = 0;
    let inFlight = 0;
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.startsWith('data:')) return;
      requests += 1;
      if (/\.m?js$/.test(new URL(event.request.url).pathname)) jsRequests += 1;
      inFlight += 1;
      lastActivity = Date.now();
    });
    const settle = () => {
      inFlight = Math.max(0, inFlight - 1);
      lastActivity = Date.now();
    };
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
      settle();
    });
    cdp.on('Network.loadingFailed', settle);

    const started = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: MAX_WAIT_MS });
    while (Date.now() - started < MAX_WAIT_MS && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const timings = await page.evaluate(() => {
      const bench = (window as unknown as { __bench: { lcp: number; cls: number; longTasks: [number, number][] } }).__bench;
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const tbt = bench.longTasks
        .filter(([start]) => start >= fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      const interactive = performance.getEntriesByName('hydrated', 'mark')[0]?.startTime ?? Number.NaN;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      // No named functions in here: the runner's transform would wrap them in a helper the page lacks.
      const scripts = resources.filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname));
      const jsDecoded = scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0);
      const dcl = navigation.domContentLoadedEventEnd;
      // A storefront without the hydrated mark (WooNuxt) is counted up to DOMContentLoaded.
      const usable = Number.isFinite(interactive) ? interactive : dcl;
      const initial = resources.filter((entry) => entry.startTime <= usable);
      const initialRequests = 1 + initial.length;
      const initialJsDecoded = scripts.filter((entry) => entry.startTime <= usable).reduce((sum, entry) => sum + entry.decodedBodySize, 0);
      return { ttfb: navigation.responseStart, fcp, lcp: bench.lcp, dcl, interactive, tbt, cls: bench.cls, jsDecoded, initialRequests, initialJsDecoded };
    });
    return { ...timings, requests, jsRequests, bytes };
  } finally {
    await context.close();
  }
}

/** Median of the runs that recorded the metric (a run can miss a paint entry); NaN when none did. */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface Result {
  profile: Profile;
  page: string;
  samples: Sample[];
}

const COLUMNS: [heading: string, cell: (m: (key: keyof Sample) => number) => string][] = [
  ['TTFB (ms)', (m) => m('ttfb').toFixed(0)],
  ['FCP (ms)', (m) => m('fcp').toFixed(0)],
  ['LCP (ms)', (m) => m('lcp').toFixed(0)],
  ['DCL (ms)', (m) => m('dcl').toFixed(0)],
  ['interactive (ms)', (m) => (Number.isNaN(m('interactive')) ? '' : m('interactive').toFixed(0))],
  ['TBT (ms)', (m) => m('tbt').toFixed(0)],
  ['CLS', (m) => m('cls').toFixed(3)],
  ['initial requests', (m) => m('initialRequests').toFixed(0)],
  ['initial JS decoded (kB)', (m) => (m('initialJsDecoded') / 1000).toFixed(1)],
  ['requests', (m) => m('requests').toFixed(0)],
  ['JS requests', (m) => m('jsRequests').toFixed(0)],
  ['JS decoded (kB)', (m) => (m('jsDecoded') / 1000).toFixed(1)],
  ['transferred (kB)', (m) => (m('bytes') / 1000).toFixed(1)],
];

function markdownSection(runs: number, load: { before: number; after: number }, results: Result[]) {
  const lines = [
    `${new Date().toISOString().slice(0, 10)}, median of ${runs} cold loads per row (new browser context, cache disabled), ${os.availableParallelism()} shared cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}: DevTools slows this host's CPU by the profile's factor, so the timings follow it), load average ${load.before.toFixed(2)} before and ${load.after.toFixed(2)} after.`,
    '',
  ];
  for (const profile of new Set(results.map((result) => result.profile))) {
    lines.push(`### ${profile.name}: ${profile.description}`, '', `| page | ${COLUMNS.map(([heading]) => heading).join(' | ')} |`, `| --- |${' ---: |'.repeat(COLUMNS.length)}`);
    for (const result of results.filter((candidate) => candidate.profile === profile)) {
      const m = (key: keyof Sample) => median(result.samples.map((sample) => sample[key]));
      lines.push(`| ${result.page} | ${COLUMNS.map(([, cell]) => cell(m)).join(' | ')} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Replaces this label's section in pages.md and keeps the others (e.g. the "before" figures). */
function writeResults(label: string, section: string) {
  const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
  writeFileSync(resultsFile, mergeResults(previous, { title: '# Storefront page loads (`npm run bench:pages`)', body: section, label }));
}

async function main() {
  const { runs, profiles, label, port, compare } = options();
  const loadBefore = os.loadavg()[0]!;
  const server = await startServer(port);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const pages = await publicPages(server.origin);
    const sites = [{ name: '', origin: server.origin }, ...(compare ? [{ name: ' (compared)', origin: compare }] : [])];
    // One unmeasured visit per page fills the server's image variants and query caches, so the
    // measured loads compare the storefront, not the first resize of each picture.
    for (const site of sites) for (const page of pages) await coldLoad(browser, PROFILES.at(-1)!, site.origin + page.path);
    const results: Result[] = [];
    for (const profile of profiles) {
      for (const page of pages) {
        const samples = sites.map(() => [] as Sample[]);
        // Alternating runs, so a spell of load on the shared machine weighs on both storefronts alike.
        for (let run = 0; run < runs; run += 1) {
          for (const [index, site] of sites.entries()) samples[index]!.push(await coldLoad(browser, profile, site.origin + page.path));
        }
        for (const [index, site] of sites.entries()) {
          const of = (key: keyof Sample) => median(samples[index]!.map((sample) => sample[key])).toFixed(0);
          log(`${profile.name} ${page.name}${site.name}: LCP ${of('lcp')} ms, interactive ${of('interactive')} ms, ${of('requests')} requests`);
          results.push({ profile, page: `${page.name}${site.name} (\`${page.path}\`)`, samples: samples[index]! });
        }
      }
    }
    const section = markdownSection(runs, { before: loadBefore, after: os.loadavg()[0]! }, results);
    writeResults(label, section);
    process.stdout.write(`## ${label}\n\n${section}\n`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:pages: ${(error as Error).message}\n`);
  process.exit(1);
});
