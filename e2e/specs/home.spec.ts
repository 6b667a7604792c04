import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../axe';

test('home page lists the demo categories read from the embedded database', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Vitrine' })).toBeVisible();
  const categories = page.getByRole('region', { name: 'Shop by category' });
  await expect(categories.getByRole('link', { name: 'Clothing' })).toBeVisible();
  await expect(categories.getByRole('link', { name: 'Accessories' })).toHaveAttribute('href', '/product-category/accessories');
  await expectNoSeriousA11yViolations(page);
});

test('an unknown address shows the 404 error page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
  await expect(page).toHaveTitle('Error');
  await expectNoSeriousA11yViolations(page);
});
