import { expect, test } from '@playwright/test';
import { STOREFRONT_WIDTHS } from '../../server/services/images/urls';
import { expectNoSeriousA11yViolations } from '../axe';
import { listSummary as summary, operationName, productList } from '../shopper';

test('browse: home → category → filter → sort → pages → search → product → variation → review', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Shop by category' }).getByRole('link', { name: /Clothing/ }).click();
  await expect(page).toHaveURL(/\/product-category\/clothing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible();
  await expect(summary(page)).toHaveText(/^Showing 1 to \d+ of \d+$/);
  const all = Number(/of (\d+)/.exec((await summary(page).textContent()) ?? '')![1]);

  // Filter by a global attribute: the list narrows on the server and the filter lands in the URL.
  // react-aria draws its own box over the visually hidden native input, so the click goes to the label.
  const blue = page.getByRole('checkbox', { name: /^Blue/ });
  await blue.click({ force: true });
  await expect(blue).toBeChecked();
  await expect(page).toHaveURL(/filter=pa_color%5Bblue%5D/);
  await expect(summary(page)).not.toHaveText(`Showing 1 to ${all} of ${all}`);

  // Price range: the low thumb moves by keyboard and joins the filter; the high one, left at its end, sets no bound.
  const low = page.getByRole('slider', { name: /Lowest price/ });
  await low.focus();
  await low.press('ArrowRight');
  await expect(page).toHaveURL(/price%5B\d+%2C\*%5D/);

  // Sort by price, applied shortly after the choice.
  await page.getByRole('button', { name: /Sort by/ }).click();
  await page.getByRole('option', { name: 'Price' }).click();
  await expect(page).toHaveURL(/orderby=price/);
  await expect(productList(page).getByRole('listitem').first()).toBeVisible();

  // Page-number URLs load their page directly, filters and all.
  const filtered = new URL(page.url());
  await page.goto(`/product-category/clothing/page/1${filtered.search}`);
  await expect(summary(page)).toHaveText(/^Showing 1 to \d+ of \d+$/);
  await page.goto('/products/page/1');
  await expect(summary(page)).toHaveText(/^Showing 1 to \d+ of \d+$/);

  // Search from the header: case-insensitive, server-side.
  await page.getByRole('banner').getByRole('searchbox', { name: 'Search products' }).fill('HOODIE');
  await expect(page).toHaveURL(/\/products\?search=HOODIE/);
  await expect(productList(page).getByRole('link', { name: 'Hoodie', exact: true })).toBeVisible();
  await productList(page).getByRole('link', { name: 'Hoodie', exact: true }).click();

  // Product page: choosing a variation updates the URL and the picture.
  await expect(page.getByRole('heading', { level: 1, name: 'Hoodie' })).toBeVisible();
  const mainImage = page.locator('main img[fetchpriority="high"]');
  const before = await mainImage.getAttribute('src');
  // Green's picture differs from the product's own (the red one, which "Red, No" shares, as in WooCommerce's sample data).
  await page.getByRole('radio', { name: 'Green' }).click({ force: true });
  await expect(page).toHaveURL(/attribute_pa_color=green/);
  await page.getByRole('radio', { name: 'No' }).click({ force: true });
  await expect(page).toHaveURL(/attribute_logo=No/);
  await expect(mainImage).not.toHaveAttribute('src', before ?? '');
  await expect(page.getByText('In stock')).toBeVisible();

  // Write a review as a guest.
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await expect(page).toHaveURL(/tab=reviews/);
  const form = page.getByRole('form', { name: 'Review Hoodie' });
  await form.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await form.getByRole('textbox', { name: 'Your review' }).fill('Warm and well made.');
  await form.getByRole('textbox', { name: 'Name' }).fill('E2E Shopper');
  await form.getByRole('textbox', { name: 'Email' }).fill('e2e@example.com');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your review' })).toBeVisible();
});

test('an unknown product shows "Product not found" on the 404 error page', async ({ page }) => {
  await page.goto('/product/no-such-product');
  await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText('Product not found')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an unknown category and page numbers outside the list are 404s', async ({ page }) => {
  await page.goto('/product-category/no-such-category');
  await expect(page.getByText('Page not found: /product-category/no-such-category')).toBeVisible();
  await page.goto('/products/page/0');
  await expect(page.getByText('Page not found: /products/page/0')).toBeVisible();
  // The demo shop fits on one page of 24.
  await page.goto('/products/page/2');
  await expect(page.getByText('Page not found: /products/page/2')).toBeVisible();
});

test('categories page lists non-empty categories with images, largest first', async ({ page }) => {
  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(page).toHaveTitle(/^Categories \| /);
  const links = page.getByRole('main').getByRole('link', { name: /products?$/ });
  await expect(links.first()).toBeVisible();
  const counts = (await links.allTextContents()).map((text) => Number(/(\d+) products?$/.exec(text)![1]));
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  expect(counts.every((count) => count > 0)).toBe(true);
});

// A picture is fetched at the narrowest width that is still sharp where it is shown: never blurred,
// and never twice the bytes a phone needs (a half-width card on a 412 px, 1.75x phone is the 320 variant).
for (const screen of [
  { width: 360, height: 740, scale: 3 },
  { width: 412, height: 823, scale: 1.75 },
  { width: 768, height: 1024, scale: 2 },
  { width: 1024, height: 768, scale: 1 },
  { width: 1350, height: 940, scale: 1 },
]) {
  test(`pictures come at the width they are shown on a ${screen.width} px screen at ${screen.scale}x`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: screen.scale });
    try {
      for (const path of ['/', '/products', '/categories', '/product/hoodie']) {
        // A page of its own each time: a variant already in memory could be reused for a smaller slot.
        const page = await context.newPage();
        await page.goto(path, { waitUntil: 'load' });
        // Down the page half a screen at a time, so the lazy pictures further down (the list's last
        // rows, related products) load too, then wait for every one of them.
        await page.evaluate(async () => {
          for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
            window.scrollTo(0, top);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        });
        await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('main img[sizes]')].every((image) => image.complete && image.currentSrc !== ''));
        const shown = await page.locator('main img[sizes]').evaluateAll((images) =>
          images
            .map((image) => image as HTMLImageElement)
            .map((image) => ({ alt: image.alt, cssWidth: image.getBoundingClientRect().width, fetched: Number(/\/w_(\d+)/.exec(image.currentSrc)?.[1]) })),
        );
        expect(shown.length, `pictures loaded on ${path}`).toBeGreaterThan(0);
        for (const { alt, cssWidth, fetched } of shown) {
          const needed = Math.floor(cssWidth * screen.scale);
          const narrowestSharp = STOREFRONT_WIDTHS.find((width) => width >= needed) ?? STOREFRONT_WIDTHS.at(-1);
          expect(fetched, `"${alt}" on ${path}, shown ${cssWidth.toFixed(0)} px wide (${needed} device pixels)`).toBe(narrowestSharp);
        }
        await page.close();
      }
    } finally {
      await context.close();
    }
  });
}

for (const path of ['/', '/products', '/products?filter=pa_color%5Bblue%5D&orderby=price&order=ASC', '/categories', '/product-category/clothing', '/product/hoodie', '/product/hoodie?tab=reviews', '/contact', '/privacy-policy', '/no/such/page']) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('a search typed at an ordinary pace while the list is slow to answer keeps every letter', async ({ page }) => {
  await page.goto('/products');
  await expect(summary(page)).toBeVisible();
  // Each keystroke's search lands just after the next key: its answer must not put back the older text.
  await page.route('**/graphql', async (route) => {
    if (operationName(route.request()) !== 'ProductListRouteQuery') return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 160));
    await route.continue();
  });
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
  await search.click();
  await search.pressSequentially('hoodie logo', { delay: 200 });
  await expect(page).toHaveURL(/\/products\?search=hoodie\+logo$/);
  await expect(search).toHaveValue('hoodie logo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “hoodie logo”');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a search typed in the search row from the home page keeps every letter as the list opens', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
    await expect(search).toBeFocused();
    await search.pressSequentially('belt', { delay: 250 });
    await expect(page).toHaveURL(/\/products\?search=belt$/);
    await expect(search).toHaveValue('belt');
    await expect(productList(page).getByRole('link', { name: 'Belt', exact: true })).toBeVisible();
  });
});

test('the review count under the price opens the Reviews tab, with JavaScript and without', async ({ page, browser }) => {
  await page.goto('/product/hoodie');
  await page.getByRole('link', { name: /^\d+ reviews?$/ }).click();
  await expect(page).toHaveURL(/\/product\/hoodie\?tab=reviews#reviews$/);
  await expect(page.getByRole('tab', { name: /Reviews/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toBeInViewport();

  const offline = await browser.newContext({ javaScriptEnabled: false });
  const crawler = await offline.newPage();
  await crawler.goto(new URL('/product/hoodie', page.url()).href);
  await crawler.getByRole('link', { name: /^\d+ reviews?$/ }).click();
  await expect(crawler).toHaveURL(/\?tab=reviews#reviews$/);
  await expect(crawler.getByRole('tab', { name: /Reviews/ })).toHaveAttribute('aria-selected', 'true');
  await offline.close();
});

test('a search the shop refuses shows why, as a 400 page, with JavaScript off too', async ({ page, browser }) => {
  const tooMany = '/products?search=a+b+c+d+e+f+g+h+i+j+k';
  const answer = await page.goto(tooMany);
  expect(answer?.status()).toBe(400);
  await expect(page.getByText('Your search has too many words: please use at most 10.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search products' })).toBeVisible();
  const offline = await browser.newContext({ javaScriptEnabled: false });
  const crawler = await offline.newPage();
  const refused = await crawler.goto(new URL(tooMany, page.url()).href);
  expect(refused?.status()).toBe(400);
  await expect(crawler.getByText('Your search has too many words: please use at most 10.')).toBeVisible();
  await offline.close();
});
