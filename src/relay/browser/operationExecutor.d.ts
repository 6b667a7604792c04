/** Starts loading Relay's executor in the browser build (see operationExecutor.js); resolves once it is in. */
export function preloadOperationExecutor(): Promise<unknown>;

/** relay-runtime's OperationExecutor.execute, run once the executor is in. */
export function execute(config: object): { cancel(): void };
