import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/api';
import { Shopper, TEST_SESSION_SECRET } from '../../test/shopper';
import { runControlCommand } from '../../control';
import { settledOrderMessage } from './settled-order-message';

const BILLING = { firstName: 'Ada', lastName: 'Lovelace', address1: 'Unter den Linden 1', city: 'Berlin', postcode: '10117', country: 'DE', email: 'ada@example.com' };
const PRODUCT = 'query ($slug: ID!) { product(id: $slug, idType: SLUG) { databaseId } }';
const ADD = 'mutation ($id: Int!) { addToCart(input: { productId: $id }) { cart { isEmpty } } }';
const CHECKOUT = 'mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }';

describe("the owner's order command", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('pglite', { SESSION_SECRET: TEST_SESSION_SECRET });
  });
  afterAll(() => server.close());

  async function paidOrderOf(slug: string) {
    const buyer = new Shopper(server);
    const id = (await server.graphql(PRODUCT, { slug })).data!.product.databaseId as number;
    expect((await buyer.send(ADD, { id })).errors).toBeUndefined();
    const checkout = await buyer.send(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING } });
    expect(checkout.errors).toBeUndefined();
    const result = await runControlCommand(server.database.db, { name: 'order', action: 'paid', orderId: checkout.data!.checkout.order.databaseId });
    if (!('order' in result)) throw new Error(`not settled: ${JSON.stringify(result)}`);
    return result.order;
  }

  it('says an order without downloads has none, and counts the downloads it opens', async () => {
    const beanie = await paidOrderOf('beanie');
    expect(settledOrderMessage(beanie)).toBe(`Order #${beanie.id} is now processing, paid ${beanie.datePaid}; it has no downloads.`);

    const album = await paidOrderOf('album');
    expect(album.downloads).toBeGreaterThan(0);
    expect(settledOrderMessage(album)).toMatch(new RegExp(`^Order #${album.id} is now completed, paid .*; its (download is|${album.downloads} downloads are) open\\.$`));
  });
});
