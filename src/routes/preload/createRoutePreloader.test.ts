import type { AppRoute } from '../../router/navigation';
import { describe, expect, it, vi } from 'vitest';
import { MAX_PENDING_PRELOADS, createRoutePreloader } from './createRoutePreloader';

function deferredLoader() {
  const calls: { url: string; resolve: () => void; dispose: ReturnType<typeof vi.fn> }[] = [];
  const loader = vi.fn(
    ({ request }: { request: Request }) =>
      new Promise((resolve) => {
        const dispose = vi.fn();
        calls.push({ url: request.url, resolve: () => resolve({ dispose }), dispose });
      }),
  );
  return { loader, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRoutePreloader', () => {
  it('loads the matched screen’s code and data once, and lets go of the data', async () => {
    const { loader, calls } = deferredLoader();
    const routes: AppRoute[] = [{ path: '/product/:slug', lazy: async () => ({ Component: () => null, loader }) }];
    const preload = createRoutePreloader(routes, () => 'http://shop');
    preload('/product/cap');
    preload('/product/cap');
    await flush();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader.mock.calls[0]![0]).toMatchObject({ params: { slug: 'cap' } });
    calls[0]!.resolve();
    await flush();
    expect(calls[0]!.dispose).toHaveBeenCalled();
  });

  it('keeps at most four preloads pending and runs the latest waiting ones next', async () => {
    const { loader, calls } = deferredLoader();
    const preload = createRoutePreloader([{ path: '/p/:n', lazy: async () => ({ Component: () => null, loader }) }], () => 'http://shop');
    for (let n = 1; n <= 8; n += 1) preload(`/p/${n}`);
    await flush();
    expect(loader).toHaveBeenCalledTimes(MAX_PENDING_PRELOADS);
    calls[0]!.resolve();
    await flush();
    expect(loader).toHaveBeenCalledTimes(MAX_PENDING_PRELOADS + 1);
    expect(calls[4]!.url).toBe('http://shop/p/8');
  });
});
