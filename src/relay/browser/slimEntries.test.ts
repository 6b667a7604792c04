// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES modules without declarations, read by the browser build only.
import * as slimHooks from './react-relay-hooks.js';
// @ts-expect-error: as above.
import { LiveResolverCache as LiveResolverStandIn } from './liveResolverCache.js';
// @ts-expect-error: as above.
import * as slimRuntime from './relay-runtime.js';

const require = createRequire(import.meta.url);
const relayRuntime = require('relay-runtime') as Record<string, unknown> & { __internal: Record<string, unknown> };
const reactRelayHooks = require('react-relay/hooks') as Record<string, unknown>;
const hooksDirectory = path.dirname(require.resolve('react-relay/lib/relay-hooks/useFragment'));

const srcDirectory = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** The storefront's modules, and the slim hooks entry among them. */
function storefrontSources(): string[] {
  return readdirSync(srcDirectory, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|js)$/.test(file) && !/\.test\.tsx?$|__generated__/.test(file))
    .map((file) => readFileSync(path.join(srcDirectory, file), 'utf8'));
}

/**
 * The react-relay files the browser build brings in, following their relative requires: the slim
 * hooks entry's, and those of the hooks a screen or island imports from their own modules.
 */
function reachableHookFiles(): string[] {
  const imported = storefrontSources().flatMap((source) => [...source.matchAll(/from 'react-relay\/lib\/relay-hooks\/(\w+)'/g)]);
  const queue = imported.map((match) => path.join(hooksDirectory, `${match[1]}.js`));
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
    expect(files.map((file) => path.basename(file))).toEqual(expect.arrayContaining(['useFragment.js', 'usePaginationFragment.js', 'useMutation.js', 'loadQuery.js']));
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

describe("the browser build's stand-ins for Relay features the storefront does not use", () => {
  const generated = new URL('../../__generated__/', import.meta.url);
  const artifacts = readdirSync(generated)
    .filter((file) => file.endsWith('.graphql.ts'))
    .map((file) => ({ file, source: readFileSync(new URL(file, generated), 'utf8') }));
  const runtimeLib = path.dirname(require.resolve('relay-runtime/lib/store/RelayModernStore'));

  it('read the compiled artifacts', () => {
    expect(artifacts.length).toBeGreaterThan(40);
  });

  it('stand for the live-resolver cache only while no artifact reads a Relay Resolver', () => {
    for (const { file, source } of artifacts) {
      expect(source, file).not.toMatch(/"kind": "(RelayResolver|RelayLiveResolver|ClientEdgeToClientObject|ClientEdgeToServerObject)"/);
    }
  });

  it('answer every call the store, its reader and its subscriptions make on the live-resolver cache', () => {
    const called = new Set<string>();
    for (const file of ['RelayModernStore.js', 'RelayReader.js', 'RelayStoreSubscriptions.js']) {
      for (const call of readFileSync(path.join(runtimeLib, file), 'utf8').matchAll(/[rR]esolverCache\.(\w+)\(/g)) called.add(call[1]!);
    }
    expect(called).toContain('batchLiveStateUpdates');
    const real = (require('relay-runtime/lib/store/live-resolvers/LiveResolverCache') as { LiveResolverCache: { prototype: object } }).LiveResolverCache;
    for (const method of called) {
      expect(typeof (real.prototype as Record<string, unknown>)[method], method).toBe('function');
      expect(typeof LiveResolverStandIn.prototype[method], method).toBe('function');
    }
    // A batch of live updates still runs; with no resolver values it has nothing to publish.
    const standIn = new LiveResolverStandIn();
    let ran = 0;
    standIn.batchLiveStateUpdates(() => (ran += 1));
    expect(standIn.batchLiveStateUpdatesWithoutNotify(() => (ran += 1))).toBe(false);
    expect(ran).toBe(2);
  });

  it('stand for the updatable-data proxy only while nothing reads updatable data', () => {
    for (const { file, source } of artifacts) {
      expect(source, file).not.toMatch(/"kind": "UpdatableQuery"|"updatable": true|"assignable": true/);
    }
    const sources = new URL('../../', import.meta.url);
    const files = readdirSync(sources, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('__generated__'));
    for (const file of files) expect(readFileSync(new URL(file, sources), 'utf8'), file).not.toMatch(/\breadUpdatable(Query|Fragment)\b|@updatable|@assignable/);
  });

  it('defer the executor only where the environment alone requires it, and only calls `execute` on it', () => {
    const requirers = (name: string) =>
      readdirSync(path.dirname(runtimeLib), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.js') && readFileSync(path.join(path.dirname(runtimeLib), file), 'utf8').includes(`require('./${name}')`))
        .map((file) => path.basename(file));
    // vite.config.mts redirects `./OperationExecutor` and `./normalizeResponse` wherever they are required.
    expect(requirers('OperationExecutor')).toEqual(['RelayModernEnvironment.js']);
    expect(requirers('normalizeResponse')).toEqual(['RelayModernEnvironment.js']);
    const environment = readFileSync(path.join(runtimeLib, 'RelayModernEnvironment.js'), 'utf8');
    expect([...environment.matchAll(/\bOperationExecutor\.(\w+)/g)].map((use) => use[1])).toEqual(['execute']);
    // The default normaliser is only handed to the executor, which swaps the stand-in for the real one.
    expect([...environment.matchAll(/\b_normalizeResponse\b[^,;]*/g)].map((use) => use[0].trim())).toEqual([
      '_normalizeResponse = (_config$normalizeResp = config.normalizeResponse) !== null && _config$normalizeResp !== void 0 ? _config$normalizeResp : normalizeResponse',
      '_normalizeResponse',
    ]);
  });
});
