import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAfterChunkFailure } from './chunk-reload';

describe('chunk load failure', () => {
  it('recognises the browsers’ dynamic import failures and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/ProductRoute-x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Product not found'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads at most once every 10 seconds', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkFailure(sessionStorage, reload, 100_000)).toBe(true);
    expect(reloadAfterChunkFailure(sessionStorage, reload, 109_999)).toBe(false);
    expect(reloadAfterChunkFailure(sessionStorage, reload, 110_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
