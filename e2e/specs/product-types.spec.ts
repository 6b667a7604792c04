import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../axe';
import { holdChunks, waitForHydration } from '../hydration';
import { openCart, operationName } from '../shopper';

test('a grouped product lists its children; one Add to cart adds each chosen child with its quantity', async ({ page }) => {
  const answered: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/graphql') && operationName(response.request()) === 'useAddToCartMutation') answered.push(response.url());
  });
  await page.goto('/product/logo-collection');
  const children = page.getByRole('list', { name: 'Products in this group' });
  await expect(children.getByRole('listitem')).toHaveCount(3);
  await expect(children.getByRole('link', { name: 'Hoodie with Logo' })).toHaveAttribute('href', '/product/hoodie-with-logo');
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  await expect(addToCart).toBeDisabled();

  await children.getByRole('textbox', { name: 'Quantity of T-Shirt' }).fill('2');
  await children.getByRole('textbox', { name: 'Quantity of T-Shirt' }).blur();
  await children.getByRole('button', { name: /Increase Quantity of Beanie/ }).click();
  await expect(addToCart).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await addToCart.click();

  await expect.poll(() => answered.length).toBe(2);
  const cart = await openCart(page);
  await expect(cart.getByRole('button', { name: 'Remove T-Shirt' })).toBeEnabled();
  await expect(cart.getByRole('button', { name: 'Remove Beanie' })).toBeEnabled();
  await expect(cart.getByRole('textbox', { name: 'Quantity of T-Shirt' })).toHaveValue('2');
  await expect(cart.getByRole('textbox', { name: 'Quantity of Beanie' })).toHaveValue('1');
  await expect(cart.getByRole('link', { name: 'Logo Collection' })).toHaveCount(0);
});

/** Opens the V-Neck T-Shirt and chooses Green and Large; both are the page's (named next to their labels). */
async function chooseGreenLargeVNeck(page: Page) {
  await page.goto('/product/v-neck-t-shirt');
  await page.getByRole('radio', { name: 'Green' }).click({ force: true });
  await page.getByRole('radio', { name: 'Large' }).click({ force: true });
  await expect(page.getByText(': Green')).toBeVisible();
  await expect(page.getByText(': Large')).toBeVisible();
}

/** Adds the chosen item and opens the cart once the server has answered. */
async function addAndOpenCart(page: Page) {
  const answered = page.waitForResponse((response) => operationName(response.request()) === 'useAddToCartMutation');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await answered;
  return openCart(page);
}

test('a variation that accepts any size is added with the size the shopper chose', async ({ page }) => {
  await chooseGreenLargeVNeck(page);
  const cart = await addAndOpenCart(page);
  await expect(cart.getByRole('button', { name: 'Remove V-Neck T-Shirt' })).toBeEnabled();
  await expect(cart.getByRole('alert')).toBeEmpty();
  await expect(cart.getByText('Color: green')).toBeVisible();
  // The variation accepts any size: the line shows the size chosen, not an empty "Size:".
  await expect(cart.getByText('Size: large')).toBeVisible();
});

test("pointing at a related product that has a Color of its own leaves this product's colour choice as it was", async ({ page }) => {
  await chooseGreenLargeVNeck(page);
  // The Long Sleeve Tee comes in green too, as a plain attribute: pointing at it loads its page's data.
  const preloaded = page.waitForResponse((response) => operationName(response.request()) === 'ProductRouteQuery');
  await page.getByRole('link', { name: /Long Sleeve Tee/ }).first().hover();
  await preloaded;
  await expect(page.getByRole('radiogroup', { name: /Color/ })).toBeVisible();
  await expect(page.getByText(': Green')).toBeVisible();
  // The green one, not the first colour that comes in every size.
  const cart = await addAndOpenCart(page);
  await expect(cart.getByRole('button', { name: 'Remove V-Neck T-Shirt' })).toBeEnabled();
  await expect(cart.getByText('Color: green')).toBeVisible();
  await expect(cart.getByText('Color: red')).toHaveCount(0);
});

test('a colour and size tapped while the page is still loading its code count once the app takes over', async ({ page }) => {
  // Hold the product screen's code back, as a slow phone would wait for it, so the tap lands on the server's HTML.
  let releaseCode!: () => void;
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(/\/assets\/ProductRoute-[\w-]+\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.goto('/product/v-neck-t-shirt', { waitUntil: 'domcontentloaded' });
  await page.getByText('Green', { exact: true }).click();
  await page.getByText('Large', { exact: true }).click();
  releaseCode();
  // The app has taken over when the chosen values are named next to their labels.
  await expect(page.getByText(': Large')).toBeVisible();
  await expect(page.getByText(': Green')).toBeVisible();
  await expect(page).toHaveURL(/attribute_pa_color=green/);
  await expect(page).toHaveURL(/attribute_pa_size=large/);
});

test('two choices tapped in quick succession both count, even on a slow phone', async ({ page }) => {
  await page.goto('/product/hoodie');
  await expect(page.getByRole('heading', { level: 1, name: 'Hoodie' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A slow phone: the first choice is still on its way into the URL when the second tap comes.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await page.getByRole('radio', { name: 'Blue' }).click({ force: true, noWaitAfter: true });
  await page.getByRole('radio', { name: 'No' }).click({ force: true, noWaitAfter: true });
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page).toHaveURL(/attribute_pa_color=blue/);
  await expect(page).toHaveURL(/attribute_logo=No/i);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
});

test('a colour and size tapped on the running page before the choice’s code is in count once it is, and Add to cart adds that variation', async ({ page }) => {
  const release = await holdChunks(page, /\/VariationPicker-[\w-]+\.js$/);
  await page.goto('/product/v-neck-t-shirt');
  await waitForHydration(page);
  await page.getByText('Green', { exact: true }).click();
  await page.getByText('Large', { exact: true }).click();
  await expect(page).not.toHaveURL(/attribute_pa_color/);
  release();
  await expect(page).toHaveURL(/attribute_pa_color=green/);
  await expect(page).toHaveURL(/attribute_pa_size=large/);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});

test('a quantity typed in a grouped product before the fields’ code is in is taken once it is, and Add to cart waits for it', async ({ page }) => {
  const release = await holdChunks(page, /\/QuantityField-[\w-]+\.js$/);
  await page.goto('/product/logo-collection');
  await waitForHydration(page);
  const children = page.getByRole('list', { name: 'Products in this group' });
  await children.getByRole('textbox', { name: 'Quantity of Beanie' }).fill('3');
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  // Until the field has taken the quantity, the group has nothing to add.
  await expect(addToCart).toBeDisabled();
  release();
  await expect(addToCart).toBeEnabled();
  await addToCart.click();
  const cart = await openCart(page);
  await expect(cart.getByRole('textbox', { name: 'Quantity of Beanie' })).toHaveValue('3');
});
