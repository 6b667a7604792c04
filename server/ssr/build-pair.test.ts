import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadBuiltStorefront } from './storefront';

describe('the storefront build the server loads', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A built storefront: dist/ (the browser's) and dist-ssr/ (the server's), each with its build id. */
  function builds(browserId: string | null, serverId: string | null) {
    root = mkdtempSync(path.join(os.tmpdir(), 'vitrine-build-pair-'));
    const dist = path.join(root, 'dist');
    const ssr = path.join(root, 'dist-ssr');
    mkdirSync(dist);
    mkdirSync(ssr);
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><head><title>Shop</title></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(ssr, 'entry-server.mjs'), 'export const graphqlEndpoint = "/graphql";\n');
    if (browserId) writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ id: browserId }));
    if (serverId) writeFileSync(path.join(ssr, 'build.json'), JSON.stringify({ id: serverId }));
    return dist;
  }

  it('refuses dist/ and dist-ssr/ from different builds, in one line naming the command that rebuilds both', async () => {
    const dist = builds('aaaa1111', 'bbbb2222');
    const refusal = loadBuiltStorefront(dist);
    await expect(refusal).rejects.toThrow(/^the storefront's browser build \(.*dist, build aaaa1111\) and server build \(.*dist-ssr, build bbbb2222\) are from different builds; run "npm run build" to rebuild both$/);
  });

  it('refuses a pair where one build has no id (built before ids, or by hand)', async () => {
    await expect(loadBuiltStorefront(builds('aaaa1111', null))).rejects.toThrow(/build unknown\) are from different builds/);
  });

  it('loads dist/ and dist-ssr/ of the same build', async () => {
    const loaded = await loadBuiltStorefront(builds('cccc3333', 'cccc3333'));
    expect(loaded?.renderer.graphqlEndpoint).toBe('/graphql');
  });
});
