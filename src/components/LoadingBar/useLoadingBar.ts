import { useEffect, useRef, useState } from 'react';
import { LOADING_BAR, estimatedProgress } from './loadingBarTimings';

export type LoadingBarStatus = 'idle' | 'loading' | 'finished' | 'error';

export interface LoadingBarView {
  status: LoadingBarStatus;
  /** 0–100. */
  progress: number;
  visible: boolean;
}

const TICK_MS = 100;
const IDLE: LoadingBarView = { status: 'idle', progress: 0, visible: false };

/** The full bar in its end state, hidden after the hide delay and back to zero after the reset delay. */
function showEnd(setView: (update: LoadingBarView | ((current: LoadingBarView) => LoadingBarView)) => void, status: 'finished' | 'error') {
  setView({ status, progress: 100, visible: true });
  let reset: ReturnType<typeof setTimeout> | undefined;
  const hide = setTimeout(() => {
    setView((current) => ({ ...current, visible: false }));
    reset = setTimeout(() => setView(IDLE), LOADING_BAR.resetDelayMs);
  }, LOADING_BAR.hideDelayMs);
  return () => {
    clearTimeout(hide);
    clearTimeout(reset);
  };
}

/**
 * Drives the loading bar from "is a navigation running" and "did the last one fail": idle → loading
 * (only after the throttle) → finished or error (full bar, hidden after the hide delay, back to zero
 * after the reset delay) → idle.
 */
export function useLoadingBar(isNavigating: boolean, failed: boolean): LoadingBarView {
  const [view, setView] = useState<LoadingBarView>(IDLE);
  const shown = useRef(false);

  useEffect(() => {
    if (!isNavigating) return;
    let ticker: ReturnType<typeof setInterval> | undefined;
    const startedAt = Date.now();
    const throttle = setTimeout(() => {
      shown.current = true;
      setView({ status: 'loading', progress: estimatedProgress(LOADING_BAR.throttleMs), visible: true });
      ticker = setInterval(
        () => setView({ status: 'loading', progress: estimatedProgress(Date.now() - startedAt), visible: true }),
        TICK_MS,
      );
    }, LOADING_BAR.throttleMs);
    return () => {
      clearTimeout(throttle);
      clearInterval(ticker);
    };
  }, [isNavigating]);

  const failedNow = useRef(failed);
  failedNow.current = failed;

  useEffect(() => {
    if (isNavigating || !shown.current) return;
    shown.current = false;
    return showEnd(setView, failedNow.current ? 'error' : 'finished');
  }, [isNavigating]);

  // The route's error page reports the failure after the navigation has ended (and a quick failing
  // navigation never showed the bar at all), so a failure turns the bar into its error state by itself.
  useEffect(() => {
    if (!failed) return;
    return showEnd(setView, 'error');
  }, [failed]);

  return view;
}
