import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../axe';
import { addToCart, listSummary, operationName } from '../shopper';

test('adding to cart says so once the shop has the line, with a way to the cart, and leaves focus on the button', async ({ page }) => {
  await page.goto('/product/cap');
  const add = page.getByRole('button', { name: 'Add to cart' });
  const answered = page.waitForResponse((response) => operationName(response.request()) === 'useAddToCartMutation');
  await add.click();
  await answered;
  const notice = page.getByText('“Cap” has been added to your cart.');
  await expect(notice).toBeVisible();
  // Announced: the text sits in a polite live region that was in the page before it.
  await expect(page.locator('[aria-live="polite"]').filter({ has: notice })).toHaveCount(1);
  await expect(add).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Cart' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'View cart' }).click();
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await expect(cart.getByRole('link', { name: 'Cap' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('the header shows a returning shopper’s cart count on a catalogue page without waiting for the mouse', async ({ page }) => {
  await addToCart(page, 'beanie', 2);
  // The session is read after the page has loaded, so it never holds up the first paint.
  const readyStates: string[] = [];
  await page.route('**/graphql', async (route) => {
    if (operationName(route.request()) === 'SessionQuery') readyStates.push(await page.evaluate(() => document.readyState));
    await route.continue();
  });
  await page.goto('/products');
  // No mouse move, key or scroll here: the count arrives once the page is idle.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  expect(readyStates).toEqual(['complete']);
  await expect(page.getByRole('banner').getByText('2', { exact: true })).toBeVisible();
});

test('stepping the price with the keyboard makes one history entry: one Back returns to the list before', async ({ page }) => {
  // Steps are one move when each follows the last within MOVE_WINDOW_MS. The clock stands still, so a
  // busy machine's slow assertions between the steps cannot stretch them apart.
  await page.clock.setFixedTime(new Date('2026-11-29T12:00:00Z'));
  await page.goto('/products');
  await expect(listSummary(page)).toBeVisible();
  const low = page.getByRole('slider', { name: /Lowest price/ });
  // The filters are an island. Keys pressed before their code is in are replayed (server-rendering
  // spec); this test is about the steps React takes, so it steps once React has adopted the slider.
  await expect.poll(() => low.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  await low.focus();
  const start = Number(await low.inputValue());
  let lowest = start;
  for (let step = 0; step < 5; step += 1) {
    await low.press('ArrowRight');
    lowest += 1;
    // Each step lands in the address before the next one, as a shopper watching the list steps.
    await expect(page).toHaveURL(new RegExp(`price%5B${lowest}%2C\\*%5D`));
  }
  await expect(low).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('slider', { name: /Lowest price/ })).toHaveValue(String(start));
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the add-to-cart confirmation leaves the Add to cart button uncovered', async ({ page }) => {
    await addToCart(page, 'cap');
    await expect(page.getByText('“Cap” has been added to your cart.')).toBeVisible();
    const add = page.getByRole('button', { name: 'Add to cart' });
    await add.scrollIntoViewIfNeeded();
    // What a tap at the button's centre reaches: the button itself, not the confirmation over it.
    const reached = await add.evaluate((button) => {
      const { x, y, width, height } = button.getBoundingClientRect();
      return document.elementFromPoint(x + width / 2, y + height / 2) === button;
    });
    expect(reached).toBe(true);
  });

  test('the open filters say how many products they leave and lead back to them', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const total = Number(/of (\d+)/.exec((await listSummary(page).textContent()) ?? '')![1]);
    const show = page.getByRole('button', { name: /^Show \d+ results?$/ });
    await expect(show).toHaveText(`Show ${total} results`);
    await expect(show).toBeInViewport();

    await page.getByRole('checkbox', { name: /^On sale/ }).click({ force: true });
    await expect(page).toHaveURL(/filter=sale%5Btrue%5D/);
    await expect(listSummary(page)).not.toHaveText(new RegExp(`of ${total}$`));
    const onSale = Number(/of (\d+)/.exec((await listSummary(page).textContent()) ?? '')![1]);
    await expect(show).toHaveText(onSale === 1 ? 'Show 1 result' : `Show ${onSale} results`);
    await expect(show).toBeInViewport();

    await show.click();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await expect(listSummary(page)).toBeInViewport();
  });
});

test('checkout preselects the first payment method and asks for a US state, as WooCommerce does', async ({ page }) => {
  await addToCart(page, 'cap');
  await page.goto('/checkout');
  const payment = page.getByRole('radiogroup', { name: 'Payment method' });
  await expect(payment.getByRole('radio').first()).toBeChecked();

  await expect(page.getByText('State / County (optional)')).toBeVisible();
  await page.getByRole('button', { name: /Country \/ Region/ }).click();
  await page.getByRole('option', { name: 'United States', exact: true }).click();
  const state = page.getByRole('button', { name: /State \/ County/ });
  await expect(state).toBeVisible();
  await expect(page.getByText('State / County (optional)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.locator('[data-invalid]').filter({ has: state })).toHaveCount(1);
});

test('after Back to the list, at the place the shopper left it, the next product link opens its page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/products');
  await expect(listSummary(page)).toBeVisible();
  const products = page.getByRole('list', { name: 'Products' });
  const cap = products.getByRole('link', { name: 'Cap' }).first();
  await cap.scrollIntoViewIfNeeded();
  const listScroll = await page.evaluate(() => window.scrollY);
  expect(listScroll).toBeGreaterThan(0);
  await cap.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cap' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listScroll);
  // The navigation after a Back is the one that broke when a scroll's answer was kept as a cleanup.
  await products.getByRole('link', { name: 'Belt' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Belt' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await products.getByRole('link', { name: 'Cap' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cap' })).toBeVisible();
  expect(errors).toEqual([]);
});
