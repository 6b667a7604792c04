import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files a browser downloads; source maps are left out (only developer tools fetch them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* filesUnder(full);
    } else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Writes the .br and .gz copies of every compressible file under dir (see precompressPlugin). */
export async function precompressDirectory(dir: string): Promise<void> {
  const jobs: Promise<void>[] = [];
  for await (const file of filesUnder(dir)) {
    jobs.push(
      (async () => {
        const body = await readFile(file);
        if (body.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          gzip(body, { level: 9 }),
        ]);
        if (br.length < body.length) await writeFile(`${file}.br`, br);
        if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
      })(),
    );
  }
  await Promise.all(jobs);
}

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip -9) beside every text file of the
 * build, once, so the server sends assets compressed at the best ratio without spending CPU per
 * request (server/http/static-assets.ts serves them). A copy that would not be smaller is skipped.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let serverBuild = false;
  return {
    name: 'vitrine-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      // A server-rendering bundle is read from disk by Node, never sent to a browser.
      if (!serverBuild) await precompressDirectory(outDir);
    },
  };
}
