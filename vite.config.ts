import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { buildInfoPlugin } from './scripts/vite-build-info';
import { precompressPlugin } from './scripts/vite-precompress';
import { chunkFileName, chunkGroups } from './scripts/vite-chunk-groups';

const serverPort = Number(process.env.PORT ?? 3000);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react({ babel: { plugins: ['relay'] } }), vanillaExtractPlugin(), buildInfoPlugin(), precompressPlugin()],
  // The manifest lets bench/bundle.ts measure the JavaScript each route loads first.
  // One stylesheet (6 kB gzip for the whole shop), linked from index.html: a server-rendered page is
  // styled at first paint, instead of shifting when a lazy route's CSS arrives with its JavaScript.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    cssCodeSplit: false,
    // The server bundle loads from disk: its chunking is left as it is.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: chunkGroups, chunkFileNames: chunkFileName } },
  },
  // Every text ships compiled (npm run i18n:compile --ast), so the built app leaves out formatjs's
  // message parser (10 kB gzip). Component tests render the code's default messages and keep it.
  resolve: {
    alias: process.env.VITEST ? [] : [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js' }],
  },
  server: {
    port: 5173,
    // `npm run dev`: the storefront is served by Vite, the API and images by the commerce server.
    proxy: {
      '/graphql': `http://127.0.0.1:${serverPort}`,
      '/images': `http://127.0.0.1:${serverPort}`,
      '/downloads': `http://127.0.0.1:${serverPort}`,
    },
  },
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
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'src/**/*.server.test.ts', 'e2e/woographql-double/**/*.test.ts'],
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
