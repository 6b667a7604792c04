import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../axe';
import { mailTo } from '../shopper';

/** Where the e2e shop's contact messages go: SHOP_EMAIL is unset, so MAIL_FROM's default address. */
const SHOP_INBOX = 'no-reply@localhost';

test('a shopper finds the address and writes to the shop; the message reaches its inbox', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const reach = page.getByRole('region', { name: 'Where to find us' });
  await expect(reach.getByText('Musterstraße 12')).toBeVisible();
  await expect(reach.getByText('Germany')).toBeVisible();
  await expect(reach.getByRole('link', { name: 'hello@vitrine.example' })).toHaveAttribute('href', 'mailto:hello@vitrine.example');

  const form = page.getByRole('form', { name: 'Write to us' });
  // An empty form is not sent: each required field says what is missing.
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('This field is required.')).toHaveCount(2);
  await expect(form.getByText('Please write your message (at least 10 characters).')).toBeVisible();

  const token = `contact-${Date.now()}`;
  await form.getByRole('textbox', { name: 'Your name' }).fill('Maria Keller');
  await form.getByRole('textbox', { name: 'Your email address' }).fill('maria-keller@example.com');
  await form.getByRole('textbox', { name: 'Order number (optional)' }).fill('1042');
  await form.getByRole('textbox', { name: 'Subject (optional)' }).fill(`Hoodie size ${token}`);
  // Typed from the keyboard, as a shopper would, ending with the button.
  await form.getByRole('textbox', { name: 'Your message' }).click();
  await page.keyboard.type('Does the hoodie run small? I usually wear a medium.');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Send message' })).toBeFocused();
  await page.keyboard.press('Enter');

  const status = page.getByRole('status').filter({ hasText: 'Thank you, your message has been sent.' });
  await expect(status).toContainText('We will reply to maria-keller@example.com within one working day.');
  await expect(status).toBeFocused();

  const mail = await mailTo(SHOP_INBOX, token);
  expect(mail).toMatch(/^Reply-To: maria-keller@example\.com$/m);
  expect(mail).toContain('From: Maria Keller <maria-keller@example.com>');
  expect(mail).toContain('Order: 1042');
  expect(mail).toContain('Does the hoodie run small? I usually wear a medium.');
  await expectNoSeriousA11yViolations(page);
});

test('the contact page speaks German to a German shopper', async ({ page }) => {
  await page.goto('/de/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'So finden Sie uns' }).getByText('Deutschland')).toBeVisible();
  const form = page.getByRole('form', { name: 'Schreiben Sie uns' });
  await form.getByRole('textbox', { name: 'Ihre E-Mail-Adresse' }).fill('not an address');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
