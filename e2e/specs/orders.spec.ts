import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../axe';
import { addToCart, fillBilling, mailTo, newShopper, openCart, register } from '../shopper';

/** The first euro amount of a text such as "€65.45incl. €10.45 MwSt.", in cents. */
function cents(text: string | null): number {
  const amount = /€([\d,]+\.\d\d)/.exec(text ?? '')?.[1] ?? 'NaN';
  return Math.round(Number(amount.replace(/,/g, '')) * 100);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

test('prices include VAT everywhere and add up; free shipping is chosen; a new account stays signed in and sees its bank-transfer order', async ({ page }) => {
  const shopper = newShopper('vat');
  await addToCart(page, 'belt');
  const cart = await openCart(page);
  // The belt costs €55.00 before VAT: the shop shows it with 19 % VAT, in the line and the subtotal alike.
  await expect(cart.getByRole('listitem').filter({ hasText: 'Belt' }).getByText('€65.45')).toBeVisible();
  await expect(cart.getByText(/^incl\. €\d+\.\d\d MwSt\.$/)).toBeVisible();

  // Client-side navigation to the checkout keeps the badge right.
  await cart.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeAttached();
  // The estimate is for Germany, and the country field says so.
  await expect(page.getByRole('button', { name: /Country \/ Region/ })).toContainText('Germany');
  await expect(page.getByText('State / County (optional)')).toBeVisible();

  await page.getByRole('textbox', { name: 'Coupon code' }).fill('freeship');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(page.getByRole('radio', { name: /Free shipping/ })).toBeChecked();

  const review = page.getByRole('region', { name: 'Order summary' });
  const amounts = review.locator('dl dd');
  const subtotal = cents(await amounts.nth(0).textContent());
  const shipping = cents(await amounts.nth(1).textContent());
  const total = cents(await amounts.last().textContent());
  expect(subtotal).toBe(6545);
  expect(shipping).toBe(0);
  expect(total).toBe(subtotal + shipping);

  await fillBilling(page, shopper.email);
  await page.getByRole('checkbox', { name: 'Create an account?' }).click({ force: true });
  await page.getByRole('textbox', { name: 'Username' }).fill(shopper.username);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('radio', { name: 'Direct bank transfer' }).click({ force: true });
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
  await expect(page.getByText('Thank you for your order.', { exact: false })).toBeVisible();
  const orderNumber = /order-received\/(\d+)/.exec(page.url())![1]!;
  await expect(page.getByRole('region', { name: 'Our bank details' })).toContainText('DE89 3704 0044 0532 0130 00');
  await expect(page.getByRole('heading', { name: 'Billing address' })).toBeVisible();
  await expect(page.getByText('Torstraße 5').first()).toBeVisible();
  await expect(page.getByText('Free shipping')).toBeVisible();
  await expect(page.getByRole('cell', { name: '€65.45' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The account created at checkout is signed in.
  await expect(page.getByRole('banner').getByRole('link', { name: shopper.username })).toBeVisible();

  const mail = await mailTo(shopper.email, `#${orderNumber}`);
  expect(mail).not.toContain('We will send you an email with the order details.');
  expect(mail).toContain('IBAN: DE89 3704 0044 0532 0130 00');
  await mailTo(shopper.email, 'Your account has been created');

  // The same order opened from the account: no thanks banner, the details are all there.
  await page.goto('/my-account');
  await page.getByRole('link', { name: `Order ${orderNumber}` }).click();
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  await expect(page.getByText('Thank you for your order.', { exact: false })).toHaveCount(0);

  // Signed in, the wishlist is the account's tab.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/my-account?tab=wishlist');
});

test('the account form saves a name change without addresses; the welcome note goes with the sign-out', async ({ page }) => {
  const shopper = newShopper('details');
  await register(page, shopper);

  await page.getByRole('tab', { name: 'Account details' }).click();
  await page.getByRole('textbox', { name: 'First name' }).first().fill('Renate');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('region', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText('Your account has been created.')).toHaveCount(0);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('cart controls are 44 px targets, the checkout has even margins and a level coupon row, and every account tab is in view', async ({ page }) => {
    await addToCart(page, 'cap');
    const cart = await openCart(page);
    for (const control of [
      cart.getByRole('button', { name: /^Increase/ }),
      cart.getByRole('button', { name: /^Decrease/ }),
      cart.getByRole('button', { name: 'Remove Cap' }),
      cart.getByRole('button', { name: 'Empty cart' }),
    ]) {
      const target = await box(control);
      // Layout can land a hair under a whole pixel (43.99998); a target is measured in whole CSS pixels.
      expect(Math.round(target.width)).toBeGreaterThanOrEqual(44);
      expect(Math.round(target.height)).toBeGreaterThanOrEqual(44);
    }
    await cart.getByRole('link', { name: 'Checkout' }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Checkout' });
    await expect(heading).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const form = await box(page.locator('form').filter({ has: page.getByRole('button', { name: 'Place order' }) }));
    expect(Math.abs(form.x - (375 - form.x - form.width))).toBeLessThanOrEqual(1);
    const apply = await box(page.getByRole('button', { name: 'Apply coupon' }));
    const input = await box(page.getByRole('textbox', { name: 'Coupon code' }));
    // One line: the button is no taller than the field beside it, and level with it.
    expect(apply.height).toBeLessThanOrEqual(input.height + 2);
    expect(Math.abs(apply.y + apply.height - (input.y + input.height))).toBeLessThanOrEqual(1);

    const shopper = newShopper('phone');
    await page.goto('/my-account');
    const register = page.getByRole('region', { name: 'Register' });
    await register.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
    await register.getByRole('textbox', { name: 'Username' }).fill(shopper.username);
    await register.getByLabel('Password').fill(shopper.password);
    await register.getByRole('button', { name: 'Register' }).click();
    const tabs = page.getByRole('tablist', { name: 'My Account' });
    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole('tab')).toHaveCount(5);
    // Every tab in full view: none hidden to the side of the phone's screen.
    for (const tab of await tabs.getByRole('tab').all()) {
      const place = await box(tab);
      expect(place.x).toBeGreaterThanOrEqual(0);
      expect(place.x + place.width).toBeLessThanOrEqual(375);
      expect(Math.round(place.height)).toBeGreaterThanOrEqual(44);
    }
    await expect(tabs.getByRole('tab', { name: 'Password' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
