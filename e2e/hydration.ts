import type { Page } from '@playwright/test';

/** Hydration is over when the page reacts: the search box the server sent is driven by React. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

/** Opens `path` and waits until the page has hydrated and its network is quiet: what it fetches by itself is in. */
export async function openHydratedAndQuiet(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

/** Holds back the chunks whose file name matches `chunk` until `release()`: a slow network for those parts only. */
export async function holdChunks(page: Page, chunk: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname.startsWith('/assets/') && chunk.test(url.pathname), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
