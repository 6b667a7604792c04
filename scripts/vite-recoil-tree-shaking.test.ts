import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { recoilTreeShakingPlugin } from './vite-recoil-tree-shaking.mts';

// Inside the checkout, so that the built file finds React where the shop's does.
const cache = fileURLToPath(new URL('../node_modules/.cache/', import.meta.url));
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(path.join(cache, 'vitrine-recoil-shaking-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The part of Recoil's API the shop uses (src/state, src/mutations, src/components). */
const SHOPS_RECOIL = 'export { RecoilRoot, atom, selector, useRecoilCallback, useRecoilState, useRecoilValue, useSetRecoilState } from "recoil";\n';

/** Builds, as the shop's browser build does (production, React external), a module that offers the shop's Recoil. */
async function bundle(plugins: Plugin[], name: string): Promise<{ code: string; file: string }> {
  const entry = path.join(dir, `${name}-entry.js`);
  writeFileSync(entry, SHOPS_RECOIL);
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, minify: false, lib: { entry, formats: ['es'], fileName: name }, rolldownOptions: { external: [/^react(-dom)?(\/.*)?$/] } },
  })) as Rolldown.RolldownOutput[];
  const code = output[0]!.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
  const file = path.join(dir, `${name}.mjs`);
  writeFileSync(file, code);
  return { code, file };
}

describe('Recoil in the browser build', () => {
  it('keeps only what the shop uses: atom and selector families, the waitFor helpers and the gated-off trie stay out', async () => {
    const whole = await bundle([], 'whole');
    const shaken = await bundle([recoilTreeShakingPlugin()], 'shaken');
    for (const unused of ['function atomFamily', 'function selectorFamily', '__waitForAllSettled', 'HashArrayMappedTrieMap']) {
      expect(whole.code).toContain(unused);
      expect(shaken.code).not.toContain(unused);
    }
    expect(shaken.code.length).toBeLessThan(whole.code.length * 0.8);
  });

  it('still works: atoms and a selector over them read as the shop does, its other hooks there', async () => {
    const { file } = await bundle([recoilTreeShakingPlugin()], 'working');
    const recoil = (await import(/* @vite-ignore */ file)) as typeof import('recoil');
    const { createElement: h } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const open = recoil.atom({ key: 'test.open', default: false });
    const menu = recoil.atom({ key: 'test.menu', default: true });
    const anyOpen = recoil.selector({ key: 'test.anyOpen', get: ({ get }) => get(open) || get(menu) });
    function Panel() {
      const [isOpen] = recoil.useRecoilState(open);
      const covered = recoil.useRecoilValue(anyOpen);
      const setMenu = recoil.useSetRecoilState(menu);
      const menuShown = recoil.useRecoilCallback(({ snapshot }) => () => snapshot.getLoadable(menu).getValue(), []);
      return h('p', null, `open ${isOpen}, covered ${covered}, ${typeof setMenu} ${typeof menuShown}`);
    }
    const html = renderToString(h(recoil.RecoilRoot, { initializeState: ({ set }) => set(open, true), children: h(Panel) }));
    expect(html).toBe('<p>open true, covered true, function function</p>');
  });
});
