/**
 * A WooGraphQL storefront (WooNuxt-style documents from woonuxt-documents.ts) against the embedded
 * server, with the session and auth headers threaded as such clients thread them: the token of the
 * `woocommerce-session` response header sent back as `Session <token>`, the login's auth token as
 * `Authorization: Bearer`. Expectations follow WooGraphQL's documented behaviour (woographql-notes.md).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaItems, products } from '../db/schema';
import { createPlaceholderImage } from '../services/images';
import { createTestServer, type TestServer } from '../test/api';
import { testDatabaseKinds } from '../test/database';
import { Shopper, TEST_SESSION_SECRET } from '../test/shopper';
import {
  ADD_TO_CART,
  APPLY_COUPON,
  CHANGE_SHIPPING_COUNTY,
  CHANGE_SHIPPING_METHOD,
  CHECKOUT,
  EMPTY_CART,
  GET_CART,
  GET_GROUP_PRODUCT,
  GET_DOWNLOADS,
  GET_ORDER,
  GET_ORDERS,
  GET_PRODUCT,
  GET_PRODUCTS,
  GET_WOONUXT_SETTINGS,
  LOGIN,
  LOGOUT,
  REGISTER_CUSTOMER,
  REMOVE_COUPONS,
  UPDATE_ITEM_QUANTITIES,
} from './woonuxt-documents';

const PUBLIC_URL = 'https://shop.example';
/** Valid under the account password policy (length, not a breached password). */
const PASSWORD = 'violet tram 58 lantern';
const BILLING = { firstName: 'Grace', lastName: 'Hopper', address1: 'Hauptstr. 5', city: 'Köln', postcode: '50667', country: 'DE', email: 'grace@example.com', phone: '+49 221 123456' };

/** The storefront's HTTP client: sends what WooNuxt sends and keeps what WooGraphQL hands back. */
class WooStorefront extends Shopper {}

describe.each(testDatabaseKinds)('a WooGraphQL storefront on %s', (kind) => {
  let server: TestServer;
  let dataDir: string;
  let catalogue: { slug: string; type: string; databaseId: number }[];
  const bySlug = (slug: string) => catalogue.find((product) => product.slug === slug)!;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-compat-'));
    // Prices as WooCommerce's default settings show them (entered and displayed excluding tax), so the
    // formatted amounts below are the stored ones.
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET, PUBLIC_URL, DATA_DIR: dataDir, TAX_DISPLAY_SHOP: 'excl' });
    // The test catalogue points at the export's remote images (answered unchanged); the hoodie gets a stored one.
    const stored = await createPlaceholderImage({ title: 'Hoodie', dataDir });
    const [hoodie] = await server.database.db.select({ imageId: products.imageId }).from(products).where(eq(products.slug, 'hoodie'));
    await server.database.db.update(mediaItems).set({ sourceUrl: stored.file, width: stored.width, height: stored.height }).where(eq(mediaItems.id, hoodie!.imageId!));
    const list = await server.graphql(GET_PRODUCTS);
    expect(list.errors).toBeUndefined();
    catalogue = list.data!.products.nodes;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists the catalogue in one call with first: 9999 (capped at 100) and full fragments of every product type', async () => {
    const response = await server.graphql(GET_PRODUCTS, { first: 9999 });
    expect(response.errors).toBeUndefined();
    const { nodes, pageInfo } = response.data!.products;
    expect(nodes.length).toBeLessThanOrEqual(100);
    expect(pageInfo.hasNextPage).toBe(nodes.length === 100);
    expect(new Set(nodes.map((node: { type: string }) => node.type))).toEqual(new Set(['SIMPLE', 'VARIABLE', 'EXTERNAL', 'GROUPED']));

    // Formatted prices: store currency symbol and separators; a variable product shows its range, RAW lists every price.
    const beanie = nodes.find((node: { slug: string }) => node.slug === 'beanie');
    expect(beanie).toMatchObject({ price: '€18.00', rawPrice: '18', regularPrice: '€20.00', salePrice: '€18.00', onSale: true });
    const belt = nodes.find((node: { slug: string }) => node.slug === 'cap');
    expect(belt.salePrice).toBe('€16.00');
    const tShirt = nodes.find((node: { slug: string }) => node.slug === 't-shirt');
    expect(tShirt).toMatchObject({ price: '€18.00', salePrice: null, rawSalePrice: null });
    const vneck = nodes.find((node: { slug: string }) => node.slug === 'v-neck-t-shirt');
    expect(vneck.price).toBe('€15.00 - €20.00');
    expect(vneck.rawPrice).toBe('15, 20, 20');
    expect(vneck.variations.nodes.length).toBe(3);
    expect(vneck.totalSales).toBeNull();
    const pennant = nodes.find((node: { type: string }) => node.type === 'EXTERNAL');
    expect(pennant).toMatchObject({ externalUrl: expect.stringMatching(/^https?:\/\//), price: '€11.05' });
  });

  it('answers image sourceUrls absolute from PUBLIC_URL, and serves them', async () => {
    const { data } = await server.graphql(GET_PRODUCT, { slug: 'hoodie' });
    const image = data!.product.image;
    for (const url of [image.sourceUrl, image.cartSourceUrl, image.productCardSourceUrl]) {
      expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/images/`));
    }
    const served = await server.app.inject({ method: 'GET', url: new URL(image.productCardSourceUrl).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('shows simple, variable and external product pages by slug, and the grouped product with its children’s price range', async () => {
    for (const slug of ['beanie', 'hoodie', 'wordpress-pennant']) {
      const response = await server.graphql(GET_PRODUCT, { slug });
      expect(response.errors).toBeUndefined();
      expect(response.data!.product).toMatchObject({ slug, databaseId: bySlug(slug).databaseId, totalSales: null, catalogVisibility: null });
    }
    const grouped = await server.graphql(GET_GROUP_PRODUCT, { slug: 'logo-collection' });
    expect(grouped.errors).toBeUndefined();
    // Children (GroupProduct.products, in the shop owner's order): Hoodie with Logo €45, T-Shirt €18, Beanie €18 (on sale).
    expect(grouped.data!.product).toMatchObject({ type: 'GROUPED', name: 'Logo Collection', price: '€18.00 - €45.00' });
    expect(grouped.data!.product.products.nodes.map((child: { slug: string; price: string }) => [child.slug, child.price])).toEqual([
      ['hoodie-with-logo', '€45.00'],
      ['t-shirt', '€18.00'],
      ['beanie', '€18.00'],
    ]);
    const missing = await server.graphql(GET_PRODUCT, { slug: 'no-such-product' });
    expect(missing.errors?.[0]?.message).toBe('No product ID was found corresponding to the slug: no-such-product');
  });

  it('starts a session on the first cart call, hands the token in the woocommerce-session header and keeps the cart with it', async () => {
    const storefront = new WooStorefront(server);
    const first = await storefront.send(GET_CART);
    expect(first.errors).toBeUndefined();
    expect(first.data!.cart).toMatchObject({ isEmpty: true, appliedCoupons: null, contents: { itemCount: 0, productCount: 0, nodes: [] } });
    const issued = first.headers['woocommerce-session'];
    expect(typeof issued).toBe('string');
    expect(issued).not.toMatch(/^Session /);
    expect(first.data!.customer.sessionToken).toBe(issued);

    // WooNuxt adds a variation by passing its databaseId as productId.
    const variationId = (await server.graphql(GET_PRODUCT, { slug: 'hoodie' })).data!.product.variations.nodes.find(
      (variation: { name: string }) => /Red/.test(variation.name),
    ).databaseId;
    const added = await storefront.send(ADD_TO_CART, { input: { productId: variationId, quantity: 2 } });
    expect(added.errors).toBeUndefined();
    const line = added.data!.addToCart.cart.contents.nodes[0];
    expect(line).toMatchObject({ quantity: 2, product: { node: { slug: 'hoodie', type: 'VARIABLE' } }, variation: { node: { databaseId: variationId } } });
    expect(line.product.node.variations.nodes).toHaveLength(4);
    expect(line.variation.attributes).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'pa_color', value: 'red' })]));

    const again = await storefront.send(GET_CART);
    expect(again.data!.cart.contents).toMatchObject({ itemCount: 2, productCount: 1 });
    // Another client without the token sees its own, empty cart.
    expect((await new WooStorefront(server).send(GET_CART)).data!.cart.isEmpty).toBe(true);

    // WooNuxt passes `items` as one object; GraphQL coerces it to a list.
    const updated = await storefront.send(UPDATE_ITEM_QUANTITIES, { key: line.key, quantity: 3 });
    expect(updated.data!.updateItemQuantities.cart.contents.itemCount).toBe(3);
  });

  it('refuses cart operations for a broken session token with WooNuxt’s reset message and hands a new token', async () => {
    const response = await server.graphql(GET_CART, {}, { 'woocommerce-session': 'Session not.a.token' });
    expect(response.errors?.[0]?.message).toMatch(/Invalid session token|The iss do not match with this server/);
    expect(typeof response.headers['woocommerce-session']).toBe('string');
  });

  it('applies and removes coupons, lists shipping rates for the address and switches the chosen rate', async () => {
    const storefront = new WooStorefront(server);
    await storefront.send(ADD_TO_CART, { input: { productId: bySlug('belt').databaseId, quantity: 1 } });
    const refused = await storefront.send(APPLY_COUPON, { code: 'nope' });
    expect(refused.errors?.[0]?.message).toBe('Coupon &quot;nope&quot; cannot be applied because it does not exist.');
    const applied = await storefront.send(APPLY_COUPON, { code: 'welcome10' });
    expect(applied.errors).toBeUndefined();
    expect(applied.data!.applyCoupon.cart.appliedCoupons).toEqual([expect.objectContaining({ code: 'welcome10', discountAmount: '€5.50' })]);
    expect(applied.data!.applyCoupon.cart.rawDiscountTotal).toBe('5.5');
    const removed = await storefront.send(REMOVE_COUPONS, { codes: ['welcome10'] });
    expect(removed.data!.removeCoupons.cart.appliedCoupons).toBeNull();

    const located = await storefront.send(CHANGE_SHIPPING_COUNTY, { shipping: { country: 'FR', postcode: '75001', city: 'Paris' }, billing: { country: 'FR' } });
    expect(located.errors).toBeUndefined();
    const cart = (await storefront.send(GET_CART)).data!.cart;
    const rates = cart.availableShippingMethods[0].rates as { id: string; label: string; cost: string }[];
    expect(rates.length).toBeGreaterThan(0);
    expect(cart.chosenShippingMethods[0]).toBe(rates[0]!.id);
    const unknown = await storefront.send(CHANGE_SHIPPING_METHOD, { shippingMethods: ['no_such_rate:9'] });
    expect(unknown.errors?.[0]?.message).toMatch(/^&quot;no_such_rate:9&quot; is not an available shipping method|"no_such_rate:9" is not an available shipping method/);
  });

  it('checks out, empties the cart server-side (a following emptyCart answers "Cart is empty"), and the customer sees the order', async () => {
    const storefront = new WooStorefront(server);
    const registered = await storefront.send(REGISTER_CUSTOMER, { input: { username: `grace-${kind}`, email: `grace-${kind}@example.com`, password: PASSWORD } });
    expect(registered.errors).toBeUndefined();

    // Added as a guest: the cart follows the shopper into the account at login.
    await storefront.send(ADD_TO_CART, { input: { productId: bySlug('album').databaseId, quantity: 1 } });
    const wrong = await storefront.send(LOGIN, { username: `grace-${kind}`, password: 'not the password 1' });
    expect(wrong.errors?.[0]?.message).toBe('Incorrect password. Please try again.');
    const login = await storefront.send(LOGIN, { username: `grace-${kind}`, password: PASSWORD });
    expect(login.errors).toBeUndefined();
    expect(login.data!.login).toMatchObject({ authToken: expect.any(String), refreshToken: expect.any(String), user: { username: `grace-${kind}` } });
    storefront.authToken = login.data!.login.authToken;
    expect(storefront.sessionToken).toBe(login.data!.login.sessionToken);
    const transferred = (await storefront.send(GET_CART)).data!;
    expect(transferred.cart.contents.nodes.map((line: { product: { node: { slug: string } } }) => line.product.node.slug)).toEqual(['album']);
    expect(transferred.customer.username).toBe(`grace-${kind}`);

    await storefront.send(ADD_TO_CART, { input: { productId: bySlug('beanie').databaseId, quantity: 1 } });
    const checkout = await storefront.send(CHECKOUT, { billing: { ...BILLING, email: `grace-${kind}@example.com` }, paymentMethod: 'cod' });
    expect(checkout.errors).toBeUndefined();
    const order = checkout.data!.checkout.order;
    expect(checkout.data!.checkout.result).toBe('success');
    // A cash-on-delivery order with a download waits on hold until it is paid (WC_Gateway_COD).
    expect(order).toMatchObject({ status: 'ON_HOLD' });
    expect(order.lineItems.nodes).toHaveLength(2);

    expect((await storefront.send(GET_CART)).data!.cart.isEmpty).toBe(true);
    expect((await storefront.send(EMPTY_CART)).errors?.[0]?.message).toBe('Cart is empty');

    const orders = (await storefront.send(GET_ORDERS)).data!.customer.orders.nodes;
    expect(orders.map((listed: { databaseId: number }) => listed.databaseId)).toContain(order.databaseId);
    const detail = await storefront.send(GET_ORDER, { id: String(order.databaseId) });
    expect(detail.data!.order).toMatchObject({ databaseId: order.databaseId, orderKey: order.orderKey, total: order.total });
    // Nothing to download before the money has arrived.
    expect((await storefront.send(GET_DOWNLOADS)).data!.customer.downloadableItems.nodes).toEqual([]);

    // Guests never read an order by id (Vitrine answers missing and not-yours alike, so ids cannot be probed).
    const guest = await new WooStorefront(server).send(GET_ORDER, { id: String(order.databaseId) });
    expect(guest.data?.order ?? null).toBeNull();
    expect(guest.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // WooNuxt's logout aliases success as status; the session becomes a new guest one.
    const loggedOut = await storefront.send(LOGOUT);
    expect(loggedOut.data!.logout.status).toBe(true);
    storefront.authToken = null;
    expect((await storefront.send(GET_CART)).data!.viewer).toBeNull();
  });

  // A bad or expired bearer token, answered as Headless Login does for a query: HTTP 403, the data read
  // as a guest's, the token's error first. A mutation runs not at all: a shopper who believes they are
  // signed in must not act as a guest, and a client that renews its token and retries acts once.
  it('answers 403 for an expired bearer token: a query as a guest, a mutation not at all', async () => {
    const storefront = new WooStorefront(server);
    await storefront.send(REGISTER_CUSTOMER, { input: { username: `alan-${kind}`, email: `alan-${kind}@example.com`, password: PASSWORD } });
    const login = await storefront.send(LOGIN, { username: `alan-${kind}`, password: PASSWORD });
    storefront.authToken = login.data!.login.authToken;
    expect((await storefront.send('{ viewer { username } }')).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 24 * 3600 * 1000);
      const expired = await storefront.send('{ viewer { username } }');
      expect(expired.status).toBe(403);
      expect(expired.data).toEqual({ viewer: null });
      expect(expired.errors?.[0]?.extensions?.code).toBe('INVALID_AUTH_TOKEN');
      const refused = await storefront.send(ADD_TO_CART, { input: { productId: bySlug('belt').databaseId, quantity: 1 } });
      expect(refused.status).toBe(403);
      expect(refused.data ?? null).toBeNull();
      storefront.authToken = null;
      const cart = await storefront.send(GET_CART);
      expect(cart.status).toBe(200);
      expect(cart.data!.viewer).toBeNull();
      expect(cart.data!.cart.contents.nodes).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers the woonuxt-settings and WordPress settings a storefront reads at build time', async () => {
    const response = await server.graphql(GET_WOONUXT_SETTINGS);
    expect(response.errors).toBeUndefined();
    expect(response.data!.woonuxtSettings).toMatchObject({ currencyCode: 'EUR', currencySymbol: '€', frontEndUrl: PUBLIC_URL, domain: 'shop.example' });
    expect(response.data!.allSettings.generalSettingsUrl).toBe(PUBLIC_URL);
  });
});
