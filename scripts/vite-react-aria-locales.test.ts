import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { keepLocales, reactAriaLocalesPlugin, SHOP_LANGUAGE_TAGS } from './vite-react-aria-locales.mts';

const NODE_MODULES = fileURLToPath(new URL('../node_modules/', import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-aria-locales-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every dictionary of react-aria's texts the installed packages ship. */
function dictionaries(): string[] {
  return ['react-aria', 'react-aria-components', 'react-stately'].flatMap((name) =>
    (readdirSync(path.join(NODE_MODULES, name, 'dist'), { recursive: true }) as string[])
      .filter((file) => /(^|[\\/])intlStrings\.mjs$/.test(file))
      .map((file) => path.join(NODE_MODULES, name, 'dist', file)),
  );
}

/** The languages a bundle of one dictionary holds, read by running it. */
async function bundledLanguages(dictionary: string, plugins: Plugin[]): Promise<string[]> {
  const entry = path.join(dir, 'entry.js');
  writeFileSync(entry, `export { default } from ${JSON.stringify(dictionary)};\n`);
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, minify: false, lib: { entry, formats: ['es'], fileName: 'entry' } },
  })) as Rolldown.RolldownOutput[];
  const code = output[0]!.output.find((file) => file.type === 'chunk')!.code;
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { default: Record<string, unknown> };
  return Object.keys(module.default).sort();
}

describe("react-aria's texts in the build", () => {
  it('holds the shop’s six languages only, in every dictionary the installed react-aria has', () => {
    const files = dictionaries();
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const { code, removed } = keepLocales(readFileSync(file, 'utf8'), SHOP_LANGUAGE_TAGS);
      // A react-aria release that writes its dictionaries another way must fail here, not ship all 34.
      expect(removed, file).toBeGreaterThan(0);
      const imported = [...code.matchAll(/^import [\w$]+ from "[^"]*[\\/]([a-z]{2,3}-[A-Z]{2})\.mjs";$/gm)].map((match) => match[1]).sort();
      expect(imported, file).toEqual([...SHOP_LANGUAGE_TAGS].sort());
    }
  });

  it('bundles a dictionary with the six languages, German and Brazilian texts included', async () => {
    const overlays = path.join(NODE_MODULES, 'react-aria/dist/private/overlays/intlStrings.mjs');
    expect(await bundledLanguages(overlays, [])).toHaveLength(34);
    expect(await bundledLanguages(overlays, [reactAriaLocalesPlugin()])).toEqual(['de-DE', 'en-US', 'es-ES', 'fr-FR', 'it-IT', 'pt-BR']);
  });

  it('leaves a file alone when it is not one of react-aria’s dictionaries', () => {
    const code = 'import x from "./ar-AE.mjs";\nexport default { "ar-AE": x };\n';
    const plugin = reactAriaLocalesPlugin();
    const transform = plugin.transform as (code: string, id: string) => unknown;
    expect(transform.call({}, code, '/work/src/intlStrings.mjs')).toBeNull();
  });
});
