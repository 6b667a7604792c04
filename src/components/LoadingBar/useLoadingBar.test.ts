import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR } from './loadingBarTimings';
import { useLoadingBar } from './useLoadingBar';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderBar() {
  return renderHook(({ navigating, failed }) => useLoadingBar(navigating, failed), { initialProps: { navigating: false, failed: false } });
}

describe('useLoadingBar', () => {
  it('never shows for navigations quicker than the throttle', () => {
    const { result, rerender } = renderBar();
    rerender({ navigating: true, failed: false });
    act(() => vi.advanceTimersByTime(LOADING_BAR.throttleMs - 10));
    rerender({ navigating: false, failed: false });
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toEqual({ status: 'idle', progress: 0, visible: false });
  });

  it('runs idle → loading → finished → idle with the spec’s delays', () => {
    const { result, rerender } = renderBar();
    rerender({ navigating: true, failed: false });
    act(() => vi.advanceTimersByTime(LOADING_BAR.throttleMs));
    expect(result.current.status).toBe('loading');
    const early = result.current.progress;
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.progress).toBeGreaterThan(early);
    expect(result.current.progress).toBeLessThan(100);
    rerender({ navigating: false, failed: false });
    expect(result.current).toEqual({ status: 'finished', progress: 100, visible: true });
    act(() => vi.advanceTimersByTime(LOADING_BAR.hideDelayMs));
    expect(result.current.visible).toBe(false);
    act(() => vi.advanceTimersByTime(LOADING_BAR.resetDelayMs));
    expect(result.current).toEqual({ status: 'idle', progress: 0, visible: false });
  });

  it('ends in the error state when the navigation failed', () => {
    const { result, rerender } = renderBar();
    rerender({ navigating: true, failed: false });
    act(() => vi.advanceTimersByTime(500));
    rerender({ navigating: false, failed: true });
    expect(result.current.status).toBe('error');
  });

  it('turns to the error state when the error page reports the failure after the navigation ended', () => {
    const { result, rerender } = renderBar();
    rerender({ navigating: true, failed: false });
    act(() => vi.advanceTimersByTime(500));
    rerender({ navigating: false, failed: false });
    expect(result.current.status).toBe('finished');
    rerender({ navigating: false, failed: true });
    expect(result.current).toEqual({ status: 'error', progress: 100, visible: true });
    act(() => vi.advanceTimersByTime(LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs));
    expect(result.current).toEqual({ status: 'idle', progress: 0, visible: false });
  });

  it('shows the error state for a failure quicker than the throttle', () => {
    const { result, rerender } = renderBar();
    rerender({ navigating: true, failed: false });
    act(() => vi.advanceTimersByTime(LOADING_BAR.throttleMs - 10));
    rerender({ navigating: false, failed: false });
    rerender({ navigating: false, failed: true });
    expect(result.current).toEqual({ status: 'error', progress: 100, visible: true });
  });
});
