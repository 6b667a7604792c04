import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** The GraphQL operation a request to /graphql carries (POST body or GET query). */
export function operationName(request: Request): string | null {
  if (!request.url().includes('/graphql')) return null;
  if (request.method() === 'GET') return new URL(request.url()).searchParams.get('operationName');
  try {
    return (request.postDataJSON() as { operationName?: string }).operationName ?? null;
  } catch {
    return null;
  }
}

/** Opens a simple product and adds it to the cart, waiting for the server's cart. */
export async function addToCart(page: Page, slug: string, quantity = 1) {
  await page.goto(`/product/${slug}`);
  if (quantity > 1) await page.getByRole('textbox', { name: 'Quantity' }).fill(String(quantity));
  const answered = page.waitForResponse((response) => operationName(response.request()) === 'useAddToCartMutation');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await answered;
}

/** Opens the cart panel from the header. */
export async function openCart(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /^Cart, / }).click();
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await expect(cart).toBeVisible();
  await expectFocusInside(cart);
  return cart;
}

/**
 * A dialog takes focus once it is open, so the keyboard (Escape, Tab) acts on it. It can be drawn a
 * moment before it does, while its code has just arrived: a key pressed in between goes to the page.
 */
export async function expectFocusInside(dialog: Locator) {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

/** A unique e-mail and username for a shopper of this test run. */
export function newShopper(prefix: string) {
  const id = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username: id, email: `${id}@example.com`, password: `Pw-${id}-secret` };
}

export type Shopper = ReturnType<typeof newShopper>;

/** Registers from the account page; the new customer is signed in. */
export async function register(page: Page, shopper: Shopper) {
  await page.goto('/my-account');
  const form = page.getByRole('region', { name: 'Register' });
  await form.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
  await form.getByRole('textbox', { name: 'Username' }).fill(shopper.username);
  await form.getByLabel('Password').fill(shopper.password);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Your account has been created.')).toBeVisible();
}

/** Signs out from the header's account menu. */
export async function signOut(page: Page, username: string) {
  await page.getByRole('button', { name: `Account menu of ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
}

/** Signs in from the account page. */
export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/my-account');
  const form = page.getByRole('region', { name: 'Sign In' });
  await form.getByRole('textbox', { name: 'Username or email' }).fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(`Welcome, ${username}`)).toBeVisible();
}

/** The checkout's billing fields: Greta Berger in Hamburg unless told otherwise (the country stays the shop's, Germany). */
export async function fillBilling(page: Page, email: string, address: { street?: string; postcode?: string; city?: string } = {}) {
  await page.getByRole('textbox', { name: 'First name' }).fill('Greta');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Berger');
  await page.getByRole('textbox', { name: 'Street address' }).fill(address.street ?? 'Torstraße 5');
  await page.getByRole('textbox', { name: 'Postcode / ZIP' }).fill(address.postcode ?? '20095');
  await page.getByRole('textbox', { name: 'Town / City' }).fill(address.city ?? 'Hamburg');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
}

/** The product list's result line, e.g. "Showing 1 to 14 of 14". */
export function listSummary(page: Page) {
  return page.getByRole('status').filter({ hasText: /^Showing / });
}

/** The product list's cards. */
export function productList(page: Page) {
  return page.getByRole('list', { name: 'Products' });
}

interface CaughtMail {
  to: string[];
  data: string;
}

/** Quoted-printable bodies (what nodemailer sends for long lines) as plain text. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The newest mail the shop sent to `address` whose text contains `containing` (read from the e2e mail catcher). */
export async function mailTo(address: string, containing: string): Promise<string> {
  const mailbox = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}/mail`;
  let found: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(mailbox)).json()) as CaughtMail[];
      found = mails
        .filter((mail) => mail.to.some((to) => to.includes(address)))
        .map((mail) => decodeQuotedPrintable(mail.data))
        .reverse()
        .find((text) => text.includes(containing));
      return found !== undefined;
    }, { message: `a mail to ${address} containing "${containing}"` })
    .toBe(true);
  return found!;
}

/** The shop owner marks an order paid (`npm run order -- paid <number>`, through the e2e harness). */
export async function ownerMarksPaid(orderNumber: string) {
  const response = await fetch(`http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}/owner/orders/${orderNumber}/paid`, { method: 'POST' });
  expect(response.status, await response.text()).toBe(200);
}
