/**
 * `npm run bench:bundle`: the JavaScript each route downloads before it can render (gzip), read
 * from the production build's manifest: the entry's static imports plus the route module's own.
 * Code a route loads later (islands once the page has hydrated, panels on first open, Stripe on
 * choosing card payment) is not counted. For each route it lists the largest modules of that
 * initial JavaScript (minified bytes from the source maps, and their share of the files' gzip), so
 * the next cut is visible; and it fails when the build holds Relay's legacy container API, which
 * no screen uses (react-relay's main entry pulls it in: import from `react-relay/hooks`), or
 * react-router's development build, whose warnings are not for shoppers (vite.config.mts). It also
 * lists any file a page starts with that lacks V8's compile hint (scripts/vite-compile-hints.mts).
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { COMPILE_HINT } from '../scripts/vite-compile-hints.mts';
import { modulesOf } from './source-map-sizes';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const root = path.join(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const LARGEST_MODULES = 12;

/** react-relay's container API (`FragmentContainer`, `PaginationContainer`, `QueryRenderer`, ...). */
const LEGACY_RELAY = /node_modules\/react-relay\/lib\/(ReactRelay(FragmentContainer|PaginationContainer|RefetchContainer|QueryRenderer|LocalQueryRenderer|QueryFetcher|TestMocker)|buildReactRelayContainer|legacy)\.js$/;

/** react-router's development build, which the package's exports name for every condition. */
const DEVELOPMENT_ROUTER = /node_modules\/react-router\/dist\/development\//;

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const files = new Map<string, { gzip: number; modules: Map<string, number> }>();
/** A file's gzip size and the minified bytes of each source module in it. */
function fileFacts(file: string) {
  let facts = files.get(file);
  if (!facts) {
    const code = readFileSync(path.join(dist, file));
    const mapFile = path.join(dist, `${file}.map`);
    const modules = existsSync(mapFile) ? modulesOf(JSON.parse(readFileSync(mapFile, 'utf8')), code.toString('utf8')) : new Map([[file, code.length]]);
    facts = { gzip: gzipSync(code).length, modules };
    files.set(file, facts);
  }
  return facts;
}

/** node_modules/<package> for a dependency, the path for the shop's own modules. */
function moduleGroup(source: string) {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  return inPackage ? inPackage[1]! : source.replace(/^(\.\.\/)+/, '');
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** The files' gzip in total, and their modules (grouped by package) with minified bytes and estimated gzip share. */
function measure(keys: Iterable<string>) {
  let gzip = 0;
  const groups = new Map<string, { minified: number; gzip: number }>();
  for (const key of keys) {
    const facts = fileFacts(manifest[key]!.file);
    gzip += facts.gzip;
    const minifiedTotal = [...facts.modules.values()].reduce((sum, bytes) => sum + bytes, 0);
    for (const [source, bytes] of facts.modules) {
      const group = groups.get(moduleGroup(source)) ?? { minified: 0, gzip: 0 };
      group.minified += bytes;
      group.gzip += (facts.gzip * bytes) / minifiedTotal;
      groups.set(moduleGroup(source), group);
    }
  }
  return { gzip, groups };
}

const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const shell = staticClosure(entry);
const shellFacts = measure(shell);

const routes = readdirSync(path.join(root, 'src', 'routes'))
  .filter((file) => /Route\.tsx$/.test(file))
  .map((file) => `src/routes/${file}`)
  .filter((key) => key in manifest)
  .sort();

const rows = routes.map((key) => {
  const own = [...staticClosure(key)].filter((chunk) => !shell.has(chunk));
  const initial = measure([...shell, ...own]);
  return { route: path.basename(key, '.tsx'), files: shell.size + own.length, ownBytes: initial.gzip - shellFacts.gzip, initial };
});

const largest = (groups: Map<string, { minified: number; gzip: number }>) =>
  [...groups.entries()]
    .sort(([, a], [, b]) => b.minified - a.minified)
    .slice(0, LARGEST_MODULES)
    .map(([name, size]) => `${name} ${kB(size.minified)} (${kB(size.gzip)} gzip)`)
    .join(', ');

/** The modules of the build a source matches, as `file: module` lines. */
function modulesMatching(pattern: RegExp): string[] {
  return [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => [...fileFacts(file).modules.keys()].filter((source) => pattern.test(source)).map((source) => `${file}: ${source}`));
}
const legacy = modulesMatching(LEGACY_RELAY);
const developmentRouter = modulesMatching(DEVELOPMENT_ROUTER);
const listed = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');
/** The entry, the shell and the screens start with V8's compile hint (scripts/vite-compile-hints.mts). */
const unhinted = [...new Set([...shell, ...routes].map((key) => manifest[key]!.file))].filter(
  (file) => !readFileSync(path.join(dist, file), 'utf8').startsWith(`${COMPILE_HINT}\n`),
);

const report = [
  `Shared shell (entry and its static imports): ${kB(shellFacts.gzip)} kB gzip in ${shell.size} file(s)`,
  '',
  '| Route module | files | route code (kB gzip) | initial JS in total (kB gzip) | minified (kB) |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...rows.map((row) => {
    const minified = [...row.initial.groups.values()].reduce((sum, group) => sum + group.minified, 0);
    return `| ${row.route} | ${row.files} | ${kB(row.ownBytes)} | ${kB(row.initial.gzip)} | ${kB(minified)} |`;
  }),
  '',
  'Largest packages and modules of each route\'s initial JS (minified kB, and their estimated share of the gzip):',
  '',
  ...rows.map((row) => `- ${row.route}: ${largest(row.initial.groups)}`),
  '',
  legacy.length ? `Relay's legacy container API is in the build:\n${listed(legacy)}` : "Relay's legacy container API: not in the build.",
  developmentRouter.length ? `react-router's development build is in the build:\n${listed(developmentRouter)}` : "react-router's development build: not in the build.",
  unhinted.length ? `Files a page starts with that lack V8's compile hint:\n${listed(unhinted)}` : "V8's compile hint: on the entry, the shell and every screen.",
].join('\n');
writeFileSync(path.join(import.meta.dirname, 'results', 'bundle.md'), `# Storefront bundle\n\n${report}\n`);
process.stdout.write(`${report}\n`);
if (legacy.length) {
  process.stderr.write("bench:bundle: the build holds Relay's legacy container API; import react-relay's hooks from 'react-relay/hooks'\n");
  process.exitCode = 1;
}
if (developmentRouter.length) {
  process.stderr.write("bench:bundle: the build holds react-router's development build; alias it to its production build (vite.config.mts)\n");
  process.exitCode = 1;
}
