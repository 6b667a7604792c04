import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../axe';

/** The image store key of a picture: the path segment after /images/. */
const imageKey = (src: string | null) => /\/images\/([^/?]+)/.exec(src ?? '')?.[1] ?? src;

test('home page speaks to shoppers and lists the demo categories, each with its own picture', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Find your next favourite' });
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hero).not.toContainText(/SEO|headless|backend/i);
  await expect(hero.getByRole('link', { name: 'Shop all products' })).toHaveAttribute('href', '/products');
  await expect(hero.getByRole('link', { name: 'Questions? Ask us' })).toHaveAttribute('href', '/contact');
  const categories = page.getByRole('region', { name: 'Shop by category' });
  await expect(categories.getByRole('link', { name: 'Clothing' })).toBeVisible();
  await expect(categories.getByRole('link', { name: 'Accessories' })).toHaveAttribute('href', '/product-category/accessories');
  // A category tile pictures the category, not one of its products.
  const tileImages = (await categories.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')))).map(imageKey);
  const productImages = (await page.getByRole('region', { name: 'Popular products' }).locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')))).map(imageKey);
  expect(tileImages.length).toBeGreaterThan(3);
  expect(new Set(tileImages).size).toBe(tileImages.length);
  expect(tileImages.filter((key) => productImages.includes(key))).toEqual([]);
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
