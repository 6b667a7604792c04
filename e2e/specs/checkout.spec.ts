import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../axe';
import { addToCart, fillBilling, mailTo, newShopper, openCart, operationName } from '../shopper';

async function chooseOption(page: Page, label: RegExp, option: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a guest buys a variable product with a coupon, ships abroad, pays cash on delivery and gets the order page and mail', async ({ page }) => {
  const shopper = newShopper('guest');
  await page.goto('/product/hoodie');
  await page.getByRole('radio', { name: 'Blue' }).click({ force: true });
  await page.getByRole('radio', { name: 'No' }).click({ force: true });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeAttached();

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hoodie' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Maria');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Keller');
  await page.getByRole('textbox', { name: 'Street address' }).fill('Hauptstraße 1');
  await page.getByRole('textbox', { name: 'Postcode / ZIP' }).fill('20095');
  await page.getByRole('textbox', { name: 'Town / City' }).fill('Hamburg');
  await page.getByRole('textbox', { name: 'Email address' }).fill(shopper.email);
  await chooseOption(page, /Country \/ Region/, 'Germany');
  await expect(page.getByRole('radio', { name: /Flat rate/ })).toBeVisible();

  // Shipping abroad instead: the rates follow the new country.
  await chooseOption(page, /Country \/ Region/, 'France');
  await expect(page.getByRole('radio', { name: /Flat rate.*11\.88/ })).toBeVisible();

  await page.getByRole('textbox', { name: 'Coupon code' }).fill('welcome10');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(page.getByRole('button', { name: 'Remove coupon welcome10' })).toBeVisible();
  await expect(page.getByText('Discount')).toBeVisible();

  await page.getByRole('radio', { name: 'Cash on delivery' }).click({ force: true });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
  await expect(page.getByText('Thank you for your order. We will send you an email with the order details.')).toBeVisible();
  await expect(page.getByRole('cell', { name: /Hoodie/ })).toBeVisible();
  await expect(page.getByText('Cash on delivery')).toBeVisible();
  await expect(page.getByText('Processing')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const orderNumber = /order-received\/(\d+)/.exec(page.url())![1]!;
  const mail = await mailTo(shopper.email, `#${orderNumber}`);
  expect(mail).toContain('Hoodie');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, empty' })).toBeAttached();
});

test('a bad coupon shows the server’s message and changes nothing', async ({ page }) => {
  await page.goto('/product/cap');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeAttached();
  await page.goto('/checkout');
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('expired15');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(page.getByRole('alert')).toContainText(/expired/i);
  await expect(page.getByRole('button', { name: /Remove coupon/ })).toHaveCount(0);
});

test('a coupon refused after another was applied leaves the applied one shown and removable', async ({ page }) => {
  await page.goto('/product/cap');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeAttached();
  await page.goto('/checkout');
  const code = page.getByRole('textbox', { name: 'Coupon code' });
  await code.fill('welcome10');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  const remove = page.getByRole('button', { name: 'Remove coupon welcome10' });
  await expect(remove).toBeVisible();
  await code.fill('bogus');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(page.getByRole('alert')).toContainText('Coupon "bogus" cannot be applied because it does not exist.');
  // The cart is read again after a refusal: the coupon the shop still holds stays on screen, once that answer is in.
  await page.waitForLoadState('networkidle');
  await expect(remove).toBeVisible();
  await remove.click();
  await expect(remove).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Coupon code' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Remove coupon/ })).toHaveCount(0);
});

test('a keyboard-only shopper can check out', async ({ page }) => {
  const shopper = newShopper('keys');
  await page.goto('/product/beanie');
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  // It can be reached once the app has taken over the server's page (disabled until then).
  await expect(addToCart).toBeEnabled();
  await addToCart.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeAttached();
  await page.goto('/checkout');
  const first = page.getByRole('textbox', { name: 'First name' });
  await first.focus();
  await page.keyboard.type('Kim');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lee');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab'); // company (optional)
  // Country / Region: a Select opened with the keyboard.
  await expect(page.getByRole('button', { name: /Country \/ Region/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Germ');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hauptstraße 1');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('20095');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hamburg');
  await page.getByRole('textbox', { name: 'Email address' }).focus();
  await page.keyboard.type(shopper.email);
  await page.getByRole('radio', { name: 'Cash on delivery' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  await page.getByRole('button', { name: 'Place order' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thank you for your order. We will send you an email with the order details.')).toBeVisible();
});

/** The amount of a row of the order's totals ("Shipping", "Versand", ...). */
function totalsRow(page: Page, label: string) {
  return page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

for (const [language, prefix, shippingLabel, flatRate, shipping] of [
  ['English', '', 'Shipping', /Flat rate.*€5\.83/, '€5.83'],
  ['German', '/de', 'Versand', /Versandpauschale/, '5,83\u00a0€'],
] as const) {
  test(`a shipping rate is offered at the price it adds to the order, with its VAT (${language})`, async ({ page }) => {
    // T-Shirt: 18.00 + 19 % = 21.42, under the free-shipping minimum: the flat rate of 4.90 + 19 % VAT = 5.83.
    await addToCart(page, 't-shirt');
    await page.goto(`${prefix}/checkout`);
    const rate = page.getByRole('radio', { name: flatRate });
    await expect(rate).toBeChecked();
    await expect(rate.locator('xpath=ancestor::label[1]')).toContainText(shipping);
    await expect(totalsRow(page, shippingLabel)).toHaveText(shipping);
  });
}

test('free shipping from €50 counts the subtotal the cart shows, VAT included', async ({ page }) => {
  // Hoodie with Logo: 45.00 without VAT, €53.55 as shown.
  await addToCart(page, 'hoodie-with-logo');
  await page.goto('/checkout');
  await expect(totalsRow(page, 'Subtotal')).toHaveText('€53.55');
  await expect(page.getByRole('radio', { name: /Free shipping/ })).toBeChecked();
  await expect(totalsRow(page, 'Shipping')).toHaveText('€0.00');
});

test('a free-shipping coupon says what it does instead of “−€0.00”', async ({ page }) => {
  await addToCart(page, 't-shirt');
  await page.goto('/checkout');
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('freeship');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(page.getByText('freeship: free shipping')).toBeVisible();
  await expect(page.getByText('−€0.00')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Free shipping/ })).toBeChecked();
});

test('a downloads-only order asks for no shipping address or method and is placed', async ({ page }) => {
  const shopper = newShopper('downloads');
  await addToCart(page, 'album');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await fillBilling(page, shopper.email);
  await expect(page.getByRole('link', { name: 'Album' })).toBeVisible();
  await expect(page.getByText('Enter your address to see the shipping options.')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Ship to a different address?' })).toHaveCount(0);
  await expect(page.getByRole('radiogroup', { name: 'Shipping method' })).toHaveCount(0);
  await expect(page.locator('dt', { hasText: /^Shipping$/ })).toHaveCount(0);
  // Nor does the cart.
  const cart = await openCart(page);
  await expect(cart.getByText('Subtotal')).toBeVisible();
  await expect(cart.locator('dt', { hasText: /^Shipping$/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('radio', { name: 'Cash on delivery' }).click({ force: true });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Thank you for your order. We will send you an email with the order details.')).toBeVisible();
});

test('a double click on Place order places one order and shows no error', async ({ page }) => {
  const shopper = newShopper('doubleclick');
  await addToCart(page, 'album');
  await page.goto('/checkout');
  await fillBilling(page, shopper.email);
  await page.getByRole('radio', { name: 'Cash on delivery' }).click({ force: true });
  const checkouts: string[] = [];
  page.on('request', (request) => {
    if (operationName(request) === 'useCheckoutMutation') checkouts.push(request.url());
  });
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
  await expect(page.getByText('Thank you for your order. We will send you an email with the order details.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  expect(checkouts).toHaveLength(1);
  const orderNumber = /order-received\/(\d+)/.exec(page.url())![1]!;
  expect(await mailTo(shopper.email, `#${orderNumber}`)).toContain('Album');
});

test('Place order on an unfinished form takes the shopper to the first field to fix, and long text cannot be typed past the shop’s limits', async ({ page }) => {
  await page.goto('/product/cap');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeAttached();
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Place order' }).click();
  const firstName = page.getByRole('group', { name: 'Billing details' }).getByRole('textbox', { name: 'First name' });
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  const street = page.getByRole('group', { name: 'Billing details' }).getByRole('textbox', { name: 'Street address' });
  await street.fill('x'.repeat(250));
  await expect(street).toHaveValue('x'.repeat(200));
  const note = page.getByRole('textbox', { name: 'Order note (optional)' });
  await note.fill('y'.repeat(2100));
  await expect(note).toHaveValue('y'.repeat(2000));
});

test('a name pasted with an invisible NUL and a line break places the order with the name as it reads', async ({ page }) => {
  const shopper = newShopper('pasted');
  await addToCart(page, 'belt');
  const cart = await openCart(page);
  await cart.getByRole('link', { name: 'Checkout' }).click();
  await fillBilling(page, shopper.email);
  await page.getByRole('textbox', { name: 'Last name' }).fill('Ber\u0000ger');
  await page.getByRole('textbox', { name: 'Town / City' }).fill('Ham\nburg');
  await page.getByRole('radio', { name: 'Cash on delivery' }).click({ force: true });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
  await expect(page.getByText('Greta Berger').first()).toBeVisible();
  const orderNumber = /order-received\/(\d+)/.exec(page.url())![1]!;
  expect(await mailTo(shopper.email, `#${orderNumber}`)).toContain('Greta Berger');
});
