import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { freePort, startProcess, type WatchedProcess } from '../server/test/processes';
import { copyProject } from '../server/test/project-copy';

const COMPONENT = 'src/components/ProductDetails/ProductDetails.tsx';

/** Whether React has taken over the server-rendered element (hydration attaches its fiber). */
const hydrated = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

describe('npm run dev', () => {
  let copy = '';
  let dev: WatchedProcess;
  let browser: Browser;
  let page: Page;
  let origin = '';
  const consoleErrors: string[] = [];
  const edit = (change: (source: string) => string) => {
    const file = path.join(copy, COMPONENT);
    writeFileSync(file, change(readFileSync(file, 'utf8')));
  };

  beforeAll(async () => {
    copy = copyProject();
    const port = await freePort();
    origin = `http://localhost:${port}`;
    dev = startProcess(['--import', 'tsx', 'scripts/dev.ts'], {
      cwd: copy,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: path.join(copy, 'data'), REQUEST_LOG: 'false' },
    });
    await dev.waitFor(/Vitrine is ready at /, 240_000);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await dev?.stop();
    rmSync(copy, { recursive: true, force: true });
  });

  it('shows a new fragment field server-rendered and hydrated, and a compiler error in the overlay until it is fixed', async () => {
    await page.goto(`${origin}/product/wordpress-pennant`);
    await expect.poll(() => hydrated(page, 'h1'), { timeout: 60_000 }).toBe(true);

    // The walkthrough's step: a field in the fragment, and the component showing it.
    const saved = performance.now();
    edit((source) =>
      source
        .replace(/(fragment ProductDetails_product on Product \{\n\s+databaseId\n)/, '$1        featured\n')
        .replace(/(<h1 className=\{styles\.title\}>\{name\}<\/h1>)/, '$1<p data-testid="dev-loop-field">featured: {String(data.featured)}</p>'),
    );
    const field = page.getByTestId('dev-loop-field');
    await expect.poll(() => field.count(), { timeout: 60_000 }).toBe(1);
    process.stdout.write(`dev loop: the saved fragment field showed in the browser after ${Math.round(performance.now() - saved)} ms\n`);
    await expect.poll(() => hydrated(page, '[data-testid="dev-loop-field"]'), { timeout: 30_000 }).toBe(true);
    expect(await field.textContent()).toMatch(/^featured: (true|false)$/);
    const html = await (await fetch(`${origin}/product/wordpress-pennant`)).text();
    expect(html).toMatch(/<p data-testid="dev-loop-field">featured: (<!-- -->)?(true|false)<\/p>/);
    // React threw the server's HTML away and rendered anew: the page would not be the one served.
    expect(consoleErrors.filter((text) => /hydration failed|while hydrating|text content does not match/i.test(text))).toEqual([]);
    // Vite's client (its styles, React Refresh's inline preamble, the hot-reload socket) within the page's policy.
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);

    // A typo: the compiler's words, with the file and line, in the browser and the terminal.
    edit((source) => source.replace(/\n(\s+)featured\n/, '\n$1featurd\n'));
    const line = readFileSync(path.join(copy, COMPONENT), 'utf8').split('\n').findIndex((text) => text.trim() === 'featurd') + 1;
    const overlay = page.locator('vite-error-overlay');
    await expect.poll(() => overlay.locator('.message-body').textContent().catch(() => ''), { timeout: 30_000 }).toContain(
      'The type `Product` has no field `featurd`. Did you mean `featured`?',
    );
    expect(await overlay.locator('.file').textContent()).toContain(`${COMPONENT}:${line}:`);
    await dev.waitFor(new RegExp(`has no field \`featurd\`[\\s\\S]*${COMPONENT.replace(/\./g, '\\.')}:${line}:`), 10_000);

    // Fixed: the overlay goes by itself.
    edit((source) => source.replace(/\n(\s+)featurd\n/, '\n$1featured\n'));
    await expect.poll(() => overlay.count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => field.count(), { timeout: 30_000 }).toBe(1);
  }, 240_000);
});
