/**
 * The browser build's stand-in for relay-runtime's normalizeResponse (vite.config.mts points
 * RelayModernEnvironment's require here), which the environment only hands to its executor as the
 * default normaliser: the executor, loaded later with the real one, swaps it in
 * (operationExecutorModule.js). CommonJS because the environment requires it as the function itself.
 */
module.exports = function normalizeResponse() {
  throw new Error("relay-runtime's response normaliser is loaded with its executor (src/relay/browser/operationExecutor.js).");
};
