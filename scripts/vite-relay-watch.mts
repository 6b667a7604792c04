import { execFile } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Plugin, ViteDevServer } from 'vite';

const run = promisify(execFile);

/** Schema files that schema-merge.ts combines into the schema relay-compiler reads. */
const SCHEMA_SOURCES = ['schema/schema.graphql', 'schema/extensions.graphql'];
const SOURCE = /\.tsx?$/;
const ANSI = /\x1b\[[0-9;]*m/g;
/** Where relay-compiler points at the offending text: `  src/x/Y.tsx:44:9`. */
const LOCATION = /^\s*(\S+\.(?:tsx?|graphql)):(\d+):(\d+)\s*$/m;

export interface RelayOutcome {
  ok: boolean;
  /** The compiler's own words (colours removed) when it failed. */
  message: string;
  /** Artifacts written by this run (absolute paths). */
  changed: string[];
}

/** Where the first error points, as Vite's overlay wants it. */
export function errorLocation(message: string, root: string): { file: string; line: number; column: number } | undefined {
  const match = LOCATION.exec(message);
  if (!match) return undefined;
  return { file: path.resolve(root, match[1]!), line: Number(match[2]), column: Number(match[3]) };
}

function modificationTimes(dir: string): Map<string, number> {
  const times = new Map<string, number>();
  for (const name of readdirSync(dir)) times.set(path.join(dir, name), statSync(path.join(dir, name)).mtimeMs);
  return times;
}

/** Runs schema-merge (when the schema changed) and relay-compiler once; never throws. */
export async function compileRelay(root: string, artifactDir: string, mergeSchema: boolean): Promise<RelayOutcome> {
  const before = modificationTimes(artifactDir);
  try {
    if (mergeSchema) await run(process.execPath, ['--import', 'tsx', 'scripts/schema-merge.ts'], { cwd: root });
    await run(path.join(root, 'node_modules', '.bin', 'relay-compiler'), ['--output', 'quiet-with-errors'], { cwd: root });
  } catch (error) {
    const { stdout = '', stderr = '', message } = error as { stdout?: string; stderr?: string; message: string };
    const text = `${stdout}${stderr}`.replace(ANSI, '').trim() || message;
    return { ok: false, message: text, changed: [] };
  }
  const after = modificationTimes(artifactDir);
  const changed = [...after].filter(([file, time]) => before.get(file) !== time).map(([file]) => file);
  const removed = [...before.keys()].filter((file) => !after.has(file));
  return { ok: true, message: '', changed: [...changed, ...removed] };
}

/**
 * `npm run dev`: relay-compiler runs whenever a storefront module or a schema file is saved (its own
 * watch mode needs watchman). A compile error shows in Vite's browser overlay and in the terminal, with
 * the file and line; new artifacts reload the page, so the server renders and the browser hydrates
 * with the new fragment (a hot update alone would read a field the page's records never fetched).
 */
export function relayWatchPlugin(): Plugin {
  let server: ViteDevServer;
  let root = '';
  let artifactDir = '';
  let lastError: RelayOutcome | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  /** The compile of the latest save, shared by the environments that hear of it. */
  const compiles = new Map<string, Promise<RelayOutcome>>();

  const showError = (outcome: RelayOutcome) => {
    const loc = errorLocation(outcome.message, root);
    server.ws.send({ type: 'error', err: { message: outcome.message, stack: '', plugin: 'relay-compiler', ...(loc ? { id: loc.file, loc } : {}) } });
  };

  /** One compile at a time, in the order of the saves. */
  const compile = (mergeSchema: boolean): Promise<RelayOutcome> => {
    const next = queue.then(async () => {
      const outcome = await compileRelay(root, artifactDir, mergeSchema);
      if (!outcome.ok) {
        if (outcome.message !== lastError?.message) server.config.logger.error(`relay-compiler:\n${outcome.message}`, { timestamp: true });
        lastError = outcome;
        showError(outcome);
        return outcome;
      }
      const wasFailing = lastError !== null;
      lastError = null;
      if (wasFailing) server.config.logger.info('relay-compiler: the error is fixed', { timestamp: true });
      for (const file of outcome.changed) {
        for (const environment of Object.values(server.environments)) {
          for (const module of environment.moduleGraph.getModulesByFile(file) ?? []) environment.moduleGraph.invalidateModule(module);
        }
      }
      if (outcome.changed.length || wasFailing) server.ws.send({ type: 'full-reload' });
      return outcome;
    });
    queue = next;
    return next;
  };

  return {
    name: 'vitrine-relay-watch',
    apply: 'serve',
    configureServer(devServer) {
      // vitest runs a Vite server too: its tests never compile artifacts.
      if (process.env.VITEST) return;
      server = devServer;
      root = devServer.config.root;
      artifactDir = path.join(root, 'src', '__generated__');
      // A page opened after a failed compile shows the error too.
      devServer.ws.on('connection', () => lastError && showError(lastError));
      void compile(true);
    },
    // Every environment (browser, server rendering) is told of each save; the compiler runs once per save.
    async hotUpdate({ file, timestamp }) {
      if (!server) return undefined;
      const relative = path.relative(root, file).split(path.sep).join('/');
      // Artifacts change only through compile(), which reloads the page itself.
      if (relative.startsWith('src/__generated__/')) return [];
      const schemaChanged = SCHEMA_SOURCES.includes(relative);
      if (!schemaChanged && !(relative.startsWith('src/') && SOURCE.test(relative))) return undefined;
      const key = `${file}@${timestamp}`;
      if (!compiles.has(key)) {
        compiles.clear();
        compiles.set(key, compile(schemaChanged));
      }
      const outcome = await compiles.get(key)!;
      return outcome.ok && !outcome.changed.length ? undefined : [];
    },
  };
}
