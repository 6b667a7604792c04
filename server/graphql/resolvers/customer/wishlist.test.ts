import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';
import { productIdBySlug } from '../../../test/catalog-fixtures';
import { Shopper, TEST_SESSION_SECRET } from '../../../test/shopper';

const WISHLIST = '{ wishlist { productIds products { databaseId slug } } }';
const ADD = 'mutation ($id: Int!) { addToWishlist(input: { productId: $id }) { wishlist { productIds } } }';
const REMOVE = 'mutation ($id: Int!) { removeFromWishlist(input: { productId: $id }) { wishlist { productIds } } }';

describe.each(testDatabaseKinds)('server-side wishlist on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET });
  });
  afterAll(() => server.close());

  it('keeps a signed-in customer’s wishlist across sign-ins', async () => {
    const [belt, cap, variation] = await Promise.all(['belt', 'cap', 'hoodie-blue-yes'].map((slug) => productIdBySlug(server.database.db, slug)));
    const shopper = new Shopper(server);
    await shopper.register('wisher');
    await shopper.login('wisher');
    await shopper.send(ADD, { id: belt });
    await shopper.send(ADD, { id: cap });
    expect((await shopper.send(ADD, { id: belt })).data?.addToWishlist.wishlist.productIds).toEqual([belt, cap]);
    expect((await shopper.send(ADD, { id: variation })).errors?.[0]?.message).toBe('No product found matching the ID provided');
    expect((await shopper.send(REMOVE, { id: belt })).data?.removeFromWishlist.wishlist.productIds).toEqual([cap]);

    const elsewhere = new Shopper(server);
    await elsewhere.login('wisher');
    expect((await elsewhere.send(WISHLIST)).data?.wishlist).toEqual({ productIds: [cap], products: [{ databaseId: cap, slug: 'cap' }] });
  });

  it('has no wishlist for guests and asks them to log in to change one', async () => {
    const belt = await productIdBySlug(server.database.db, 'belt');
    expect((await server.graphql(WISHLIST)).data?.wishlist).toBeNull();
    expect((await server.graphql(ADD, { id: belt })).errors?.[0]?.message).toBe('Please log in to keep a wishlist in your account.');
  });
});
