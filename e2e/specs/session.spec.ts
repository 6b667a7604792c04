import { expect, test } from '@playwright/test';
import { operationName } from '../shopper';

test('a visitor who only reads sends no session request', async ({ page }) => {
  const operations: string[] = [];
  page.on('request', (request) => {
    const name = operationName(request);
    if (name) operations.push(name);
  });
  await page.goto('/product/beanie');
  await expect(page.getByRole('heading', { level: 1, name: 'Beanie' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  expect(operations).not.toContain('SessionQuery');
  await page.mouse.move(200, 200);
  await expect.poll(() => operations.filter((name) => name === 'SessionQuery').length).toBe(1);
});

test('a session the server no longer accepts is dropped, and the shop works again after one reload', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'woocommerce-session', value: 'not.a.valid-token', url: baseURL! }]);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/product/cap');
  // A returning shopper's session starts once the page is idle (or at the first activity); the server
  // refuses the token, so the browser starts over with one reload.
  await page.mouse.move(100, 100);
  await expect.poll(() => loads).toBe(2);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'woocommerce-session')?.value).not.toBe('not.a.valid-token');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeAttached();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await page.mouse.move(100, 100);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeAttached();
});

test('the checkout starts the session at once', async ({ page }) => {
  const session = page.waitForRequest((request) => operationName(request) === 'SessionQuery');
  await page.goto('/checkout');
  await session;
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});
