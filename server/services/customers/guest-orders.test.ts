import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/api';
import { productIdBySlug } from '../../test/catalog-fixtures';
import { testDatabaseKinds } from '../../test/database';
import { LocalOAuthProvider } from '../../test/oauth-provider';
import { Shopper, TEST_SESSION_SECRET } from '../../test/shopper';
import { customers } from '../../db/schema/customers';
import { mailOutbox } from '../../db/schema/mail';
import { orders } from '../../db/schema/orders';
import { passwordResetMailsSettled } from '../auth/password-reset';
import { CONFIRM_GUEST_ORDERS_PATH } from './guest-orders';

const BILLING = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: 'Unter den Linden 1',
  city: 'Berlin',
  postcode: '10117',
  country: 'DE',
  phone: '+49 30 1234567',
};
const ADD = 'mutation ($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { isEmpty } } }';
const CHECKOUT = 'mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId customer { databaseId } } } }';
const MY_ORDERS = '{ customer { orders(first: 10) { nodes { databaseId } } } }';

describe.each(testDatabaseKinds)('guest orders joining an account on %s', (kind) => {
  const provider = new LocalOAuthProvider();
  let server: TestServer;
  let beltId: number;
  beforeAll(async () => {
    await provider.start();
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET, ...provider.env() });
    beltId = await productIdBySlug(server.database.db, 'belt');
  });
  afterAll(async () => {
    await server.close();
    await provider.stop();
  });

  async function guestOrder(email: string, extra: Record<string, unknown> = {}): Promise<number> {
    const guest = new Shopper(server);
    await guest.send(ADD, { id: beltId });
    const placed = await guest.send(CHECKOUT, { input: { paymentMethod: 'cod', billing: { ...BILLING, email }, ...extra } });
    if (placed.errors) throw new Error(placed.errors[0]!.message);
    return placed.data!.checkout.order.databaseId as number;
  }
  async function latestMailTo(recipient: string) {
    const [mail] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(desc(mailOutbox.id));
    return mail!;
  }
  const linkIn = (body: string) => body.match(new RegExp(`${server.config.publicUrl}${CONFIRM_GUEST_ORDERS_PATH}\\?token=\\S+`))?.[0];
  const follow = (url: string) => server.app.inject({ method: 'GET', url: url.slice(server.config.publicUrl.length) });
  async function ordersOf(username: string, password?: string) {
    const shopper = new Shopper(server);
    await shopper.login(username, password);
    return ((await shopper.send(MY_ORDERS)).data!.customer.orders.nodes as { databaseId: number }[]).map((order) => order.databaseId);
  }
  async function ownerOf(orderId: number) {
    const [row] = await server.database.db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
    return row!.customerId;
  }

  it('keeps guest orders from an account registered with their address until the mailbox’s owner follows the welcome mail’s link', async () => {
    const first = await guestOrder('Grace@Example.com');
    const second = await guestOrder('grace@example.com');
    const member = new Shopper(server, 'de-DE');
    await member.register('grace', 'correct horse 42', 'grace@example.com');
    // Anyone can register with any address: the orders, their addresses and downloads are not shown yet.
    expect(await ordersOf('grace')).toEqual([]);

    const welcome = await latestMailTo('grace@example.com');
    expect(welcome.subject).toBe('Ihr Konto wurde erstellt');
    expect(welcome.body).toContain('Mit dieser Adresse wurden 2 Bestellungen als Gast aufgegeben.');
    const link = linkIn(welcome.body)!;
    expect(link).toBeDefined();

    const followed = await follow(link);
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe(`${server.config.publicUrl}/de/my-account?tab=orders`);
    expect(followed.headers['cache-control']).toBe('no-store');
    expect((await ordersOf('grace')).sort()).toEqual([first, second].sort());

    // A second click (or a mail scanner's visit first) changes nothing more.
    const again = await follow(link);
    expect(again.statusCode).toBe(303);
    expect((await ordersOf('grace')).sort()).toEqual([first, second].sort());
  });

  it('sends no link when no guest order has the address', async () => {
    await new Shopper(server).register('hopper', 'correct horse 42', 'hopper@example.com');
    const welcome = await latestMailTo('hopper@example.com');
    expect(welcome.body).toContain('Your username is hopper.');
    expect(linkIn(welcome.body)).toBeUndefined();
    expect(welcome.body).not.toContain('as a guest');
  });

  it('refuses a forged, altered, foreign or missing link with a page that says how else to prove the address, and joins nothing', async () => {
    const orderId = await guestOrder('karen@example.com');
    await new Shopper(server).register('karen', 'correct horse 42', 'karen@example.com');
    const link = linkIn((await latestMailTo('karen@example.com')).body)!;
    const [header, payload, signature] = new URL(link).searchParams.get('token')!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const otherAccount = Buffer.from(JSON.stringify({ ...claims, sub: String(Number(claims.sub) + 1) })).toString('base64url');
    const authToken = (await new Shopper(server).login('karen')).authToken;
    const path = CONFIRM_GUEST_ORDERS_PATH;
    for (const url of [`${path}?token=${header}.${otherAccount}.${signature}`, `${path}?token=${authToken}`, `${path}?token=not-a-token`, path, `${path}?token=a&token=b`]) {
      const refused = await server.app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(refused.body).toContain('<h1>This link cannot be used</h1>');
      expect(refused.body).toContain(`<a href="${server.config.publicUrl}/my-account/lost-password">Reset your password</a>`);
    }
    expect(await ownerOf(orderId)).toBeNull();
  });

  it('refuses the link once the account’s address has changed: the new one was never proven', async () => {
    const orderId = await guestOrder('linus@example.com');
    await new Shopper(server, 'fr-FR').register('linus', 'correct horse 42', 'linus@example.com');
    const link = linkIn((await latestMailTo('linus@example.com')).body)!;
    await server.database.db.update(customers).set({ email: 'linus.new@example.com' }).where(eq(customers.username, 'linus'));
    const refused = await follow(link);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="fr-FR">');
    expect(refused.body).toContain('<h1>Ce lien n’est pas valable</h1>');
    expect(await ownerOf(orderId)).toBeNull();
  });

  it('joins the guest orders when the account’s password is reset: its key came by mail', async () => {
    const orderId = await guestOrder('mary@example.com');
    await new Shopper(server).register('mary', 'correct horse 42', 'mary@example.com');
    expect(await ownerOf(orderId)).toBeNull();
    await new Shopper(server).send('mutation { sendPasswordResetEmail(input: { username: "mary" }) { success } }');
    await passwordResetMailsSettled();
    const key = new URL((await latestMailTo('mary@example.com')).body.match(/http\S+lost-password\?\S+/)![0]).searchParams.get('key')!;
    const reset = await new Shopper(server).send('mutation ($key: String!) { resetUserPassword(input: { key: $key, login: "mary", password: "a brand new one 9" }) { user { databaseId } } }', { key });
    expect(reset.errors).toBeUndefined();
    expect(await ordersOf('mary', 'a brand new one 9')).toEqual([orderId]);
  });

  it('gives an account made at checkout the order just placed, and the earlier guest orders only through the link', async () => {
    const earlier = await guestOrder('nina@example.com');
    const placed = await guestOrder('nina@example.com', { account: { username: 'nina', password: 'correct horse 42' } });
    expect(await ordersOf('nina')).toEqual([placed]);
    const welcome = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Your account has been created'));
    const link = linkIn(welcome.find((mail) => mail.recipient === 'nina@example.com')!.body)!;
    expect(welcome.find((mail) => mail.recipient === 'nina@example.com')!.body).toContain('An order was placed as a guest with this address.');
    expect((await follow(link)).statusCode).toBe(303);
    expect((await ordersOf('nina')).sort()).toEqual([earlier, placed].sort());
  });

  it('joins the guest orders of an address a login provider verified, not of one it did not', async () => {
    const orderId = await guestOrder('olga@example.com');
    const socialLogin = async () => {
      const clients = await server.graphql('{ loginClients { authorizationUrl } }');
      const callback = new URL((await fetch(clients.data!.loginClients[0].authorizationUrl, { redirect: 'manual' })).headers.get('location')!);
      const login = await server.graphql(
        'mutation ($code: String!, $state: String) { login(input: { provider: OAUTH2_GENERIC, oauthResponse: { code: $code, state: $state } }) { authToken } }',
        { code: callback.searchParams.get('code')!, state: callback.searchParams.get('state')! },
      );
      expect(login.errors).toBeUndefined();
    };
    provider.user = { sub: 'o-1', email: 'olga@example.com', email_verified: false, name: 'Olga Unproven' };
    await socialLogin();
    expect(await ownerOf(orderId)).toBeNull();
    provider.user = { sub: 'o-1', email: 'olga@example.com', email_verified: true, name: 'Olga Proven' };
    await socialLogin();
    expect(await ownerOf(orderId)).toEqual(expect.any(Number));
  });
});
