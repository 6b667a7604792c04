import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { COMPILE_HINT, compileHintsPlugin, startingChunks } from './vite-compile-hints.mts';

function chunk(fileName: string, fields: Partial<Rolldown.OutputChunk> = {}): Rolldown.OutputChunk {
  return { type: 'chunk', fileName, imports: [], isEntry: false, facadeModuleId: null, code: '', map: null, ...fields } as Rolldown.OutputChunk;
}

describe('the files marked for compilation while they download', () => {
  const runtime = chunk('assets/rolldown-runtime-a.js');
  const shell = chunk('assets/shell-a.js', { imports: [runtime.fileName] });
  const entry = chunk('assets/index-a.js', { isEntry: true, facadeModuleId: '/app/index.html', imports: [shell.fileName] });
  const screen = chunk('assets/ProductRoute-a.js', { facadeModuleId: '/app/src/routes/ProductRoute.tsx', imports: [shell.fileName, 'assets/styles-a.js'] });
  const styles = chunk('assets/styles-a.js');
  const island = chunk('assets/SearchBox-a.js', { facadeModuleId: '/app/src/components/SearchBox/SearchBox.tsx', imports: [shell.fileName] });
  const messages = chunk('assets/de_DE-a.js', { facadeModuleId: '/app/src/i18n/compiled/de_DE.json' });

  it('are the entry, what it imports statically and the screens; islands, styles and messages keep V8’s own choice', () => {
    const marked = startingChunks([runtime, shell, entry, screen, styles, island, messages]).map((file) => file.fileName);
    expect(marked.sort()).toEqual([entry, runtime, screen, shell].map((file) => file.fileName).sort());
  });

  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-compile-hints-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('begin with the hint as their first line, and their source maps still point at the same sources', async () => {
    const code = 'const __vite__mapDeps=1;\nexport{}\n//# sourceMappingURL=index-a.js.map';
    writeFileSync(path.join(dir, 'index-a.js'), code);
    writeFileSync(path.join(dir, 'index-a.js.map'), JSON.stringify({ version: 3, sources: ['index.tsx'], mappings: 'AAAA;AACA' }));
    writeFileSync(path.join(dir, 'island-a.js'), 'export{}');
    const plugin = compileHintsPlugin();
    (plugin.configResolved as (config: unknown) => void)({ build: { ssr: false } });
    const bundle = { 'index-a.js': chunk('index-a.js', { isEntry: true }), 'island-a.js': chunk('island-a.js') };
    await (plugin.writeBundle as (options: unknown, bundle: unknown) => Promise<void>)({ dir }, bundle);

    expect(readFileSync(path.join(dir, 'index-a.js'), 'utf8')).toBe(`${COMPILE_HINT}\n${code}`);
    expect(JSON.parse(readFileSync(path.join(dir, 'index-a.js.map'), 'utf8')).mappings).toBe(';AAAA;AACA');
    expect(readFileSync(path.join(dir, 'island-a.js'), 'utf8')).toBe('export{}');
  });
});
