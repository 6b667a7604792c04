import { expect, test, type Page } from '@playwright/test';

/** Collects what the browser refused under the Content-Security-Policy while the page ran. */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportPolicyViolation(text: string): void }).reportPolicyViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the storefront runs under its Content-Security-Policy: home, product, cart and checkout', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('heading', { level: 1, name: 'Find your next favourite' })).toBeVisible();

  await page.goto('/product/beanie');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('shows the images whatever host name the shop is opened at (localhost, while PUBLIC_URL names 127.0.0.1)', async ({ page, baseURL }) => {
  const violations = await watchPolicyViolations(page);
  const otherHost = baseURL!.replace('127.0.0.1', 'localhost');
  await page.goto(`${otherHost}/product/beanie`);
  const images = page.locator('main img');
  await expect(images.first()).toBeVisible();
  await images.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() => images.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && new URL(image.currentSrc).origin))
    .toBe(otherHost);
  await page.goto(`${otherHost}/`);
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => page.locator('main img').evaluateAll((all: HTMLImageElement[]) => all.filter((image) => image.complete && image.naturalWidth > 0).length)).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});
