import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';
import { productIdBySlug } from '../../../test/catalog-fixtures';
import { Shopper, TEST_SESSION_SECRET } from '../../../test/shopper';

const BILLING = { firstName: 'Ada', lastName: 'Lovelace', address1: 'Unter den Linden 1', city: 'Berlin', postcode: '10117', country: 'DE', email: 'keyed@example.com', phone: '+49 30 1234567' };
const ORDER_BY_KEY = `query ($key: ID) { order(id: $key, idType: ORDER_KEY) {
  databaseId createdVia billing { email phone address1 }
  customer { databaseId email billing { phone address1 } orderCount totalSpent }
} }`;

describe.each(testDatabaseKinds)('an order opened by its key on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET });
  });
  afterAll(() => server.close());

  it("shows the order's own data, never the account's current profile, and records the order as created via checkout", async () => {
    const owner = new Shopper(server);
    await owner.register('keyed', 'correct horse 42', 'keyed@example.com');
    await owner.login('keyed');
    await owner.send('mutation ($id: Int!) { addToCart(input: { productId: $id }) { cart { isEmpty } } }', { id: await productIdBySlug(server.database.db, 'beanie') });
    const placed = await owner.send('mutation ($input: CheckoutInput!) { checkout(input: $input) { order { orderKey } } }', {
      input: { paymentMethod: 'cod', billing: BILLING, createdVia: 'admin' },
    });
    expect(placed.errors).toBeUndefined();
    const key = placed.data!.checkout.order.orderKey;
    await owner.send('mutation { updateCustomer(input: { billing: { phone: "+49 170 0000000", address1: "New Street 9" } }) { customer { id } } }');

    const stranger = await new Shopper(server).send(ORDER_BY_KEY, { key });
    expect(stranger.errors).toBeUndefined();
    expect(stranger.data!.order).toMatchObject({ createdVia: 'checkout', billing: { email: 'keyed@example.com', phone: '+49 30 1234567', address1: 'Unter den Linden 1' }, customer: null });
    expect(JSON.stringify(stranger.data)).not.toContain('New Street 9');

    const own = await owner.send(ORDER_BY_KEY, { key });
    expect(own.data!.order.customer).toMatchObject({ email: 'keyed@example.com', billing: { address1: 'New Street 9' } });
  });
});
