import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserHistory } from '../router/history';
import { createNavigation, type Navigation } from '../router/navigation';
import { NavigationRouter } from '../router/NavigationRouter';
import { continuesMove, MOVE_WINDOW_MS, useSettledNavigate } from './useSettledNavigate';

let router: Navigation | null = null;

/** A list route whose views load as slowly as the test says: each load waits until it is let go. */
async function renderNavigator(options: { slow?: boolean } = {}) {
  let go: ReturnType<typeof useSettledNavigate> = () => undefined;
  const pending: (() => void)[] = [];
  function Probe() {
    go = useSettledNavigate();
    return null;
  }
  window.history.replaceState(null, '', '/elsewhere');
  window.history.pushState(null, '', '/products');
  // The page the test starts on is in at once; the views it navigates to load when let go.
  const loader = () => (options.slow && router?.state ? new Promise<null>((resolve) => pending.push(() => resolve(null))) : null);
  router = createNavigation({ routes: [{ path: '*', lazy: async () => ({ Component: Probe, loader }) }], history: createBrowserHistory() });
  await router.initialize();
  const navigation = router;
  render(<NavigationRouter navigation={navigation} />);
  const step = async (to: string, control?: string) => {
    await act(async () => go(to, control));
  };
  const letViewsLoad = async () => {
    await act(async () => {
      for (const release of pending.splice(0)) release();
    });
  };
  const back = async () => {
    const before = navigation.state!.location;
    await act(async () => {
      window.history.back();
    });
    await waitFor(async () => {
      await letViewsLoad();
      expect(navigation.state!.location).not.toBe(before);
    });
  };
  const search = () => navigation.state!.location.search;
  return { router: navigation, step, letViewsLoad, back, search };
}

const price = (lowest: number) => `/products?filter=price%5B${lowest}%2C*%5D`;

describe('useSettledNavigate', () => {
  afterEach(() => {
    router?.dispose();
    router = null;
    window.history.replaceState(null, '', '/');
  });

  it('makes one history entry of a control’s steps, and a new one for another control', async () => {
    const { router, step, back, search } = await renderNavigator();
    for (const lowest of [3, 4, 5, 6, 7]) await step(price(lowest), 'price');
    expect(search()).toBe('?filter=price%5B7%2C*%5D');
    await step('/products?filter=sale%5Btrue%5D');
    await back();
    expect(search()).toBe('?filter=price%5B7%2C*%5D');
    await back();
    expect(router.state!.location.pathname).toBe('/products');
    expect(search()).toBe('');
  });

  it('keeps the list before a move one Back away when the shopper steps again before a step’s view has loaded', async () => {
    const { router, step, letViewsLoad, back, search } = await renderNavigator({ slow: true });
    // The first step's view is still loading when the second comes: the second makes the entry.
    await step(price(3), 'price');
    await step(price(4), 'price');
    await letViewsLoad();
    await waitFor(() => expect(search()).toBe('?filter=price%5B4%2C*%5D'));
    // Once a step has landed, the next ones replace its entry, loaded or not.
    await step(price(5), 'price');
    await step(price(6), 'price');
    await letViewsLoad();
    await waitFor(() => expect(search()).toBe('?filter=price%5B6%2C*%5D'));
    await back();
    expect(router.state!.location.pathname).toBe('/products');
    expect(search()).toBe('');
    await back();
    expect(router.state!.location.pathname).toBe('/elsewhere');
  });

  it('starts a new entry when the shopper went elsewhere in between, or paused', () => {
    const landed = { control: 'price', replaced: false, entry: 'a', at: 1_000 };
    expect(continuesMove(landed, 'price', 'a', 1_500)).toBe(true);
    expect(continuesMove(landed, 'price', 'b', 1_500)).toBe(false);
    expect(continuesMove(landed, 'rating', 'a', 1_500)).toBe(false);
    expect(continuesMove(landed, undefined, 'a', 1_500)).toBe(false);
    expect(continuesMove(landed, 'price', 'a', 1_000 + MOVE_WINDOW_MS)).toBe(false);
  });

  it('does what a step still loading did: a push is interrupted by a push, a replacement by a replacement', () => {
    expect(continuesMove({ control: 'price', replaced: false, entry: null, at: 0 }, 'price', 'a', 10_000)).toBe(false);
    expect(continuesMove({ control: 'price', replaced: true, entry: null, at: 0 }, 'price', 'a', 10_000)).toBe(true);
    expect(continuesMove({ control: 'price', replaced: true, entry: null, at: 0 }, 'rating', 'a', 10)).toBe(false);
  });
});
