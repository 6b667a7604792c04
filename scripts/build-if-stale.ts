import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inputHash } from './build-inputs.mts';

/**
 * `npm start`: builds the storefront only when its inputs changed since the last build. The inputs'
 * hash (sources, config, lockfile, VITE_* variables) is written beside the build; an equal hash and
 * both bundles present mean the build is current.
 */
const STAMP = path.join('dist', '.build-hash');
const OUTPUTS = [path.join('dist', 'index.html'), path.join('dist-ssr', 'entry-server.mjs')];

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
