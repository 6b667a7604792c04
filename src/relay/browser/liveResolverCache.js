/**
 * The browser build's stand-in for relay-runtime's LiveResolverCache (vite.config.mts points the
 * store's require here). The storefront defines no Relay Resolvers, so the store never holds a
 * resolver record to evaluate, batch or invalidate: its calls need only go through, and the 7.7 kB
 * (minified) cache stays out of the first download. `slimEntries.test.ts` fails if an artifact starts
 * using resolvers or the store calls a method this class lacks.
 */
import { NoopResolverCache } from 'relay-runtime/lib/store/ResolverCache';

export class LiveResolverCache extends NoopResolverCache {
  getLiveResolverPromise() {
    throw new Error("Relay live resolvers are not in the storefront's browser build (src/relay/browser/liveResolverCache.js).");
  }

  batchLiveStateUpdates(callback) {
    callback();
  }

  /** Whether the batch published anything: a live resolver's value, of which there are none. */
  batchLiveStateUpdatesWithoutNotify(callback) {
    callback();
    return false;
  }

  unsubscribeFromLiveResolverRecords() {}

  invalidateResolverRecords() {}
}
