import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';
import { changeProduct, productIdBySlug } from '../../../test/catalog-fixtures';
import { Shopper, TEST_SESSION_SECRET } from '../../../test/shopper';
import { sessions } from '../../../db/schema/sessions';
import { orderItems } from '../../../db/schema/orders';

const ADD = 'mutation ($id: Int!, $qty: Int) { addToCart(input: { productId: $id, quantity: $qty }) { cart { isEmpty } } }';
const APPLY = 'mutation ($code: String!) { applyCoupon(input: { code: $code }) { applied { code } } }';
const CART = '{ cart { appliedCoupons { code } contents { nodes { quantity product { node { databaseId } } } } } }';
const CHECKOUT = 'mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }';
const BILLING = { firstName: 'Ada', lastName: 'Lovelace', address1: 'Unter den Linden 1', city: 'Berlin', postcode: '10117', country: 'DE', email: 'ada@example.com' };
const ROUNDS = 6;

interface CartState {
  coupons: string[];
  lines: Map<number, number>;
}

async function cartOf(shopper: Shopper): Promise<CartState> {
  const response = await shopper.send(CART);
  expect(response.errors).toBeUndefined();
  const cart = response.data!.cart;
  return {
    coupons: (cart.appliedCoupons ?? []).map((coupon: { code: string }) => coupon.code),
    lines: new Map(cart.contents.nodes.map((line: { quantity: number; product: { node: { databaseId: number } } }) => [line.product.node.databaseId, line.quantity])),
  };
}

/** A second tab of the same shopper: the same session token, sent at the same time. */
function sameSession(server: TestServer, shopper: Shopper): Shopper {
  const tab = new Shopper(server);
  tab.sessionToken = shopper.sessionToken;
  tab.authToken = shopper.authToken;
  return tab;
}

describe.each(testDatabaseKinds)('parallel requests on one session on %s', (kind) => {
  let server: TestServer;
  let ids: Record<string, number>;
  beforeAll(async () => {
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET });
    const slugs = ['belt', 'cap', 'polo', 'beanie'];
    ids = Object.fromEntries(await Promise.all(slugs.map(async (slug) => [slug, await productIdBySlug(server.database.db, slug)])));
    await changeProduct(server.database.db, 'belt', { manageStock: false, stockStatus: 'instock' });
    await changeProduct(server.database.db, 'cap', { manageStock: false, stockStatus: 'instock' });
  });
  afterAll(() => server.close());

  it('keeps a coupon applied while an item is added at the same time', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const shopper = new Shopper(server);
      expect((await shopper.send(ADD, { id: ids.belt })).errors).toBeUndefined();
      const [applied, added] = await Promise.all([
        sameSession(server, shopper).send(APPLY, { code: 'welcome10' }),
        sameSession(server, shopper).send(ADD, { id: ids.cap }),
      ]);
      expect(applied.errors).toBeUndefined();
      expect(applied.data?.applyCoupon.applied.code).toBe('welcome10');
      expect(added.errors).toBeUndefined();
      const cart = await cartOf(shopper);
      expect(cart.coupons).toEqual(['welcome10']);
      expect([...cart.lines.keys()].sort()).toEqual([ids.belt, ids.cap].sort());
    }
  });

  it('never loses an item added while the cart is being checked out: it is in the order or still in the cart', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const shopper = new Shopper(server);
      expect((await shopper.send(ADD, { id: ids.belt })).errors).toBeUndefined();
      const [checkout, added] = await Promise.all([
        sameSession(server, shopper).send(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING } }),
        sameSession(server, shopper).send(ADD, { id: ids.cap }),
      ]);
      expect(added.errors).toBeUndefined();
      const orderId = checkout.data?.checkout?.order.databaseId as number | undefined;
      if (!orderId) expect(checkout.errors?.[0]?.message).toBe('The cart changed while placing the order. Please review it and try again.');
      const ordered = orderId
        ? (await server.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).map((item) => item.productId)
        : [];
      const inCart = [...(await cartOf(shopper)).lines.keys()];
      expect([...ordered, ...inCart]).toContain(ids.cap);
      // The belt was bought once or is still waiting in the cart: never both, never neither.
      expect([...ordered, ...inCart].filter((id) => id === ids.belt)).toHaveLength(1);
    }
  });

  it('adds the same product from four parallel requests on a fresh session: four units, no error', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const shopper = new Shopper(server);
      // The session exists only as a token: no row yet, nothing for a row lock to hold on to.
      expect((await shopper.send('{ cart { isEmpty } }')).data?.cart.isEmpty).toBe(true);
      const results = await Promise.all(Array.from({ length: 4 }, () => sameSession(server, shopper).send(ADD, { id: ids.cap })));
      for (const result of results) expect(result.errors).toBeUndefined();
      expect((await cartOf(shopper)).lines.get(ids.cap!)).toBe(4);
    }
  });
});

describe.each(testDatabaseKinds)('read-only requests on %s', (kind) => {
  let server: TestServer;
  let capId: number;
  beforeAll(async () => {
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET });
    capId = await productIdBySlug(server.database.db, 'cap');
    await changeProduct(server.database.db, 'cap', { manageStock: false, stockStatus: 'instock' });
  });
  afterAll(() => server.close());

  /** Every session row with the transaction that last wrote it (xmin changes on any write, even of equal values). */
  async function sessionRows() {
    const rows = await server.database.db
      .select({ id: sessions.id, version: sql<string>`${sessions}.xmin::text`, updatedAt: sessions.updatedAt })
      .from(sessions);
    return new Map(rows.map((row) => [row.id, `${row.version} ${row.updatedAt.toISOString()}`]));
  }

  it("reading a new visitor's, a guest's or a customer's cart writes nothing", async () => {
    const guest = new Shopper(server);
    expect((await guest.send(ADD, { id: capId })).errors).toBeUndefined();
    const customer = new Shopper(server);
    await customer.register('reader');
    await customer.login('reader');
    expect((await customer.send(ADD, { id: capId })).errors).toBeUndefined();
    const before = await sessionRows();
    const visitor = new Shopper(server);
    for (const shopper of [visitor, guest, customer]) {
      await shopper.send(CART);
      await shopper.send('{ customer { email shipping { country } } viewer { username } }');
    }
    expect(visitor.sessionToken).not.toBeNull();
    expect(await sessionRows()).toEqual(before);
    // A change still writes.
    expect((await customer.send(ADD, { id: capId })).errors).toBeUndefined();
    expect(await sessionRows()).not.toEqual(before);
  });
});
