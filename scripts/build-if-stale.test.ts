import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inputHash } from './build-inputs.mts';

describe('the storefront build stamp', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function project() {
    root = mkdtempSync(path.join(os.tmpdir(), 'vitrine-build-stamp-'));
    mkdirSync(path.join(root, 'src', 'routes'), { recursive: true });
    writeFileSync(path.join(root, 'src', 'routes', 'HomeRoute.tsx'), 'export const a = 1;');
    writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
    writeFileSync(path.join(root, 'README.md'), 'not an input');
  }

  it('stays the same while nothing the build reads changes, so npm start skips the build', () => {
    project();
    const before = inputHash(root, {});
    writeFileSync(path.join(root, 'README.md'), 'edited, still not an input');
    expect(inputHash(root, { PORT: '4000' })).toBe(before);
  });

  it('changes with a source file, a new file or a VITE_ variable, so npm start rebuilds', () => {
    project();
    const before = inputHash(root, {});
    writeFileSync(path.join(root, 'src', 'routes', 'HomeRoute.tsx'), 'export const a = 2;');
    const edited = inputHash(root, {});
    expect(edited).not.toBe(before);
    writeFileSync(path.join(root, 'src', 'routes', 'New.tsx'), '');
    expect(inputHash(root, {})).not.toBe(edited);
    expect(inputHash(root, { VITE_GRAPHQL_ENDPOINT: 'https://shop.example/graphql' })).not.toBe(inputHash(root, {}));
  });
});
