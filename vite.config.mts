import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { buildInfoPlugin } from './scripts/vite-build-info.mts';
import { chunkFileName, chunkGroups } from './scripts/vite-chunk-groups.mts';
import { compactMessagesPlugin } from './scripts/vite-compact-messages.mts';
import { compileHintsPlugin } from './scripts/vite-compile-hints.mts';
import { precompressPlugin } from './scripts/vite-precompress.mts';
import { reactAriaLocalesPlugin } from './scripts/vite-react-aria-locales.mts';
import { recoilTreeShakingPlugin } from './scripts/vite-recoil-tree-shaking.mts';
import { relayWatchPlugin } from './scripts/vite-relay-watch.mts';
import { routerTreeShakingPlugin } from './scripts/vite-router-tree-shaking.mts';

/**
 * The browser build takes only the Relay it uses: `src/relay/browser/` stands in for the entries of
 * relay-runtime and react-relay's hooks, whose CommonJS indexes would bring every module they have,
 * and react-relay's fragment, load-more and query-loader hooks keep the one implementation its
 * feature flags select (ENABLE_ACTIVITY_COMPATIBILITY, on by default; `slimEntries.test.ts` fails if
 * that changes). Two relay-runtime parts for features the storefront does not use (Relay Resolvers,
 * @updatable) are replaced by stand-ins that say so if they are ever reached, and the executor that
 * turns network responses into records loads after the first paint (src/relay/browser/operationExecutor.js).
 */
const browserRelay = [
  { find: /^relay-runtime$/, replacement: fileURLToPath(new URL('src/relay/browser/relay-runtime.js', import.meta.url)) },
  { find: /^react-relay\/hooks$/, replacement: fileURLToPath(new URL('src/relay/browser/react-relay-hooks.js', import.meta.url)) },
  // The hooks' implementations that the feature flag selects: the others are never called.
  ...['useFragmentInternal_CURRENT', 'useLoadMoreFunction', 'useQueryLoader'].map((name) => ({
    find: new RegExp(`^\\./${name}$`),
    replacement: fileURLToPath(new URL(`node_modules/react-relay/lib/relay-hooks/${name.replace(/_CURRENT$/, '')}_EXPERIMENTAL.js`, import.meta.url)),
  })),
  // The store's live-resolver cache and the updatable-data proxy serve Relay features no screen uses.
  { find: /^\.\/live-resolvers\/LiveResolverCache$/, replacement: fileURLToPath(new URL('src/relay/browser/liveResolverCache.js', import.meta.url)) },
  { find: /^\.\/createUpdatableProxy$/, replacement: fileURLToPath(new URL('src/relay/browser/updatableProxy.js', import.meta.url)) },
  // The executor and its normaliser process network responses: they load after the first paint.
  { find: /^\.\/OperationExecutor$/, replacement: fileURLToPath(new URL('src/relay/browser/operationExecutor.js', import.meta.url)) },
  { find: /^\.\/normalizeResponse$/, replacement: fileURLToPath(new URL('src/relay/browser/normalizeResponse.cjs', import.meta.url)) },
];

/**
 * react-router's package exports name only its development build (remix-run/react-router#14102), whose
 * warnings (ENABLE_DEV_WARNINGS) would ship to shoppers; the browser build takes the production build
 * it ships beside it. Both entries move together: the two builds are separate module graphs.
 */
const browserRouter = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

/**
 * CommonJS packages that do nothing as they load, so the bundler may leave them out when nothing reads
 * them: react-intl's injectIntl (which no screen uses) brings hoist-non-react-statics and react-is
 * into every page otherwise (3 kB).
 */
const FREE_OF_SIDE_EFFECTS = /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react({ babel: { plugins: ['relay'] } }), vanillaExtractPlugin(), buildInfoPlugin(), compactMessagesPlugin(), compileHintsPlugin(), precompressPlugin(), reactAriaLocalesPlugin(), recoilTreeShakingPlugin(), relayWatchPlugin(), routerTreeShakingPlugin()],
  // The manifest lets bench/bundle.ts measure the JavaScript each route loads first.
  // One stylesheet (6 kB gzip for the whole shop), linked from index.html: a server-rendered page is
  // styled at first paint, instead of shifting when a lazy route's CSS arrives with its JavaScript.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    cssCodeSplit: false,
    // The shell is one file on purpose (the fixed stack, 630 kB minified, 190 kB gzip): bench:bundle
    // watches its size against the goals; Vite's 500 kB notice would only repeat that on every build.
    chunkSizeWarningLimit: 700,
    // The browser's files are grouped (scripts/vite-chunk-groups.mts); the server bundle loads from disk
    // and keeps Rolldown's own chunking.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          treeshake: { moduleSideEffects: (id: string) => !FREE_OF_SIDE_EFFECTS.test(id) },
          output: { codeSplitting: chunkGroups, chunkFileNames: chunkFileName },
        },
  },
  environments: {
    // The server bundle loads everything at start: a module the browser loads lazily (the HTML
    // sanitiser) but the server imports at once is meant to be there, not a missed code split.
    ssr: { build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } },
  },
  // Every text ships compiled (npm run i18n:compile --ast), so the built app leaves out formatjs's
  // message parser (10 kB gzip). Component tests render the code's default messages and keep it.
  resolve: {
    alias: process.env.VITEST
      ? []
      : [
          { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js' },
          ...(command === 'build' && !isSsrBuild ? [...browserRelay, ...browserRouter] : []),
        ],
  },
  // `npm run dev` runs Vite inside the commerce server (server/ssr/dev-storefront.ts), on its port.
  // The embedded database and the builds change all the time and are never modules.
  server: { watch: { ignored: ['**/data/**', '**/dist/**', '**/dist-ssr/**', '**/test-results/**'] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          // Storefront code that must also run on the server is tested there, without a browser window.
          exclude: ['src/**/*.server.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          // Interaction tests (userEvent, lazy parts) take seconds on a busy 2-core machine; 5 s is too tight.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // One graphql instance: without this, CommonJS dependencies (graphql-tools) and our ESM imports
          // load two copies and graphql-js refuses to mix their types.
          alias: { graphql: fileURLToPath(new URL('node_modules/graphql/index.js', import.meta.url)) },
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'src/**/*.server.test.ts', 'e2e/woographql-double/**/*.test.ts', 'e2e/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['schema/**/*.test.ts'],
          alias: { graphql: fileURLToPath(new URL('node_modules/graphql/index.js', import.meta.url)) },
        },
      },
    ],
  },
}));
