import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';
import { Shopper, TEST_SESSION_SECRET } from '../../../test/shopper';
import { couponUsages, coupons } from '../../../db/schema/commerce';
import { products } from '../../../db/schema/catalog';

const ADD = 'mutation ($id: Int!) { addToCart(input: { productId: $id }) { cart { isEmpty } } }';
const APPLY = 'mutation { applyCoupon(input: { code: "vip20" }) { applied { code } } }';
const CHECKOUT = 'mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }';
const BILLING = { firstName: 'Ada', lastName: 'Lovelace', address1: 'Unter den Linden 1', city: 'Berlin', postcode: '10117', country: 'DE', email: 'Once@Example.com' };

describe.each(testDatabaseKinds)('per-customer coupon limits under parallel checkouts on %s', (kind) => {
  let server: TestServer;
  let productIds: number[];
  beforeAll(async () => {
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET });
    // Ten different products, so the checkouts share no stock row whose lock would queue them anyway.
    const simple = await server.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.type, 'simple'), eq(products.status, 'publish'), isNotNull(products.regularPrice)))
      .orderBy(products.id)
      .limit(10);
    productIds = simple.map((row) => row.id);
    await server.database.db.update(products).set({ manageStock: false, stockStatus: 'instock' }).where(inArray(products.id, productIds));
  });
  afterAll(() => server.close());

  it('lets ten parallel checkouts with one e-mail use a once-per-customer coupon once', async () => {
    expect(productIds).toHaveLength(10);
    const shoppers = await Promise.all(
      productIds.map(async (id) => {
        const shopper = new Shopper(server);
        expect((await shopper.send(ADD, { id })).errors).toBeUndefined();
        expect((await shopper.send(APPLY)).errors).toBeUndefined();
        return shopper;
      }),
    );
    const results = await Promise.all(shoppers.map((shopper) => shopper.send(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING } })));
    const placed = results.filter((result) => result.data?.checkout?.order);
    expect(placed).toHaveLength(1);
    for (const refused of results.filter((result) => result.errors)) expect(refused.errors![0]!.message).toBe('Coupon usage limit has been reached.');
    const [vip] = await server.database.db.select().from(coupons).where(eq(coupons.code, 'vip20'));
    expect(vip!.usageCount).toBe(1);
    expect(await server.database.db.select().from(couponUsages).where(eq(couponUsages.couponId, vip!.id))).toHaveLength(1);
  });
});
