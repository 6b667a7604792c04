import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';
import { changeProduct } from '../../../test/catalog-fixtures';
import { Shopper, TEST_SESSION_SECRET } from '../../../test/shopper';
import { products } from '../../../db/schema/catalog';
import { refreshProductLookup } from '../../../services/catalog/lookup';

const PRODUCT = `query ($slug: ID!) { product(id: $slug, idType: SLUG) {
  ... on VariableProduct { stockStatus variations(first: 100) { nodes { databaseId stockStatus } } } } }`;
const ADD = 'mutation ($id: Int!, $variationId: Int) { addToCart(input: { productId: $id, variationId: $variationId }) { cart { isEmpty } } }';
const BILLING = { firstName: 'Ada', lastName: 'Lovelace', address1: 'Unter den Linden 1', city: 'Berlin', postcode: '10117', country: 'DE', email: 'ada@example.com' };

describe.each(testDatabaseKinds)('stock kept at the parent of a variable product on %s', (kind) => {
  let server: TestServer;
  let hoodieId: number;
  beforeAll(async () => {
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET });
    // The shop keeps one stock for all hoodie variations, at product level.
    hoodieId = await changeProduct(server.database.db, 'hoodie', { manageStock: true, stockQuantity: 1, backorders: 'no', stockStatus: 'instock' });
    await server.database.db.update(products).set({ manageStock: false, stockStatus: 'instock' }).where(eq(products.parentId, hoodieId));
    await refreshProductLookup(server.database.db, [hoodieId]);
  });
  afterAll(() => server.close());

  it('sells the last unit, then shows the product and every variation out of stock and refuses to add one', async () => {
    const before = (await server.graphql(PRODUCT, { slug: 'hoodie' })).data!.product;
    expect(before.stockStatus).toBe('IN_STOCK');
    const [first, second] = before.variations.nodes as { databaseId: number; stockStatus: string }[];
    expect(first!.stockStatus).toBe('IN_STOCK');

    const buyer = new Shopper(server);
    expect((await buyer.send(ADD, { id: hoodieId, variationId: first!.databaseId })).errors).toBeUndefined();
    const checkout = await buyer.send('mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }', { input: { paymentMethod: 'cod', billing: BILLING } });
    expect(checkout.errors).toBeUndefined();

    const after = (await server.graphql(PRODUCT, { slug: 'hoodie' })).data!.product;
    expect(after.stockStatus).toBe('OUT_OF_STOCK');
    expect(new Set(after.variations.nodes.map((variation: { stockStatus: string }) => variation.stockStatus))).toEqual(new Set(['OUT_OF_STOCK']));
    const refused = await new Shopper(server).send(ADD, { id: hoodieId, variationId: second!.databaseId });
    expect(refused.errors?.[0]?.message).toMatch(/^You cannot add &quot;.*&quot; to the cart because the product is out of stock\.$/);

    // Restocked at product level, every variation is for sale again.
    await server.database.db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, hoodieId));
    await refreshProductLookup(server.database.db, [hoodieId]);
    const restocked = (await server.graphql(PRODUCT, { slug: 'hoodie' })).data!.product;
    expect(restocked.stockStatus).toBe('IN_STOCK');
    expect(new Set(restocked.variations.nodes.map((variation: { stockStatus: string }) => variation.stockStatus))).toEqual(new Set(['IN_STOCK']));
  });
});
