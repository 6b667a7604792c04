import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `npm start`: builds the storefront only when its inputs changed since the last build. The inputs'
 * hash (sources, config, lockfile, VITE_* variables) is written beside the build; an equal hash and
 * both bundles present mean the build is current.
 */
const INPUTS = ['src', 'public', 'schema', 'index.html', 'vite.config.mts', 'package-lock.json', 'scripts/vite-build-info.mts', 'scripts/vite-precompress.mts', 'tsconfig.json'];
const STAMP = path.join('dist', '.build-hash');
const OUTPUTS = [path.join('dist', 'index.html'), path.join('dist-ssr', 'entry-server.mjs')];

function files(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((child) => files(root, path.join(entry, child)));
}

/** The build's inputs under `root`, and the VITE_* variables the build compiles in, as one hash. */
export function inputHash(root = '.', env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((entry) => files(root, entry))) {
    hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  }
  for (const name of Object.keys(env).filter((key) => key.startsWith('VITE_')).sort()) hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex');
}

/**
 * Runs `npm run build`: its whole output with BUILD_OUTPUT=full, otherwise one line, and the whole
 * output only when it fails (the compiler's or bundler's message is then what the developer needs).
 */
function build(verbose: boolean): void {
  if (verbose) {
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
    return;
  }
  process.stdout.write('Building the storefront (its sources changed since the last build)...\n');
  const started = performance.now();
  const result = spawnSync('npm', ['run', '--silent', 'build'], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}${result.stderr}\nvitrine: the storefront build failed (output above); nothing was started.\n`);
    process.exit(1);
  }
  process.stdout.write(`Built in ${Math.round((performance.now() - started) / 1000)} s.\n`);
}

function main() {
  const hash = inputHash();
  const current = OUTPUTS.every((file) => existsSync(file)) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash;
  if (current) return;
  build(process.env.BUILD_OUTPUT === 'full');
  writeFileSync(STAMP, hash);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
