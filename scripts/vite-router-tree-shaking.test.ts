import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { routerTreeShakingPlugin } from './vite-router-tree-shaking.mts';

const ROUTER = fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-router-shaking-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Builds a browser entry that uses only react-router's location hook, as the shop's build does (production react-router, React external). */
async function bundle(plugins: Plugin[]): Promise<string> {
  const entry = path.join(dir, 'entry.js');
  writeFileSync(entry, "import { useLocation } from 'react-router';\nwindow.useLocation = useLocation;\n");
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins,
    resolve: { alias: [{ find: /^react-router$/, replacement: ROUTER }] },
    build: { write: false, minify: false, lib: { entry, formats: ['es'], fileName: 'entry' }, rolldownOptions: { external: [/^react(-dom)?(\/.*)?$/] } },
  })) as Rolldown.RolldownOutput[];
  return output[0]!.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
}

describe('react-router in the browser build', () => {
  it('keeps only what the code uses: its Form, Link and data router components stay out', async () => {
    const without = await bundle([]);
    const shaken = await bundle([routerTreeShakingPlugin()]);
    // What react-router's Form component reads, and the framework mode's link prefetching.
    expect(without).toContain('fetcherKey');
    expect(without).toContain('PrefetchPageLinks');
    expect(shaken).not.toContain('fetcherKey');
    expect(shaken).not.toContain('PrefetchPageLinks');
    expect(shaken).toContain('useLocation');
    expect(shaken.length).toBeLessThan(without.length / 2);
  });
});
