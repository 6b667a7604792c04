import { expect, test, type Page } from '@playwright/test';
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

/** React's hydration failures (minified production errors #418, #422, #423, #425) and any other console error. */
function watchHydrationErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const [language, prefix, removeLabel, addLabel] of [
  ['English', '', 'Remove from wishlist', 'Add to wishlist'],
  ['German', '/de', 'Von der Wunschliste entfernen', 'Zur Wunschliste hinzufügen'],
] as const) {
  test(`a wishlisted product’s page and the wishlist hydrate without errors (${language})`, async ({ page }) => {
    const errors = watchHydrationErrors(page);
    const answer = await page.request.post('/graphql', { data: { query: '{ product(id: "hoodie-with-logo", idType: SLUG) { databaseId } }' } });
    const { databaseId } = (await answer.json()).data.product;
    // A wishlist this browser saved on an earlier visit.
    await page.addInitScript((saved) => localStorage.setItem('vitrine.wishlist', saved), JSON.stringify([{ databaseId, slug: 'hoodie-with-logo', name: 'Hoodie with Logo' }]));
    await page.goto(`${prefix}/product/hoodie-with-logo`);
    const remove = page.getByRole('button', { name: removeLabel });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    // The islands hydration fetches (quantity, Add to cart) have their code by the time the network is
    // quiet, and the heart has its own since the wishlist changed what it shows: this test is about the
    // wishlist's hydration; taps made while other parts still wait for their code are the
    // server-rendering spec's.
    await page.waitForLoadState('networkidle');
    // Once the page is the app's, the button works, and React has said by then whether hydration failed.
    await remove.click();
    await expect(page.getByRole('button', { name: addLabel })).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: addLabel }).click();
    await expect(remove).toBeVisible();
    expect(errors).toEqual([]);

    await page.goto(`${prefix}/wishlist`);
    await expect(page.getByRole('link', { name: 'Hoodie with Logo' }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Hoodie with Logo' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hoodie with Logo' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}
