/**
 * The browser build's OperationExecutor (vite.config.mts points RelayModernEnvironment's require
 * here). The executor and the response normaliser it drives turn a network response into store
 * records: 31 kB minified that a server-rendered page does not run before it hydrates, since its
 * records come with the HTML. They load with the first request the environment executes, or with the
 * shopper's first gesture on an interactive page (`preloadOperationExecutor`, entry-client.tsx),
 * whichever comes first. A request
 * made before they are in is sent at once (the environment creates its source before calling
 * `execute`) and processed when they arrive, in the order it was made.
 */
let loaded = null;
let loading = null;

/** Starts loading the executor unless it is in or on its way; resolves to it. A failed load is tried again by the next call. */
export function preloadOperationExecutor() {
  loading ??= import('./operationExecutorModule.js').then(
    (module) => (loaded = module),
    (error) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function execute(config) {
  if (loaded) return loaded.execute(config);
  let executor = null;
  let cancelled = false;
  preloadOperationExecutor().then(
    (module) => {
      if (!cancelled) executor = module.execute(config);
    },
    (error) => {
      if (!cancelled) config.sink.error(error);
    },
  );
  return {
    cancel() {
      cancelled = true;
      executor?.cancel();
    },
  };
}
