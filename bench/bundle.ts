/**
 * `npm run bench:bundle`: the JavaScript each route downloads before it can render (gzip), read
 * from the production build's manifest: the entry's static imports plus the route module's own.
 * Code a route loads later (panels on first open, Stripe on choosing card payment) is not counted.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const root = path.join(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipBytes = (key: string) => gzipSync(readFileSync(path.join(dist, manifest[key]!.file))).length;
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const shell = staticClosure(entry);
const shellBytes = [...shell].reduce((sum, key) => sum + gzipBytes(key), 0);

const routes = readdirSync(path.join(root, 'src', 'routes'))
  .filter((file) => /Route\.tsx$/.test(file))
  .map((file) => `src/routes/${file}`)
  .filter((key) => key in manifest);

const rows = routes.map((key) => {
  const own = [...staticClosure(key)].filter((chunk) => !shell.has(chunk));
  const ownBytes = own.reduce((sum, chunk) => sum + gzipBytes(chunk), 0);
  return { route: path.basename(key, '.tsx'), ownBytes, total: shellBytes + ownBytes };
});

const table = [
  `Shared shell (entry and its static imports): ${kB(shellBytes)} kB gzip`,
  '',
  '| Route module | route code (kB gzip) | initial JS in total (kB gzip) |',
  '| --- | ---: | ---: |',
  ...rows.sort((a, b) => a.route.localeCompare(b.route)).map((row) => `| ${row.route} | ${kB(row.ownBytes)} | ${kB(row.total)} |`),
].join('\n');
writeFileSync(path.join(import.meta.dirname, 'results', 'bundle.md'), `# Storefront bundle\n\n${table}\n`);
process.stdout.write(`${table}\n`);
