import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../axe';
import { waitForHydration } from '../hydration';
import { openCart } from '../shopper';

test('every page has its own title and description, and shared links get the site image', async ({ page }) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle(/^Contact us \| /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.*\/images\//);
  await page.goto('/privacy-policy');
  await expect(page).toHaveTitle(/^Privacy policy \| /);
});

test('keyboard only: header, cart panel, mobile menu and filters', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  // The skip link comes first, then the menu trigger.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

  // Mobile menu: opens with Enter, traps focus, closes with Escape and gives focus back.
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/no-scroll/);
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await expect(menu.getByText('Version 4.4.10')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.locator('body')).not.toHaveClass(/no-scroll/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

  // Cart panel from the header's cart trigger.
  const cartTrigger = page.getByRole('button', { name: /^Cart/ });
  await cartTrigger.focus();
  await page.keyboard.press('Enter');
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await expect(cart.getByText('Your cart is empty.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  await expect(cartTrigger).toBeFocused();

  // Filters: reachable by keyboard on a phone, toggled with Space.
  const toggle = page.getByRole('button', { name: 'Filters' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const sale = page.getByRole('checkbox', { name: /^On sale/ });
  await sale.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/filter=sale%5Btrue%5D/);
});

test('the dark overlay closes the cart panel, and changing route closes it too', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^Cart/ }).click();
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await expect(cart).toBeVisible();
  await page.mouse.click(10, 400);
  await expect(cart).toBeHidden();

  await page.getByRole('button', { name: /^Cart/ }).click();
  await cart.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(cart).toBeHidden();
});

test('an open panel keeps focus while the page animates, so Escape closes it at any moment', async ({ page }) => {
  await page.goto('/products');
  await waitForHydration(page);
  // Every time focus leaves a panel for nowhere (the page's body) is counted. Captured, as the panel
  // stops the event on its way up.
  await page.evaluate(() => {
    const counter = window as unknown as { focusLost: number };
    counter.focusLost = 0;
    document.addEventListener(
      'focusout',
      (event) => {
        if (!event.relatedTarget && event.target instanceof Element && event.target.closest('[role=dialog]')) counter.focusLost += 1;
      },
      { capture: true },
    );
  });
  const cart = await openCart(page);
  // Something on the page animates for a while: a hover effect, a picture fading in.
  await page.evaluate(() => {
    document.body.style.transition = 'background-color 3s linear';
    requestAnimationFrame(() => (document.body.style.backgroundColor = 'rgb(250, 250, 249)'));
  });
  // Past the moment (half a second after opening) when a dialog focused on itself refocuses.
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => (window as unknown as { focusLost: number }).focusLost)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(cart).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart/ })).toBeFocused();
});

test('small screens hide the search box behind a search trigger', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('searchbox')).toBeHidden();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('searchbox')).toBeVisible();
});
