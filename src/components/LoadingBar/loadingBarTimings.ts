/** The navigation loading bar's numbers (spec §9). */
export const LOADING_BAR = {
  /** Time scale of the progress estimate: the bar creeps towards the end over about this long. */
  durationMs: 2000,
  /** Navigations quicker than this never show the bar. */
  throttleMs: 200,
  /** How long the full bar stays after the navigation ends. */
  hideDelayMs: 500,
  /** How long after hiding the bar goes back to zero (so it never visibly runs backwards). */
  resetDelayMs: 400,
  heightPx: 3,
} as const;

/** Estimated progress (0–100) after `elapsedMs`: fast at first, never reaching the end by itself. */
export function estimatedProgress(elapsedMs: number, durationMs: number = LOADING_BAR.durationMs): number {
  return Math.min(95, (2 / Math.PI) * Math.atan((elapsedMs / durationMs) * 2) * 100);
}
