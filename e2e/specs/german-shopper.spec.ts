import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { MAIL_MESSAGES } from '../../server/services/mail/messages';
import { mailTo, newShopper } from '../shopper';

/**
 * A German shopper's whole journey, product page to order mail, read for English: every text the
 * storefront or the server words (the English catalogues' phrases that German does not share, and
 * WooCommerce's default titles and the English names of countries and statuses) must be German. The
 * demo shop's own data (product names, attribute terms, typed titles) is the shop's words and stays.
 */
const compiled = (locale: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '../../src/i18n/compiled', `${locale}.json`), 'utf8')) as Record<string, MessageFormatElement[]>;

function literals(elements: MessageFormatElement[], found: string[] = []): string[] {
  for (const element of elements) {
    if (element.type === 0) found.push(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) literals(option.value, found);
    if ('children' in element) literals(element.children, found);
  }
  return found;
}

const phrases = (texts: string[]) =>
  texts
    .flatMap((text) => text.split(/\{[^}]*\}|\n/))
    .map((fragment) => fragment.replace(/^[\s(),.:·–-]+|[\s(),:·–-]+$/g, ''))
    .filter((fragment) => /[A-Za-z]{3}/.test(fragment));

/** The demo shop's own words (its catalogue export, demo reviews and typed settings): they stay as the shop wrote them. */
const SHOP_WORDS = ['server/seed/data/woocommerce-sample-products.csv', 'server/seed/demo.ts', 'server/seed/commerce.ts']
  .map((file) => readFileSync(path.join(__dirname, '../..', file), 'utf8'))
  .join('\n');

const escape = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Finds English in a text read in `locale`: the English catalogues' phrases that the locale's own do
 * not share ("Status" is German too), and what the server words when it does not translate. A line that
 * is the shop's own words is left alone.
 */
function englishFinder(locale: 'de_DE' | 'fr_FR') {
  const own = [...Object.values(compiled(locale)).flatMap((message) => literals(message)), ...Object.values(MAIL_MESSAGES[locale])].join('\n');
  const english = new Set([
    ...phrases(Object.values(compiled('en_US')).flatMap((message) => literals(message))),
    ...phrases(Object.values(MAIL_MESSAGES.en_US)),
    // WooCommerce's default titles, statuses and the English names of countries and states.
    ...['Flat rate', 'Free shipping', 'Local pickup', 'Cash on delivery', 'Direct bank transfer', 'Check payments', 'on-hold', 'On hold', 'Germany', 'Bavaria'],
  ]);
  const patterns = [...english]
    .filter((phrase) => !own.includes(phrase))
    .map((phrase) => ({ phrase, pattern: new RegExp(`(^|[^A-Za-z])${escape(phrase)}($|[^A-Za-z])`) }));
  return (text: string): string[] => {
    const lines = text.split('\n').map((line) => line.trim()).filter((line) => line && !SHOP_WORDS.includes(line));
    return lines.flatMap((line) => patterns.filter(({ pattern }) => pattern.test(line)).map(({ phrase }) => `"${phrase}" in "${line}"`));
  };
}

const englishIn = englishFinder('de_DE');

/** Everything a shopper reads or hears on the page: visible text, the title, and accessible names and descriptions. */
async function readablePage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'alt', 'placeholder', 'aria-valuetext', 'aria-roledescription'];
    const named = [...document.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))].flatMap((element) =>
      attributes.map((name) => element.getAttribute(name) ?? '').filter(Boolean),
    );
    return [document.title, document.body.innerText, ...named].join('\n');
  });
}

async function expectNoEnglish(page: Page, where: string, finder = englishIn) {
  expect(finder(await readablePage(page)), `English on ${where}`).toEqual([]);
}


test('a German shopper reads German from the product page to the order mail', async ({ page }) => {
  const shopper = newShopper('deutsch');
  await page.goto('/de/product/hoodie');
  await page.getByRole('radio', { name: 'Blue' }).click({ force: true });
  await page.getByRole('radio', { name: 'No' }).click({ force: true });
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  const cartButton = page.getByRole('banner').getByRole('button', { name: 'Warenkorb, 1 Artikel' });
  await expect(cartButton).toBeAttached();
  await expectNoEnglish(page, 'the product page');

  await cartButton.click();
  const cart = page.getByRole('dialog', { name: 'Warenkorb' });
  await expect(cart.getByText('Color: Blue')).toBeVisible();
  await expectNoEnglish(page, 'the cart');
  await cart.getByRole('link', { name: 'Zur Kasse' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Greta');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Berger');
  await page.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Marienplatz 1');
  await page.getByRole('textbox', { name: 'Postleitzahl' }).fill('80331');
  await page.getByRole('textbox', { name: 'Ort' }).fill('München');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(shopper.email);
  await page.getByRole('button', { name: /Bundesland/ }).click();
  await page.getByRole('option', { name: 'Bayern', exact: true }).click();
  await expect(page.getByRole('radio', { name: /Versandpauschale|Kostenloser Versand/ }).first()).toBeVisible();
  await page.getByRole('radio', { name: 'Direkte Banküberweisung' }).click({ force: true });
  await expect(page.getByText(/Überweisen Sie den Betrag direkt auf unser Bankkonto/)).toBeVisible();
  await expectNoEnglish(page, 'the checkout');
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

  await expect(page).toHaveURL(/\/de\/checkout\/order-received\/\d+\?key=/);
  await expect(page.getByText('In Wartestellung')).toBeVisible();
  await expect(page.getByText('Bayern, Deutschland').first()).toBeVisible();
  await expectNoEnglish(page, 'the order page');

  const orderNumber = /order-received\/(\d+)/.exec(page.url())![1]!;
  const mail = await mailTo(shopper.email, `#${orderNumber}`);
  const body = mail.slice(mail.search(/\r?\n\r?\n/));
  expect(body).toContain('Vielen Dank für Ihre Bestellung.');
  expect(body).toContain('Status: In Wartestellung. Zahlung: Direkte Banküberweisung.');
  expect(body).toContain('Bayern, Deutschland');
  expect(body).toContain(`/de/checkout/order-received/${orderNumber}?key=`);
  expect(englishIn(body), 'English in the order mail').toEqual([]);
});

const PAGES = ['', '/products', '/categories', '/product-category/hoodies', '/product/v-neck-t-shirt', '/contact', '/privacy-policy', '/wishlist', '/my-account', '/my-account/lost-password'];

for (const [locale, prefix] of [['de_DE', '/de'], ['fr_FR', '/fr']] as const) {
  test(`every public page reads in ${locale}, footer included`, async ({ page }) => {
    const finder = englishFinder(locale);
    for (const path of PAGES) {
      await page.goto(`${prefix}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The footer loads once it scrolls into view.
      await expect(async () => {
        await page.keyboard.press('End');
        await expect(page.getByRole('contentinfo')).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await expectNoEnglish(page, `${prefix}${path}`, finder);
    }
  });
}
