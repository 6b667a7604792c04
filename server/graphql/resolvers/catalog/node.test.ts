import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/api';
import { productIdBySlug } from '../../../test/catalog-fixtures';
import { testDatabaseKinds } from '../../../test/database';
import { Shopper, TEST_SESSION_SECRET } from '../../../test/shopper';

const NODE = `query ($id: ID!) { node(id: $id) {
  __typename id
  ... on User { databaseId username }
  ... on Order { orderNumber: databaseId status }
} }`;
const ADD = 'mutation ($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { isEmpty } } }';
const CHECKOUT = 'mutation ($input: CheckoutInput!) { checkout(input: $input) { order { id databaseId } } }';
const BILLING = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: 'Unter den Linden 1',
  city: 'Berlin',
  postcode: '10117',
  country: 'DE',
  email: 'ada@example.com',
  phone: '+49 30 1234567',
};

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

describe.each(testDatabaseKinds)('node(id) for accounts and orders on %s', (kind) => {
  let server: TestServer;
  let beltId: number;
  beforeAll(async () => {
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET });
    beltId = await productIdBySlug(server.database.db, 'belt');
  });
  afterAll(() => server.close());

  async function nodeAs(shopper: Shopper, id: string) {
    const response = await shopper.send<{ node: Record<string, unknown> | null }>(NODE, { id });
    expect(response.errors).toBeUndefined();
    return response.data!.node;
  }

  async function customerWithOrder(username: string) {
    const shopper = new Shopper(server);
    const userId = await shopper.register(username);
    await shopper.login(username);
    expect((await shopper.send(ADD, { id: beltId })).errors).toBeUndefined();
    const placed = await shopper.send<{ checkout: { order: { id: string; databaseId: number } } }>(CHECKOUT, {
      input: { paymentMethod: 'cod', billing: { ...BILLING, email: `${username}@example.com` } },
    });
    expect(placed.errors).toBeUndefined();
    return { shopper, userId, order: placed.data!.checkout.order };
  }

  it('resolves the signed-in customer as a User and their own order as an Order', async () => {
    const { shopper, userId, order } = await customerWithOrder('nodeowner');
    expect(await nodeAs(shopper, globalId('user', userId))).toEqual({ __typename: 'User', id: globalId('user', userId), databaseId: userId, username: 'nodeowner' });
    expect(await nodeAs(shopper, order.id)).toMatchObject({ __typename: 'Order', id: order.id, orderNumber: order.databaseId });
  });

  it("is null for another customer's account or order, for guests, and for unknown ids, as for missing ones", async () => {
    const owner = await customerWithOrder('nodevictim');
    const other = new Shopper(server);
    await other.register('nodeprober');
    await other.login('nodeprober');
    const guest = new Shopper(server);
    for (const shopper of [other, guest]) {
      expect(await nodeAs(shopper, globalId('user', owner.userId))).toBeNull();
      expect(await nodeAs(shopper, owner.order.id)).toBeNull();
    }
    expect(await nodeAs(owner.shopper, globalId('user', 999_999))).toBeNull();
    expect(await nodeAs(owner.shopper, globalId('order', 999_999))).toBeNull();
    expect(await nodeAs(owner.shopper, globalId('order', Number.NaN))).toBeNull();
  });
});
