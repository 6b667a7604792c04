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
import { downloadPermissions, orders } from '../../../db/schema/orders';
import { settleOrder } from '../../../services/orders/payment';

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

  it('holds an unpaid cash-on-delivery order with a download; once the owner marks it paid, counts each download and stops at the limit or expiry', async () => {
    const shopper = new Shopper(server);
    await shopper.register('kim');
    await shopper.login('kim');
    await shopper.send('mutation ($id: Int!) { addToCart(input: { productId: $id }) { cart { isEmpty } } }', { id: albumId });
    const checkout = await shopper.send(
      'mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId status datePaid orderKey downloadableItems { nodes { name } } } } }',
      { input: { paymentMethod: 'cod', billing: BILLING, isPaid: true } },
    );
    const order = checkout.data?.checkout.order;
    // isPaid from the client is not trusted: the money has not arrived.
    expect(order).toMatchObject({ status: 'ON_HOLD', datePaid: null, downloadableItems: { nodes: [] } });
    expect((await shopper.send(DOWNLOADS)).data!.customer.downloadableItems.nodes).toEqual([]);
    expect(await server.database.db.select().from(downloadPermissions).where(eq(downloadPermissions.orderId, order.databaseId))).toEqual([]);

    await settleOrder(server.database.db, order.databaseId, 'paid');
    const paid = await shopper.send('query ($id: ID!) { order(id: $id, idType: DATABASE_ID) { status datePaid } }', { id: String(order.databaseId) });
    expect(paid.data?.order).toMatchObject({ status: 'COMPLETED', datePaid: expect.any(String) });
    await expect(settleOrder(server.database.db, order.databaseId, 'paid')).rejects.toThrow(`order #${order.databaseId} is already paid`);

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
    // A page a browser shows, saying why and what the limit was, not a bare status line.
    expect(third.headers['content-type']).toMatch(/^text\/html/);
    expect(third.body).toContain('<h1>Download unavailable</h1>');
    expect(third.body).toContain('<p>Sorry, you have reached your download limit for this file</p>');
    expect(third.body).toContain('You have downloaded this file 2 times, the most this purchase allows.');
    expect(third.body).toContain('href="/my-account?tab=downloads"');
    // In the language the storefront remembers for this browser, whatever the browser's own languages.
    const german = await server.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { cookie: 'vitrine-locale=de_DE', 'accept-language': 'fr-FR' } });
    expect(german.statusCode).toBe(410);
    expect(german.body).toContain('<html lang="de-DE">');
    expect(german.body).toContain('<h1>Download nicht verfügbar</h1>');
    expect(german.body).toContain('<p>Sie haben das Download-Limit für diese Datei leider erreicht</p>');
    expect(german.body).toContain('Sie haben diese Datei 2-mal heruntergeladen, so oft wie mit diesem Kauf möglich.');
    expect(german.body).toContain('<a href="/my-account?tab=downloads">Ihre Downloads</a> · <a href="/">Weiter einkaufen</a>');
    expect((await shopper.send(DOWNLOADS)).data!.customer.downloadableItems.nodes[0].downloadsRemaining).toBe(0);

    expect((await get(`${url.pathname}?order=wc_order_wrong`)).statusCode).toBe(404);
    await server.database.db.update(downloadPermissions).set({ downloadsRemaining: 5, accessExpires: new Date('2026-03-04T10:00:00Z') });
    const expired = await get(url.pathname + url.search);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('<p>Sorry, this download has expired</p>');
    expect(expired.body).toContain('Access to this file ended on March 4, 2026.');
    // Without the storefront's cookie, the browser's languages decide.
    const expiredGerman = await server.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(expiredGerman.body).toContain('<p>Dieser Download ist leider abgelaufen</p>');
    expect(expiredGerman.body).toContain('Der Zugriff auf diese Datei endete am 4. März 2026.');
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

  it('refuses the download link of an unpaid order with a clear message', async () => {
    const shopper = new Shopper(server);
    await shopper.send('mutation ($id: Int!) { addToCart(input: { productId: $id }) { cart { isEmpty } } }', { id: albumId });
    const checkout = await shopper.send(
      'mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId orderKey } } }',
      { input: { paymentMethod: 'cod', billing: BILLING } },
    );
    const { databaseId, orderKey } = checkout.data!.checkout.order;
    // A permission left from before payments were checked (orders of older versions got them at once).
    await server.database.db.update(orders).set({ status: 'processing' }).where(eq(orders.id, databaseId));
    const [permission] = await server.database.db
      .insert(downloadPermissions)
      .values({ orderId: databaseId, productId: albumId, downloadId: 'album-zip', email: BILLING.email })
      .returning();
    const refused = await server.app.inject({ method: 'GET', url: `/downloads/${permission!.id}?order=${orderKey}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('<p>Sorry, this order is not paid yet. The download opens once the shop has received your payment.</p>');
    await settleOrder(server.database.db, databaseId, 'complete');
    const opened = await server.app.inject({ method: 'GET', url: `/downloads/${permission!.id}?order=${orderKey}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toBe('ZIP-CONTENT');
  });

  it('refuses to settle an order that does not exist or was cancelled', async () => {
    await expect(settleOrder(server.database.db, 999999, 'paid')).rejects.toThrow('there is no order #999999');
    const [cancelled] = await server.database.db
      .insert(orders)
      .values({ orderKey: 'wc_order_cancelled1', status: 'cancelled', currency: 'EUR', paymentMethod: 'cod', paymentMethodTitle: 'Cash on delivery', billing: {}, shipping: {}, subtotal: 0, discountTotal: 0, discountTax: 0, shippingTotal: 0, shippingTax: 0, cartTax: 0, totalTax: 0, total: 0 })
      .returning();
    await expect(settleOrder(server.database.db, cancelled!.id, 'complete')).rejects.toThrow(`order #${cancelled!.id} is cancelled; it cannot be paid or completed`);
  });
});
