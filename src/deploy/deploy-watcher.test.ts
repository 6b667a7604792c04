import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchForNewDeploys } from './deploy-watcher';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watchForNewDeploys', () => {
  it('checks 1 s after start, then at every interval, and reports a newer build once', async () => {
    const ids = ['build-1', 'build-1', 'build-2'];
    const fetchBuildInfo = vi.fn(async () => ({ id: ids.shift() }));
    const onNewDeploy = vi.fn();
    watchForNewDeploys({ currentBuildId: 'build-1', fetchBuildInfo, onNewDeploy, intervalMs: 60_000 });

    await vi.advanceTimersByTimeAsync(999);
    expect(fetchBuildInfo).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBuildInfo).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onNewDeploy).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onNewDeploy).toHaveBeenCalledWith('build-2');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetchBuildInfo).toHaveBeenCalledTimes(3);
  });

  it('keeps checking after a failed fetch and stops when asked', async () => {
    const fetchBuildInfo = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ id: 'same' });
    const stop = watchForNewDeploys({ currentBuildId: 'same', fetchBuildInfo, onNewDeploy: vi.fn(), intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchBuildInfo).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchBuildInfo).toHaveBeenCalledTimes(2);
  });
});
