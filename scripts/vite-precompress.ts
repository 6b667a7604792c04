// The plugin is an ES module file (.mts) so Vite loads its config without the CommonJS warnings;
// the transport tests import the precompression from this path.
export { precompressDirectory } from './vite-precompress.mts';
