import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../axe';
import { addToCart, openCart, operationName } from '../shopper';

/** The belt in the cart, and a second tab of the same shopper with its cart panel open on it. */
async function beltInTwoTabs(context: BrowserContext, page: Page) {
  await addToCart(page, 'belt');
  const other = await context.newPage();
  await other.goto('/product/belt');
  const otherCart = await openCart(other);
  await expect(otherCart.getByRole('textbox', { name: 'Quantity of Belt' })).toHaveValue('1');
  return otherCart;
}

test('the new line shows before the server answers, and the server’s cart replaces it', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (operationName(route.request()) === 'useAddToCartMutation') await held;
    await route.continue();
  });
  await page.goto('/product/beanie');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  const cart = await openCart(page);
  await expect(cart.getByRole('link', { name: 'Beanie' })).toBeVisible();
  await expect(cart.getByRole('button', { name: 'Remove Beanie' })).toBeDisabled();
  release();
  await expect(cart.getByRole('button', { name: 'Remove Beanie' })).toBeEnabled();
  await expect(cart.getByRole('definition').first()).toHaveText('€21.42'); // the subtotal: €18.00 + 19 % VAT, as the shop displays prices
  await expectNoSeriousA11yViolations(page);
});

test('a refused line goes away again and the cart says why', async ({ page }) => {
  await page.route('**/graphql', async (route) => {
    if (operationName(route.request()) !== 'useAddToCartMutation') return route.continue();
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        data: { addToCart: null },
        errors: [{ message: 'You cannot add &quot;Beanie&quot; to the cart because the product is out of stock.', path: ['addToCart'] }],
      }),
    });
  });
  await page.goto('/product/beanie');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await expect(cart.getByRole('alert')).toHaveText('You cannot add "Beanie" to the cart because the product is out of stock.');
  await expect(cart.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, empty' })).toBeAttached();
});

test('quantities change and lines go, and the cart stays as the server has it after a reload', async ({ page }) => {
  await addToCart(page, 'cap');
  const cart = await openCart(page);
  const increase = cart.getByRole('button', { name: /Increase/ });
  await increase.click();
  await increase.click();
  await expect(cart.getByRole('textbox', { name: 'Quantity of Cap' })).toHaveValue('3');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 3 items' })).toBeAttached();
  await expect(cart.getByRole('definition').first()).toHaveText('€57.12'); // the subtotal: €48.00 + 19 % VAT
  await page.reload();
  const reloaded = await openCart(page);
  await expect(reloaded.getByRole('textbox', { name: 'Quantity of Cap' })).toHaveValue('3');
  await reloaded.getByRole('button', { name: 'Remove Cap' }).click();
  await expect(reloaded.getByText('Your cart is empty.')).toBeVisible();
});

test('two tabs: a line removed in one is not brought back by the other, which shows the server’s cart and why', async ({ context, page }) => {
  await addToCart(page, 'cap');
  const other = await context.newPage();
  await other.goto('/product/cap');
  const otherCart = await openCart(other);
  await expect(otherCart.getByRole('textbox', { name: 'Quantity of Cap' })).toHaveValue('1');

  const cart = await openCart(page);
  await cart.getByRole('button', { name: 'Remove Cap' }).click();
  await expect(cart.getByText('Your cart is empty.')).toBeVisible();

  // The other tab still shows the line; raising its quantity meets the server's cart, where it is gone.
  await otherCart.getByRole('button', { name: /Increase/ }).click();
  await expect(otherCart.getByText('Your cart is empty.')).toBeVisible();
  await expect(otherCart.getByRole('alert')).toContainText('failed to update');
  await other.reload();
  await expect(other.getByRole('banner').getByRole('button', { name: 'Cart, empty' })).toBeAttached();
});

test('two tabs: removing in the second a line the first removed ends with the empty cart and no error', async ({ context, page }) => {
  const otherCart = await beltInTwoTabs(context, page);
  const other = otherCart.page();

  const cart = await openCart(page);
  await cart.getByRole('button', { name: 'Remove Belt' }).click();
  await expect(cart.getByText('Your cart is empty.')).toBeVisible();

  // What the shopper asks for in the second tab has happened already: the server's cart, and no message.
  // The refused removal is followed by a read of the shop's cart; once that is in, the cart is settled.
  const reread = other.waitForResponse((response) => operationName(response.request()) === 'refetchCartQuery');
  await otherCart.getByRole('button', { name: 'Remove Belt' }).click();
  await reread;
  await expect(otherCart.getByText('Your cart is empty.')).toBeVisible();
  await expect(other.getByRole('banner').getByRole('button', { name: 'Cart, empty' })).toBeAttached();
  await expect(otherCart.getByRole('alert')).toHaveText('');
  await other.reload();
  await expect(other.getByRole('banner').getByRole('button', { name: 'Cart, empty' })).toBeAttached();
});

test('two tabs: emptying in the second a cart the first emptied ends with the empty cart and no error', async ({ context, page }) => {
  const otherCart = await beltInTwoTabs(context, page);
  const other = otherCart.page();

  const cart = await openCart(page);
  await cart.getByRole('button', { name: 'Empty cart' }).click();
  await expect(cart.getByText('Your cart is empty.')).toBeVisible();

  const reread = other.waitForResponse((response) => operationName(response.request()) === 'refetchCartQuery');
  await otherCart.getByRole('button', { name: 'Empty cart' }).click();
  await reread;
  await expect(otherCart.getByText('Your cart is empty.')).toBeVisible();
  await expect(other.getByRole('banner').getByRole('button', { name: 'Cart, empty' })).toBeAttached();
  await expect(otherCart.getByRole('alert')).toHaveText('');
});
