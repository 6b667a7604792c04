import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../axe';

/** Prices of the product list: "€18.00" in English, "18,00 €" in German. */
const ENGLISH_PRICE = /€\d+\.\d\d/;
const GERMAN_PRICE = /\d+,\d\d\s€/;

/** The footer loads once it scrolls into view; its language switcher is labelled in the page's language. */
async function openLanguageList(page: Page, label: 'Language' | 'Sprache' | 'Idioma') {
  const footer = page.getByRole('contentinfo');
  // Content still arriving can push the footer down again: scroll until it is there.
  await expect(async () => {
    await page.keyboard.press('End');
    await expect(footer).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await footer.getByRole('button', { name: new RegExp(label) }).click();
}

async function chooseLanguage(page: Page, label: 'Language' | 'Sprache', language: string) {
  await openLanguageList(page, label);
  await page.getByRole('option', { name: language }).click();
}

test('switching to German from the footer keeps the page, translates texts and prices, and survives a reload', async ({ page }) => {
  await page.goto('/products?orderby=price');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(main.getByText(ENGLISH_PRICE).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await chooseLanguage(page, 'Language', 'Deutsch');

  await expect(page).toHaveURL(/\/de\/products\?orderby=price$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Produkte' })).toBeVisible();
  await expect(main.getByText(GERMAN_PRICE).first()).toBeVisible();
  await expect(main.getByText(ENGLISH_PRICE)).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Kategorien' })).toHaveAttribute(
    'href',
    '/de/categories',
  );

  await page.reload();
  await expect(page).toHaveURL(/\/de\/products\?orderby=price$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Produkte' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("react-aria's own words follow the page's language: a list's hidden close button, as a screen reader reads it", async ({ page }) => {
  // The build keeps react-aria's texts in the shop's six languages only (scripts/vite-react-aria-locales.mts).
  for (const [prefix, label, close] of [
    ['', 'Language', 'Dismiss'],
    ['/de', 'Sprache', 'Schließen'],
    ['/pt-br', 'Idioma', 'Descartar'],
  ] as const) {
    await page.goto(`${prefix}/products`);
    await openLanguageList(page, label);
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(page.getByRole('button', { name: close, exact: true }).first()).toBeAttached();
    await page.keyboard.press('Escape');
  }
});

test.describe('a shopper whose browser prefers German', () => {
  test.use({ locale: 'de-DE' });

  test('is sent to /de once, and can go back to English for good', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();

    await chooseLanguage(page, 'Sprache', 'English');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    await page.goto('/products');
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  });
});

test('an unknown language prefix is a 404', async ({ page }) => {
  await page.goto('/xx/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
  await expect(page.getByText('Page not found: /xx/products')).toBeVisible();
});

test('a missing page under a language prefix names the whole address, in that language', async ({ page }) => {
  await page.goto('/de/keine-seite');
  await expect(page.getByText('Seite nicht gefunden: /de/keine-seite')).toBeVisible();
});
