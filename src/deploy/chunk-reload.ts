/** Page chunk load failure (spec §4, §9): reload the page, at most once every 10 seconds. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const LAST_RELOAD_KEY = 'vitrine.chunkReloadAt';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Failed to fetch module|error loading dynamically imported/i.test(
    error.message,
  );
}

/** Reloads unless a reload for the same reason happened less than 10 s ago. Returns whether it reloaded. */
export function reloadAfterChunkFailure(storage: Storage, reload: () => void, now = Date.now()): boolean {
  const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(LAST_RELOAD_KEY, String(now));
  reload();
  return true;
}
