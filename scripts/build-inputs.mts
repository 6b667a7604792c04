import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What a storefront build is made from (sources, config, lockfile, VITE_* variables), as one hash:
 * `npm start` rebuilds when it changes, and both bundles carry it as their build id. An ES module file
 * (.mts) because Vite's config imports it.
 */
const INPUTS = ['src', 'public', 'schema', 'index.html', 'vite.config.mts', 'package-lock.json', 'scripts/vite-build-info.mts', 'scripts/vite-precompress.mts', 'scripts/vite-chunk-groups.mts', 'scripts/vite-compile-hints.mts', 'scripts/build-inputs.mts', 'tsconfig.json'];

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
