import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';
import { changeProduct } from '../../../test/catalog-fixtures';
import { Shopper, TEST_SESSION_SECRET } from '../../../test/shopper';
import { productDownloads } from '../../../db/schema/catalog';
import { downloadPermissions } from '../../../db/schema/orders';

const BILLING = { firstName: 'Kim', lastName: 'Gordon', address1: 'Hauptstr. 5', city: 'Köln', postcode: '50667', country: 'DE', email: 'kim@example.com' };
const DOWNLOADS = '{ customer { downloadableItems(first: 100) { nodes { name downloadsRemaining accessExpires url product { databaseId } } } } }';

describe.each(testDatabaseKinds)('downloads on %s', (kind) => {
  let server: TestServer;
  let dataDir: string;
  let albumId: number;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-downloads-'));
    mkdirSync(path.join(dataDir, 'downloads'));
    writeFileSync(path.join(dataDir, 'downloads', 'album.zip'), 'ZIP-CONTENT');
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET, DATA_DIR: dataDir });
    albumId = await changeProduct(server.database.db, 'album', { downloadLimit: 2, downloadExpiry: 1 });
    await server.database.db.delete(productDownloads).where(eq(productDownloads.productId, albumId));
    await server.database.db.insert(productDownloads).values({ productId: albumId, downloadId: 'album-zip', name: 'Album (ZIP)', file: 'album.zip' });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('grants downloads for a paid order, counts each download and stops at the limit or expiry', async () => {
    const shopper = new Shopper(server);
    await shopper.register('kim');
    await shopper.login('kim');
    await shopper.send('mutation ($id: Int!) { addToCart(input: { productId: $id }) { cart { isEmpty } } }', { id: albumId });
    const checkout = await shopper.send(
      'mutation ($input: CheckoutInput!) { checkout(input: $input) { order { status orderKey downloadableItems { nodes { name } } } } }',
      { input: { paymentMethod: 'cod', billing: BILLING } },
    );
    expect(checkout.data?.checkout.order).toMatchObject({ status: 'PROCESSING', downloadableItems: { nodes: [{ name: 'Album (ZIP)' }] } });

    const [item] = (await shopper.send(DOWNLOADS)).data!.customer.downloadableItems.nodes;
    expect(item).toMatchObject({ name: 'Album (ZIP)', downloadsRemaining: 2, product: { databaseId: albumId } });
    const expires = new Date(item.accessExpires).getTime();
    expect(expires - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);

    const url = new URL(item.url);
    const get = (target: string) => server.app.inject({ method: 'GET', url: target });
    const first = await get(url.pathname + url.search);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('ZIP-CONTENT');
    expect((await get(url.pathname + url.search)).statusCode).toBe(200);
    const third = await get(url.pathname + url.search);
    expect(third.statusCode).toBe(410);
    expect(third.body).toBe('Sorry, you have reached your download limit for this file');
    expect((await shopper.send(DOWNLOADS)).data!.customer.downloadableItems.nodes[0].downloadsRemaining).toBe(0);

    expect((await get(`${url.pathname}?order=wc_order_wrong`)).statusCode).toBe(404);
    await server.database.db.update(downloadPermissions).set({ downloadsRemaining: 5, accessExpires: new Date(Date.now() - 1000) });
    const expired = await get(url.pathname + url.search);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toBe('Sorry, this download has expired');
  });

  it('shows no downloads to guests or for orders waiting for payment', async () => {
    expect((await server.graphql(DOWNLOADS)).data?.customer.downloadableItems.nodes).toEqual([]);
    const shopper = new Shopper(server);
    await shopper.send('mutation ($id: Int!) { addToCart(input: { productId: $id }) { cart { isEmpty } } }', { id: albumId });
    const onHold = await shopper.send(
      'mutation ($input: CheckoutInput!) { checkout(input: $input) { order { status downloadableItems { nodes { name } } } } }',
      { input: { paymentMethod: 'bacs', billing: BILLING } },
    );
    expect(onHold.data?.checkout.order).toEqual({ status: 'ON_HOLD', downloadableItems: { nodes: [] } });
  });
});
