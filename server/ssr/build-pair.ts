import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Which build a directory holds: the id scripts/vite-build-info.ts wrote into its build.json, if any. */
function buildIdOf(dir: string): string | null {
  const file = path.join(dir, 'build.json');
  if (!existsSync(file)) return null;
  try {
    const { id } = JSON.parse(readFileSync(file, 'utf8')) as { id?: unknown };
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/**
 * Pages rendered by one build and hydrated by another break (React errors #418, #425, #422): the
 * browser build (dist/) and the server build (dist-ssr/) must come from the same sources. Returns
 * the one-line reason they do not, or null when they match.
 */
export function mismatchedBuilds(staticDir: string, ssrDir: string): string | null {
  const browser = buildIdOf(staticDir);
  const server = buildIdOf(ssrDir);
  if (browser && browser === server) return null;
  return (
    `the storefront's browser build (${staticDir}, build ${browser ?? 'unknown'}) and server build (${ssrDir}, build ${server ?? 'unknown'}) ` +
    'are from different builds; run "npm run build" to rebuild both'
  );
}
