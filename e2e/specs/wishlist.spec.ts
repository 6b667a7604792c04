import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../axe';
import { newShopper } from '../shopper';

test('a guest’s wishlist survives reloads, goes with the shopper at sign-up and follows them to another device', async ({ page, browser }) => {
  await page.goto('/wishlist');
  await expect(page.getByText('You have no items in your wishlist')).toBeVisible();

  await page.goto('/product/beanie');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }).click();
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await cart.getByRole('button', { name: 'Move Beanie to wishlist' }).click();
  await expect(cart.getByText('Your cart is empty.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/wishlist');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Beanie' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add Beanie to cart' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeAttached();

  const shopper = newShopper('wisher');
  await page.goto('/my-account');
  const form = page.getByRole('region', { name: 'Register' });
  await form.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
  await form.getByRole('textbox', { name: 'Username' }).fill(shopper.username);
  await form.getByLabel('Password').fill(shopper.password);
  await form.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('tab', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/tab=wishlist/);
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Beanie' }).first()).toBeVisible();

  // Another device: the list was merged into the account at sign-up.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await other.goto('/my-account');
  const signIn = other.getByRole('region', { name: 'Sign In' });
  await signIn.getByRole('textbox', { name: 'Username or email' }).fill(shopper.username);
  await signIn.getByLabel('Password').fill(shopper.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await other.getByRole('tab', { name: 'Wishlist' }).click();
  await expect(other.getByRole('tabpanel').getByRole('link', { name: 'Beanie' }).first()).toBeVisible();
  await otherDevice.close();
});
