import { expect, test } from '@playwright/test';
import { addToCart, openCart } from '../shopper';

test('a product costs the same with its VAT on its page, its card and its cart line', async ({ page }) => {
  // The belt is entered at €55.00 without tax; the demo shop (Germany) shows prices with 19 % VAT.
  await page.goto('/products?search=belt');
  const card = page.getByRole('article').filter({ hasText: 'Belt' });
  await expect(card.getByText('€65.45')).toBeVisible();
  await expect(card.getByText('incl. 19% VAT')).toBeVisible();

  await addToCart(page, 'belt');
  const main = page.getByRole('main');
  await expect(main.getByText('€65.45').first()).toBeVisible();
  await expect(main.getByText('incl. 19% VAT').first()).toBeVisible();
  const cart = await openCart(page);
  await expect(cart.getByRole('listitem').filter({ hasText: 'Belt' }).getByText('€65.45')).toBeVisible();
});
