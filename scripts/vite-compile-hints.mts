import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file while it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A screen's module: its code runs as soon as its chunk is in. */
const SCREEN = /[\\/]src[\\/]routes[\\/]\w+Route\.tsx$/;

/**
 * Marks the files whose code runs while a page starts (the entry, the shell it imports, the screens)
 * with V8's compile hint. Without it V8 compiles a function on the main thread the first time it is
 * called, in the middle of hydrating; with it, a background thread compiles the file's functions as
 * its bytes arrive, which on a phone's slow link is while the page waits for its code anyway
 * (bench/README, fifth round). Lazy parts (islands, panels, react-aria) keep V8's own choice: much of
 * their code runs only when a shopper uses them.
 */
export function compileHintsPlugin(): Plugin {
  let serverBuild = false;
  return {
    name: 'vitrine-compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    // Once the files are written: Vite's own last steps put a line of theirs at the top of a chunk,
    // and V8 reads the hint only as the file's first line.
    async writeBundle(options, bundle) {
      if (serverBuild || !options.dir) return;
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      await Promise.all(startingChunks(chunks).map((chunk) => hint(path.join(options.dir!, chunk.fileName))));
    },
  };
}

async function hint(file: string): Promise<void> {
  await writeFile(file, `${COMPILE_HINT}\n${await readFile(file, 'utf8')}`);
  const mapFile = `${file}.map`;
  const map = JSON.parse(await readFile(mapFile, 'utf8').catch(() => 'null')) as { mappings: string } | null;
  if (!map) return;
  // One more line at the top: every mapping moves down a line.
  map.mappings = `;${map.mappings}`;
  await writeFile(mapFile, JSON.stringify(map));
}

/** The entries with the chunks they import statically (the shell), and the screens' own chunks. */
export function startingChunks(chunks: readonly Rolldown.OutputChunk[]): Rolldown.OutputChunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const starting = new Set<Rolldown.OutputChunk>();
  const withImports = (chunk: Rolldown.OutputChunk) => {
    if (starting.has(chunk)) return;
    starting.add(chunk);
    for (const imported of chunk.imports) {
      const importedChunk = byName.get(imported);
      if (importedChunk) withImports(importedChunk);
    }
  };
  for (const chunk of chunks) {
    if (chunk.isEntry) withImports(chunk);
    else if (chunk.facadeModuleId && SCREEN.test(chunk.facadeModuleId)) starting.add(chunk);
  }
  return [...starting];
}
