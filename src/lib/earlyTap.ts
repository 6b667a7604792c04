/**
 * A phone paints the server's HTML a second or more before the app's code has run, and until React
 * listens (hydration) a tap on a button goes nowhere. index.html's first script keeps the last tap
 * on a button from the start, and marks it as taken (`data-early-tap`); the app carries it out once
 * it runs. A link, a label (a colour swatch's radio) or a form's submit button does its own work
 * without the app and is not kept; a tap anywhere else forgets the kept one, as the shopper moved on.
 */
import { replayClick } from './clickReplay';
import { elementOrSuccessor, pathWithin } from './domPath';
import './earlyTap.css';

/** What index.html's script exposes. */
interface EarlyTapRecorder {
  /** The button of the last tap, or null. */
  target: HTMLElement | null;
  /** Where taps are not kept (a selector): the lazy islands', which clickReplay keeps once the app runs. */
  skip: string | null;
  stop(): void;
}

declare global {
  interface Window {
    __earlyTap?: EarlyTapRecorder;
  }
}

let recorder: EarlyTapRecorder | undefined;
let islandSelector = '';
/**
 * The kept button and its place in the server's HTML, read as React starts (undefined until then), to
 * find the element that replaced it if the app drew the page anew.
 */
let kept: { target: HTMLElement; path: number[] } | null | undefined;

const pageRoot = () => document.getElementById('root');

/**
 * Takes over from index.html's recorder when the app's code starts, after clickReplay and the
 * islands' landing watch are installed: a kept tap on a lazy island's button is handed to them (they
 * carry it out once the island is live, and keep that island's later taps themselves); any other
 * waits for `replayEarlyTap`.
 */
export function adoptEarlyTap(islandClass: string): void {
  recorder = typeof window === 'undefined' ? undefined : window.__earlyTap;
  if (!recorder) return;
  islandSelector = `.${islandClass}`;
  recorder.skip = islandSelector;
  const target = recorder.target;
  if (target?.closest(islandSelector)) {
    target.removeAttribute('data-early-tap');
    recorder.target = null;
    // React does not listen yet: only the islands' click replay and landing watch hear this one.
    target.click();
  }
}

/**
 * Stops keeping taps: call as React starts listening (hydrateRoot, createRoot). From then on React
 * hears a tap itself, even on HTML it has not adopted yet (it adopts that part first), so keeping it
 * too would carry it out twice.
 */
export function stopKeepingEarlyTaps(): void {
  if (!recorder || kept !== undefined) return;
  recorder.stop();
  // The page is still the server's HTML: React has not drawn anything yet.
  const target = recorder.target;
  const root = pageRoot();
  kept = target && root?.contains(target) ? { target, path: pathWithin(root, target) } : null;
}

/** Carries out the kept tap: call once React runs the page (hydrated it, or drew a screen of its own). */
export function replayEarlyTap(): void {
  if (!recorder) return;
  stopKeepingEarlyTaps();
  recorder.target?.removeAttribute('data-early-tap');
  const root = pageRoot();
  const target = kept && root ? elementOrSuccessor(root, kept.target, kept.path) : null;
  recorder = undefined;
  kept = undefined;
  // Outside React's commit, as the shopper's own tap would be.
  if (target instanceof HTMLElement && !target.closest(islandSelector)) setTimeout(() => replayClick(target));
}
