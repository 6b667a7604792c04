/**
 * New-deploy detection (spec §7 "Infrastructure"): the build publishes its id in /build.json. The app
 * checks it 1 s after start and then periodically; once a newer build is out, the next navigation
 * loads the new build with a full page load instead of failing on chunks the old build named.
 */
export interface DeployWatcherOptions {
  currentBuildId: string;
  fetchBuildInfo: () => Promise<{ id?: unknown }>;
  onNewDeploy: (buildId: string) => void;
  firstCheckDelayMs?: number;
  intervalMs?: number;
}

export const FIRST_CHECK_DELAY_MS = 1000;
export const CHECK_INTERVAL_MS = 5 * 60 * 1000;

export function watchForNewDeploys(options: DeployWatcherOptions): () => void {
  const { firstCheckDelayMs = FIRST_CHECK_DELAY_MS, intervalMs = CHECK_INTERVAL_MS } = options;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout>;

  const check = async () => {
    try {
      const info = await options.fetchBuildInfo();
      if (stopped) return;
      if (typeof info.id === 'string' && info.id !== options.currentBuildId) {
        options.onNewDeploy(info.id);
        return; // Nothing more to learn: the next navigation reloads.
      }
    } catch {
      // Offline or a deploy in progress: try again at the next interval.
    }
    if (!stopped) timer = setTimeout(check, intervalMs);
  };

  timer = setTimeout(check, firstCheckDelayMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

export async function fetchBuildInfo(): Promise<{ id?: unknown }> {
  const response = await fetch('/build.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`build.json: HTTP ${response.status}`);
  return (await response.json()) as { id?: unknown };
}
