import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../axe';
import { mailTo, newShopper, ownerMarksPaid, register, signIn, signOut } from '../shopper';

/** Puts the album in the cart and checks out cash on delivery with `email`; answers the order's number. */
async function buyAlbumCashOnDelivery(page: Page, email: string): Promise<string> {
  await page.goto('/product/album');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeAttached();
  await page.goto('/checkout');
  await page.getByRole('textbox', { name: 'First name' }).fill('Buyer');
  await page.getByRole('textbox', { name: 'Last name' }).fill('One');
  await page.getByRole('textbox', { name: 'Street address' }).fill('Main Street 1');
  await page.getByRole('textbox', { name: 'Postcode / ZIP' }).fill('10115');
  await page.getByRole('textbox', { name: 'Town / City' }).fill('Berlin');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('radio', { name: 'Cash on delivery' }).click({ force: true });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Thank you for your order. We will send you an email with the order details.')).toBeVisible();
  return /order-received\/(\d+)/.exec(page.url())![1]!;
}

test('a shopper registers, signs out, is refused a wrong password and signs in again', async ({ page }) => {
  const shopper = newShopper('member');
  await register(page, shopper);
  await expect(page.getByRole('banner').getByRole('link', { name: shopper.username })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await signOut(page, shopper.username);
  await expect(page.getByRole('region', { name: 'Sign In' })).toBeVisible();

  // Wrong password first: the spec's text.
  await page.getByRole('region', { name: 'Sign In' }).getByRole('textbox', { name: 'Username or email' }).fill(shopper.username);
  await page.getByRole('region', { name: 'Sign In' }).getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect password. Please try again.');
  await signIn(page, shopper.username, shopper.password);
});

test('a customer buys a download cash on delivery, gets it once the order is paid, and finds the order in the account', async ({ page }) => {
  const shopper = newShopper('buyer');
  await register(page, shopper);

  const orderNumber = await buyAlbumCashOnDelivery(page, shopper.email);

  // Unpaid, the download is not handed out yet.
  await page.goto('/my-account?tab=downloads');
  await expect(page.getByRole('tab', { name: 'Downloads', selected: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Download / })).toHaveCount(0);

  await ownerMarksPaid(orderNumber);
  await page.goto('/my-account?tab=orders');
  await expect(page.getByRole('tab', { name: 'Orders', selected: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Order ${orderNumber}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: `Order ${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order-summary/${orderNumber}$`));
  await expect(page.getByRole('cell', { name: 'Album' }).first()).toBeVisible();
  await page.goto('/my-account?tab=orders');
  await page.getByRole('tab', { name: 'Downloads' }).click();
  await expect(page).toHaveURL(/tab=downloads/);
  const download = page.getByRole('link', { name: /^Download / }).first();
  await expect(download).toBeVisible();
  // The shop hands the file over (the demo's files live on their original host, so a redirect to it counts).
  const response = await page.request.get((await download.getAttribute('href'))!, { maxRedirects: 0 });
  expect([200, 302]).toContain(response.status());
  if (response.status() === 302) expect(response.headers().location).toMatch(/^https?:\/\//);

  // The album allows one download: the file is now used up, and says so rather than offering a dead link.
  const href = (await download.getAttribute('href'))!;
  const fileName = (await download.textContent())!.replace(/^Download /, '');
  await page.reload();
  await expect(page.getByText(`${fileName}: used up (1 download allowed)`)).toBeVisible();
  await expect(page.getByRole('link', { name: `Download ${fileName}` })).toHaveCount(0);
  await page.goto(`/order-summary/${orderNumber}`);
  await expect(page.getByText(`${fileName}: used up (1 download allowed)`)).toBeVisible();
  // The old link, opened anyway, answers a page that says why.
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: 'Download unavailable' })).toBeVisible();
  await expect(page.getByText('Sorry, you have reached your download limit for this file')).toBeVisible();
  await expect(page.getByText('You have downloaded this file 1 time, the most this purchase allows.')).toBeVisible();
  await page.getByRole('link', { name: 'Your downloads' }).click();
  await expect(page.getByRole('tab', { name: 'Downloads', selected: true })).toBeVisible();
});

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  const shopper = newShopper('forgetful');
  await register(page, shopper);
  await signOut(page, shopper.username);

  await page.goto('/my-account/lost-password');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Username or email' }).fill(shopper.email);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('If your email address is registered with us, you will receive an email with a link to reset your password.')).toBeVisible();
  const mail = await mailTo(shopper.email, 'lost-password?key=');
  const link = /(http\S+lost-password\?key=\S+)/.exec(mail)![1]!;

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('A-new-password-1');
  await page.getByLabel('Confirm new password').fill('Another-password-2');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Passwords do not match. Please try again.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('A-new-password-1');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await signIn(page, shopper.username, 'A-new-password-1');

  // The link works once.
  await signOut(page, shopper.username);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Third-password-3');
  await page.getByLabel('Confirm new password').fill('Third-password-3');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password reset link is invalid.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset password' })).toBeVisible();
});

test('social login through the OAuth provider lands in the account', async ({ page }) => {
  await page.goto('/my-account');
  await page.getByRole('link', { name: 'Continue with Test ID' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Orders' })).toBeVisible();
});

test('an order placed as a guest shows in the account registered with its address once the welcome mail’s link is opened', async ({ page }) => {
  const shopper = newShopper('guest');
  const orderNumber = await buyAlbumCashOnDelivery(page, shopper.email);

  // Registering with the address does not show its guest order: anyone may type any address.
  await register(page, shopper);
  await page.goto('/my-account?tab=orders');
  await expect(page.getByText('You have no orders yet.')).toBeVisible();

  const welcome = await mailTo(shopper.email, 'Your account has been created');
  expect(welcome).toContain('An order was placed as a guest with this address.');
  const link = /http\S+\/account\/guest-orders\?token=\S+/.exec(welcome)![0];
  await page.goto(link);
  await expect(page).toHaveURL(/\/my-account\?tab=orders$/);
  await expect(page.getByRole('link', { name: `Order ${orderNumber}` })).toBeVisible();
});
