import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `npm start`: builds the storefront only when its inputs changed since the last build. The inputs'
 * hash (sources, config, lockfile, VITE_* variables) is written beside the build; an equal hash and
 * both bundles present mean the build is current.
 */
const INPUTS = ['src', 'public', 'schema', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts/vite-build-info.ts', 'tsconfig.json'];
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

function main() {
  const hash = inputHash();
  const current = OUTPUTS.every((file) => existsSync(file)) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash;
  if (current) {
    process.stdout.write('storefront build is current; not rebuilding\n');
    return;
  }
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  writeFileSync(STAMP, hash);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
