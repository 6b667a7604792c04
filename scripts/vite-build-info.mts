import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Publishes the build's id twice: compiled into the app (`__BUILD_ID__`) and as `/build.json`.
 * The running app polls the file; when the ids differ a newer deploy is out (see src/deploy/).
 */
export function buildInfoPlugin(): Plugin {
  const id = process.env.VITRINE_BUILD_ID || `${new Date().toISOString()}-${randomUUID().slice(0, 8)}`;
  return {
    name: 'vitrine-build-info',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(id) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ id }) });
    },
  };
}
