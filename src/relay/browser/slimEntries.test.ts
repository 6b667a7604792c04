// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES modules without declarations, read by the browser build only.
import * as slimHooks from './react-relay-hooks.js';
// @ts-expect-error: as above.
import * as slimRuntime from './relay-runtime.js';

const require = createRequire(import.meta.url);
const relayRuntime = require('relay-runtime') as Record<string, unknown> & { __internal: Record<string, unknown> };
const reactRelayHooks = require('react-relay/hooks') as Record<string, unknown>;
const hooksDirectory = path.dirname(require.resolve('react-relay/lib/relay-hooks/useFragment'));

/** The react-relay files the slim hooks entry brings in, following their relative requires. */
function reachableHookFiles(): string[] {
  const entry = readFileSync(new URL('./react-relay-hooks.js', import.meta.url), 'utf8');
  const queue = [...entry.matchAll(/from 'react-relay\/lib\/relay-hooks\/(\w+)'/g)].map((match) => path.join(hooksDirectory, `${match[1]}.js`));
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/require\(['"](\.{1,2}\/[^'"]+)['"]\)/g)) {
      const required = path.join(path.dirname(file), match[1]!.endsWith('.js') ? match[1]! : `${match[1]}.js`);
      if (existsSync(required)) queue.push(required);
    }
  }
  return [...seen];
}

/** Names those files read off `require('relay-runtime')`, and off its `__internal`. */
function relayRuntimeNamesRead(files: string[]) {
  const names = new Set<string>();
  const internal = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const binding of source.matchAll(/(?:var|,)\s*(\w+)\s*=\s*(?:_interopRequireDefault\()?require\(['"]relay-runtime['"]\)/g)) {
      const name = binding[1]!;
      for (const read of source.matchAll(new RegExp(`\\b${name}\\.(\\w+)(?:\\.(\\w+))?`, 'g'))) {
        names.add(read[1]!);
        if (read[1] === '__internal' && read[2]) internal.add(read[2]);
      }
      for (const alias of source.matchAll(new RegExp(`(\\w+)\\s*=\\s*${name}\\.__internal\\b`, 'g'))) {
        for (const read of source.matchAll(new RegExp(`\\b${alias[1]}\\.(\\w+)`, 'g'))) internal.add(read[1]!);
      }
    }
  }
  return { names, internal };
}

describe("the browser build's Relay entries", () => {
  const files = reachableHookFiles();

  it('follow the hooks the storefront uses into react-relay', () => {
    expect(files.map((file) => path.basename(file))).toEqual(expect.arrayContaining(['useFragment.js', 'usePaginationFragment.js', 'loadQuery.js']));
  });

  it('offer every name those hooks read off relay-runtime, as relay-runtime itself has it', () => {
    const { names, internal } = relayRuntimeNamesRead(files);
    expect(names.size).toBeGreaterThan(10);
    for (const name of names) {
      if (name === '__internal') continue;
      expect(slimRuntime, name).toHaveProperty(name);
      expect((slimRuntime as Record<string, unknown>)[name], name).toBe(relayRuntime[name]);
    }
    for (const name of internal) expect(slimRuntime.__internal[name], `__internal.${name}`).toBe(relayRuntime.__internal[name]);
  });

  it('offer exactly what the packages export under the same names', () => {
    for (const [name, value] of Object.entries(slimRuntime)) {
      if (name !== '__internal') expect(value, name).toBe(relayRuntime[name]);
    }
    for (const [name, value] of Object.entries(slimHooks)) expect(value, name).toBe(reactRelayHooks[name]);
  });

  it('keep the fragment hook implementation that relay-runtime’s feature flags select', () => {
    // vite.config.mts resolves react-relay's other implementation to this one.
    expect((relayRuntime.RelayFeatureFlags as Record<string, unknown>).ENABLE_ACTIVITY_COMPATIBILITY).toBe(true);
  });
});
