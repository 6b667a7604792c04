import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/api';
import { changeProduct, productIdBySlug } from '../../../test/catalog-fixtures';
import { queryRows, refreshProductLookup } from '../../../services/catalog/lookup';
import { variationPriceList } from '../../../services/catalog/variation-prices';
import { products } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/database';
import { Shopper, TEST_SESSION_SECRET } from '../../../test/shopper';

const PRICES = 'price(format: RAW) regularPrice(format: RAW) salePrice(format: RAW) formatted: price';
const PRODUCT = `query ($slug: ID!) { product(id: $slug, idType: SLUG) { ... on ProductWithPricing { ${PRICES} } } }`;
const CARD = `query ($id: Int) { products(where: { include: [$id] }) { nodes { ... on ProductWithPricing { ${PRICES} } } } }`;
const VARIATION = `query ($id: ID) { productVariation(id: $id, idType: DATABASE_ID) { ${PRICES} } }`;
const ADD = 'mutation ($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cartItem { subtotal(format: RAW) subtotalTax(format: RAW) } } }';
const LOCATE = 'mutation ($shipping: CustomerAddressInput) { updateCustomer(input: { shipping: $shipping }) { customer { id } } }';

/** What one item of a product costs as its cart line shows it with tax (subtotal + subtotal tax). */
async function cartLinePrice(shopper: Shopper, id: number): Promise<string> {
  const added = await shopper.send(ADD, { id });
  expect(added.errors).toBeUndefined();
  const { subtotal, subtotalTax } = added.data!.addToCart.cartItem;
  return String((Math.round(Number(subtotal) * 100) + Math.round(Number(subtotalTax) * 100)) / 100);
}

describe.each(testDatabaseKinds)('prices shown in the shop on %s', (kind) => {
  let server: TestServer;
  let ids: Record<string, number>;
  beforeAll(async () => {
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET });
    const slugs = ['belt', 't-shirt', 'beanie', 'hoodie', 'hoodie-blue-yes', 'album'];
    ids = Object.fromEntries(await Promise.all(slugs.map(async (slug) => [slug, await productIdBySlug(server.database.db, slug)])));
  });
  afterAll(() => server.close());

  const productPage = async (shopper: Shopper, slug: string) => (await shopper.send(PRODUCT, { slug })).data!.product;
  const card = async (shopper: Shopper, id: number) => (await shopper.send(CARD, { id })).data!.products.nodes[0];

  it('shows a simple product, a sale product and a variation with 19% VAT, as their cart lines do', async () => {
    const shopper = new Shopper(server);
    // Belt: 55 € on sale (65 € regular) without tax.
    expect(await productPage(shopper, 'belt')).toEqual({ price: '65.45', regularPrice: '77.35', salePrice: '65.45', formatted: '€65.45' });
    expect(await card(shopper, ids.belt!)).toEqual(await productPage(shopper, 'belt'));
    expect(await cartLinePrice(shopper, ids.belt!)).toBe('65.45');

    const tShirt = await productPage(shopper, 't-shirt');
    expect(tShirt).toMatchObject({ price: '21.42', salePrice: null });
    expect(await card(shopper, ids['t-shirt']!)).toEqual(tShirt);
    expect(await cartLinePrice(shopper, ids['t-shirt']!)).toBe(tShirt.price);

    const beanie = await productPage(shopper, 'beanie');
    expect(beanie).toMatchObject({ price: '21.42', regularPrice: '23.8', salePrice: '21.42' });
    expect(await cartLinePrice(shopper, ids.beanie!)).toBe(beanie.price);

    const variation = (await shopper.send(VARIATION, { id: ids['hoodie-blue-yes'] })).data!.productVariation;
    expect(variation).toMatchObject({ price: '53.55', formatted: '€53.55' });
    expect(await cartLinePrice(shopper, ids['hoodie-blue-yes']!)).toBe(variation.price);
    // The variable product's range is made of its variations' shown prices.
    expect(await productPage(shopper, 'hoodie')).toMatchObject({ price: '49.98, 53.55, 53.55, 53.55', formatted: '€49.98 - €53.55' });
  });

  it('prices a visitor without a session for the store country and starts no session for it', async () => {
    const response = await server.graphql(PRODUCT, { slug: 'belt' });
    expect(response.data!.product).toMatchObject({ price: '65.45' });
    expect(response.headers['woocommerce-session']).toBeUndefined();
  });

  it("uses the product's tax class and the shopper's country", async () => {
    await changeProduct(server.database.db, 'album', { taxClass: 'reduced-rate' });
    try {
      const germany = new Shopper(server);
      // Album: 15 € without tax, 7% reduced rate.
      expect(await productPage(germany, 'album')).toMatchObject({ price: '16.05' });
      expect(await cartLinePrice(germany, ids.album!)).toBe('16.05');

      // A variation of the "parent" class is taxed, priced and reported with its product's class.
      await changeProduct(server.database.db, 'hoodie', { taxClass: 'reduced-rate' });
      await changeProduct(server.database.db, 'hoodie-blue-yes', { taxClass: 'parent' });
      const variation = (await germany.send(VARIATION.replace('formatted: price', 'formatted: price taxClass'), { id: ids['hoodie-blue-yes'] })).data!;
      expect(variation.productVariation).toMatchObject({ price: '48.15', taxClass: 'REDUCED_RATE' });
      expect(await cartLinePrice(germany, ids['hoodie-blue-yes']!)).toBe('48.15');

      const austria = new Shopper(server);
      expect((await austria.send(LOCATE, { shipping: { country: 'AT' } })).errors).toBeUndefined();
      expect(await productPage(austria, 'belt')).toMatchObject({ price: '66', formatted: '€66.00' });
      expect(await cartLinePrice(austria, ids.belt!)).toBe('66');
    } finally {
      await changeProduct(server.database.db, 'album', { taxClass: '' });
      await changeProduct(server.database.db, 'hoodie', { taxClass: '' });
      await changeProduct(server.database.db, 'hoodie-blue-yes', { taxClass: '' });
    }
  });

  it("shows a variable product's card priced from its variations as they are now, as its page does", async () => {
    const shopper = new Shopper(server);
    const db = server.database.db;
    const hoodie = await card(shopper, ids.hoodie!);
    expect(hoodie).toEqual(await productPage(shopper, 'hoodie'));
    // A write path changes a variation, then refreshes the lookup columns, as every one does.
    // The cards read the variations' prices kept on the product: they must be what its variations say.
    const staleLists = () =>
      queryRows<{ slug: string }>(db, sql`SELECT p.slug FROM products p WHERE p.type = 'variable'
        AND p.variation_prices::text IS DISTINCT FROM ${variationPriceList(sql`p.id`)}::text`);
    expect(await staleLists()).toEqual([]);
    const changeVariation = async (changes: Parameters<typeof changeProduct>[2]) => {
      await refreshProductLookup(db, [await changeProduct(db, 'hoodie-blue-yes', changes)]);
      expect(await staleLists()).toEqual([]);
    };
    const [original] = await db
      .select({ regularPrice: products.regularPrice, salePrice: products.salePrice, status: products.status })
      .from(products)
      .where(eq(products.id, ids['hoodie-blue-yes']!));
    try {
      await changeVariation({ regularPrice: '90', salePrice: null });
      const dearer = await card(shopper, ids.hoodie!);
      expect(dearer).toMatchObject({ formatted: '€49.98 - €107.10' });
      expect(dearer.regularPrice.split(', ')).toContain('107.1');
      expect(dearer).toEqual(await productPage(shopper, 'hoodie'));
      // A variation taken off sale is no longer part of the range.
      await changeVariation({ status: 'private' });
      const without = await card(shopper, ids.hoodie!);
      expect(without.price.split(', ')).toHaveLength(hoodie.price.split(', ').length - 1);
      expect(without).toEqual(await productPage(shopper, 'hoodie'));
    } finally {
      await changeVariation(original!);
    }
    expect(await card(shopper, ids.hoodie!)).toEqual(hoodie);
  });

  it('tells the storefront whether prices include tax and the rate of each tax class where the shopper is', async () => {
    const QUERY = '{ shopPriceDisplay { pricesIncludeTax taxRates { taxClass rate } } }';
    const germany = (await new Shopper(server).send(QUERY)).data!.shopPriceDisplay;
    expect(germany.pricesIncludeTax).toBe(true);
    expect(germany.taxRates).toEqual(expect.arrayContaining([{ taxClass: 'STANDARD', rate: 19 }, { taxClass: 'REDUCED_RATE', rate: 7 }]));
    const austria = new Shopper(server);
    await austria.send(LOCATE, { shipping: { country: 'AT' } });
    expect((await austria.send(QUERY)).data!.shopPriceDisplay.taxRates).toEqual([{ taxClass: 'STANDARD', rate: 20 }]);
  });

  it.each([
    ['with the response cache', {}],
    ['without it', { RESPONSE_CACHE: 'false' }],
  ])('shows a tax rate changed by another process on the next pages, as soon as the catalogue notification arrives (%s)', async (_, env) => {
    // A server of its own, so its response cache setting is the one named.
    const shop = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET, ...env });
    const belt = await productIdBySlug(shop.database.db, 'belt');
    try {
      const shopper = new Shopper(shop);
      expect((await card(shopper, belt)).price).toBe('65.45');
      // Written past the server's code, as the import CLI or another instance would: only the
      // notification on the catalogue channel tells this server that its rate table is stale.
      const setGermanRate = (rate: string) => shop.database.db.execute(sql`UPDATE tax_rates SET rate = ${rate} WHERE country = 'DE' AND tax_class = ''`);
      await setGermanRate('21');
      try {
        await expect.poll(async () => (await card(shopper, belt)).price, { timeout: 5_000 }).toBe('66.55');
        expect(await cartLinePrice(shopper, belt)).toBe('66.55');
      } finally {
        await setGermanRate('19');
      }
      await expect.poll(async () => (await card(shopper, belt)).price, { timeout: 5_000 }).toBe('65.45');
    } finally {
      await shop.close();
    }
  });

  it('filters by shown prices and reports the shown price range', async () => {
    const shopper = new Shopper(server);
    const LIST = `query ($where: RootQueryToProductConnectionWhereArgs) { products(first: 100, where: $where) {
      nodes { databaseId ... on ProductWithPricing { price(format: RAW) } } facets { priceRange { min max } } } }`;
    const list = async (where: Record<string, unknown>) => (await shopper.send(LIST, { where })).data!.products;
    const shown = (await list({})).nodes;
    // Every product shown within the bounds is found, and only those (standard-rate demo products).
    const inside = (await list({ minPrice: 21.42, maxPrice: 65.45 })).nodes.map((node: { databaseId: number }) => node.databaseId);
    expect(inside).toContain(ids.belt);
    expect(inside).toContain(ids['t-shirt']);
    for (const node of shown as { databaseId: number; price: string | null }[]) {
      const prices = (node.price ?? '').split(', ').filter(Boolean).map(Number);
      if (prices.length === 0) continue;
      const expected = prices.some((price) => price >= 21.42 && price <= 65.45);
      expect([node.databaseId, inside.includes(node.databaseId)]).toEqual([node.databaseId, expected]);
    }
    expect((await list({ maxPrice: 65.44, search: 'belt' })).nodes.map((node: { databaseId: number }) => node.databaseId)).not.toContain(ids.belt);
    const { facets } = await list({ search: 'belt' });
    expect(facets.priceRange).toEqual({ min: 65.45, max: 65.45 });
  });

  it('shows the prices as entered when the shop displays them without tax', async () => {
    const excl = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET, TAX_DISPLAY_SHOP: 'excl' });
    try {
      const shopper = new Shopper(excl);
      expect(await productPage(shopper, 'belt')).toEqual({ price: '55', regularPrice: '65', salePrice: '55', formatted: '€55.00' });
      const added = await shopper.send(ADD, { id: ids.belt });
      expect(added.data!.addToCart.cartItem).toEqual({ subtotal: '55', subtotalTax: '10.45' });
      expect((await shopper.send('{ shopPriceDisplay { pricesIncludeTax } }')).data!.shopPriceDisplay).toEqual({ pricesIncludeTax: false });
    } finally {
      await excl.close();
    }
  });
});
