/**
 * The browser build's stand-in for relay-runtime's createUpdatableProxy (vite.config.mts points its
 * requirers, readUpdatableQuery and readUpdatableFragment, here): the storefront writes the store
 * through updaters and never reads an @updatable query or fragment, so the proxy's 3.5 kB (minified)
 * stay out of the first download. `slimEntries.test.ts` fails if an artifact becomes updatable.
 */
export function createUpdatableProxy() {
  throw new Error("Relay's updatable queries and fragments are not in the storefront's browser build (src/relay/browser/updatableProxy.js).");
}
