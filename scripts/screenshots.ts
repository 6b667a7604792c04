import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';

/**
 * `node --import tsx scripts/screenshots.ts`: retakes the README's screenshots (docs/screenshots/) of
 * home, products, list, contact, cart, checkout and order at 375, 768 and 1280 px in Chromium: the production build (rebuilt when stale, as `npm start` does)
 * served by the real server on a throw-away demo shop, as the e2e suite serves it, but on a port of its
 * own (SCREENSHOTS_PORT, 4373) so it can run beside the suite.
 */
const port = Number(process.env.SCREENSHOTS_PORT ?? 4373);
const origin = `http://127.0.0.1:${port}`;
const outDir = path.resolve('docs', 'screenshots');
const WIDTHS = [375, 768, 1280];
const HEIGHT = 900;
const PRODUCTS = { simple: 'beanie', variable: 'v-neck-t-shirt', grouped: 'logo-collection', external: 'wordpress-pennant' };

/** Starts the server on a fresh data directory (demo seed and its images) and resolves once it answers. */
async function startShop(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-screenshots-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (!(await fetch(`${origin}/healthz`).then((response) => response.ok, () => false))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not start on ${origin}`);
    }
    await delay(250);
  }
  return stop;
}

/** Counts the page's GraphQL calls in flight, so a shot waits until the last answer has been drawn. */
function trackGraphql(page: Page): () => Promise<void> {
  let pending = 0;
  const count = (change: number) => (request: Request) => {
    if (request.url().includes('/graphql')) pending += change;
  };
  page.on('request', count(1));
  page.on('requestfinished', count(-1));
  page.on('requestfailed', count(-1));
  return async () => {
    for (let quiet = 0; quiet < 3; quiet = pending === 0 ? quiet + 1 : 0) await delay(100);
  };
}

/** Hydrated (React owns the root), no call in flight, fonts and the images in view loaded. */
async function settle(page: Page, idle: () => Promise<void>) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const inView = [...document.images].filter((image) => image.getBoundingClientRect().top < innerHeight);
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer')) && inView.every((image) => image.complete);
  });
  await idle();
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)))));
}

async function shoot(page: Page, idle: () => Promise<void>, name: string, fullPage = false) {
  // A whole page is drawn from the top, without the scroll or the focus ring the last form step left.
  if (fullPage) {
    await page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      scrollTo(0, 0);
    });
  }
  await settle(page, idle);
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage });
  process.stdout.write(`docs/screenshots/${name}.png\n`);
}

async function chooseOption(page: Page, label: RegExp, option: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** One width: home, the product types, the list and the contact page, then a guest's cart, checkout and order page. */
async function shootWidth(browser: Browser, width: number) {
  const context = await browser.newContext({ baseURL: origin, viewport: { width, height: HEIGHT }, locale: 'en-US', reducedMotion: 'reduce' });
  const page = await context.newPage();
  const idle = trackGraphql(page);
  await page.goto('/');
  await shoot(page, idle, `home-${width}`);
  await page.goto('/contact');
  await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
  await shoot(page, idle, `contact-${width}`);
  for (const [type, slug] of Object.entries(PRODUCTS)) {
    await page.goto(`/product/${slug}`);
    await shoot(page, idle, `product-${type}-${width}`);
  }
  await page.goto('/products');
  await shoot(page, idle, `list-products-${width}`);

  for (const [slug, count] of [['belt', '1 item'], ['cap', '2 items']] as const) {
    await page.goto(`/product/${slug}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('banner').getByRole('button', { name: `Cart, ${count}` }).waitFor();
  }
  await page.getByRole('banner').getByRole('button', { name: /^Cart, / }).click();
  await page.getByRole('dialog', { name: 'Cart' }).waitFor();
  await shoot(page, idle, `cart-${width}`);

  await page.goto('/checkout');
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await page.getByRole('textbox', { name: 'First name' }).fill('Greta');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Berger');
  await chooseOption(page, /Country \/ Region/, 'Germany');
  await page.getByRole('textbox', { name: 'Street address' }).fill('Torstraße 5');
  await page.getByRole('textbox', { name: 'Postcode / ZIP' }).fill('20095');
  await page.getByRole('textbox', { name: 'Town / City' }).fill('Hamburg');
  await page.getByRole('textbox', { name: 'Email address' }).fill(`shots${width}@example.com`);
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('welcome10');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await page.getByRole('button', { name: 'Remove coupon welcome10' }).waitFor();
  await page.getByRole('radio', { name: /Free shipping/ }).click({ force: true });
  await page.getByRole('radio', { name: /Direct bank transfer/ }).click({ force: true });
  await shoot(page, idle, `checkout-${width}`, true);

  await page.getByRole('button', { name: 'Place order' }).click();
  await page.getByText('Thank you for your order.').waitFor();
  await shoot(page, idle, `order-${width}`, true);
  await context.close();
}

async function main() {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-stale.ts'], { stdio: 'inherit' });
  const stopShop = await startShop();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const width of WIDTHS) await shootWidth(browser, width);
  } finally {
    await browser.close();
    await stopShop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
