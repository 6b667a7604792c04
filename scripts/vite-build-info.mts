import type { Plugin } from 'vite';
import { inputHash } from './build-inputs.mts';

/**
 * Publishes the build's id twice: compiled into the app (`__BUILD_ID__`) and as `build.json`, in
 * dist/ and in dist-ssr/. The running app polls `/build.json`; when the ids differ a newer deploy is
 * out (see src/deploy/). The id is the hash of the build's inputs, so the browser build and the
 * server build of the same sources share it, and the server refuses to pair builds of different
 * sources (server/ssr/build-pair.ts).
 */
export function buildInfoPlugin(): Plugin {
  const id = process.env.VITRINE_BUILD_ID || inputHash().slice(0, 16);
  return {
    name: 'vitrine-build-info',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(id) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ id }) });
    },
  };
}
