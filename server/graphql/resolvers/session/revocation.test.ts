import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';
import { changeProduct } from '../../../test/catalog-fixtures';
import { Shopper, TEST_SESSION_SECRET } from '../../../test/shopper';
import { mailOutbox } from '../../../db/schema/mail';
import { orders } from '../../../db/schema/orders';
import { INVALID_BEARER_TOKEN } from './request-context';
import { passwordResetMailsSettled } from '../../../services/auth/password-reset';

const ADD = 'mutation ($id: Int!, $qty: Int) { addToCart(input: { productId: $id, quantity: $qty }) { cart { isEmpty } } }';
const CART = '{ cart { contents { itemCount } } }';
const CHECKOUT = 'mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }';
const BILLING = { firstName: 'Ada', lastName: 'Lovelace', address1: 'Unter den Linden 1', city: 'Berlin', postcode: '10117', country: 'DE', email: 'ada@example.com' };

describe.each(testDatabaseKinds)('revoking session tokens on %s', (kind) => {
  let server: TestServer;
  let capId: number;
  beforeAll(async () => {
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET });
    capId = await changeProduct(server.database.db, 'cap', { manageStock: false, stockStatus: 'instock' });
  });
  afterAll(() => server.close());

  /** What the session token alone (no bearer token) can still do with the customer's cart. */
  async function withSessionTokenOnly(token: string) {
    const headers = { 'woocommerce-session': `Session ${token}` };
    const cart = await server.graphql(CART, {}, headers);
    const added = await server.graphql(ADD, { id: capId }, headers);
    const checkout = await server.graphql(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING } }, headers);
    return { cart, added, checkout };
  }

  async function signedInWithCart(username: string) {
    const shopper = new Shopper(server);
    await shopper.register(username);
    await shopper.login(username);
    expect((await shopper.send(ADD, { id: capId })).errors).toBeUndefined();
    return shopper;
  }

  it("logout: the customer's session token stops reading and checking out the cart, which waits for the next sign-in", async () => {
    const shopper = await signedInWithCart('logout-revokes');
    const customerToken = shopper.sessionToken!;
    // Before logout the session token alone reaches the cart (WooGraphQL's session handshake).
    expect((await server.graphql(CART, {}, { 'woocommerce-session': `Session ${customerToken}` })).data?.cart.contents.itemCount).toBe(1);
    const ordersBefore = (await server.database.db.select().from(orders)).length;

    expect((await shopper.send('mutation { logout(input: {}) { success } }')).data?.logout.success).toBe(true);
    const { cart, added, checkout } = await withSessionTokenOnly(customerToken);
    expect(cart.errors?.[0]?.message).toBe('Invalid session token');
    expect(added.errors?.[0]?.message).toBe('Invalid session token');
    expect(checkout.errors?.[0]?.message).toBe('Invalid session token');
    // The token is refused before the input is looked at, as in WooGraphQL.
    const nothing = await server.graphql(ADD, { id: capId, qty: 0 }, { 'woocommerce-session': `Session ${customerToken}` });
    expect(nothing.errors?.[0]?.message).toBe('Invalid session token');
    for (const refused of [cart, added, nothing]) {
      const fresh = { 'woocommerce-session': `Session ${refused.headers['woocommerce-session']}` };
      expect((await server.graphql(CART, {}, fresh)).data?.cart.contents.itemCount).toBe(0);
    }
    expect((await server.database.db.select().from(orders)).length).toBe(ordersBefore);

    const again = new Shopper(server);
    await again.login('logout-revokes');
    expect((await again.send(CART)).data?.cart.contents.itemCount).toBe(1);
    expect((await server.graphql(CART, {}, { 'woocommerce-session': `Session ${again.sessionToken}` })).errors).toBeUndefined();
  });

  it("password reset: every earlier session token of the customer stops working", async () => {
    const shopper = await signedInWithCart('reset-revokes');
    const customerToken = shopper.sessionToken!;
    await server.graphql('mutation { sendPasswordResetEmail(input: { username: "reset-revokes" }) { success } }');
    await passwordResetMailsSettled();
    const [mail] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'reset-revokes@example.com')).orderBy(desc(mailOutbox.id));
    const link = new URL(mail!.body.match(/https?:\/\/\S+/)![0]);
    const reset = await server.graphql(
      'mutation ($key: String, $login: String) { resetUserPassword(input: { key: $key, login: $login, password: "a brand new secret 9" }) { user { username } } }',
      { key: link.searchParams.get('key'), login: 'reset-revokes' },
    );
    expect(reset.errors).toBeUndefined();
    const { cart, added, checkout } = await withSessionTokenOnly(customerToken);
    expect(cart.errors?.[0]?.message).toBe('Invalid session token');
    expect(added.errors?.[0]?.message).toBe('Invalid session token');
    expect(checkout.errors?.[0]?.message).toBe('Invalid session token');
    // The old sign-in is gone too; the new password opens the account and its cart.
    expect((await shopper.send(CART)).errors?.[0]?.message).toBe(INVALID_BEARER_TOKEN);
    const again = new Shopper(server);
    await again.login('reset-revokes', 'a brand new secret 9');
    expect((await again.send(CART)).data?.cart.contents.itemCount).toBe(1);
  });

  it('a bad bearer token: 403 and the mutation does not run, so a retry cannot do it twice', async () => {
    const shopper = new Shopper(server);
    expect((await shopper.send(ADD, { id: capId })).errors).toBeUndefined();
    const refused = await server.graphql(ADD, { id: capId }, { 'woocommerce-session': `Session ${shopper.sessionToken}`, authorization: 'Bearer expired.or.forged' });
    expect(refused.status).toBe(403);
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]?.message).toBe(INVALID_BEARER_TOKEN);
    expect((await shopper.send(CART)).data?.cart.contents.itemCount).toBe(1);
  });
});
