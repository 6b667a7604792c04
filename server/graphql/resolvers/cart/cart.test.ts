import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';
import { changeProduct, productIdBySlug } from '../../../test/catalog-fixtures';
import { Shopper, TEST_SESSION_SECRET } from '../../../test/shopper';

const CART_FIELDS = `
  isEmpty needsShippingAddress subtotal total totalTax discountTotal shippingTotal
  rawTotal: total(format: RAW) rawSubtotal: subtotal(format: RAW)
  chosenShippingMethods
  availableShippingMethods { rates { id label cost } }
  appliedCoupons { code discountAmount }
  contents(first: 100) { itemCount productCount nodes { key quantity subtotal total
    product { node { databaseId } } variation { node { databaseId } attributes { name label value } } } }`;
const CART = `{ cart { ${CART_FIELDS} } }`;
const ADD = `mutation ($input: AddToCartInput!) { addToCart(input: $input) { cartItem { key quantity } cart { ${CART_FIELDS} } } }`;
const UPDATE = `mutation ($items: [CartItemQuantityInput]) { updateItemQuantities(input: { items: $items }) { removed { key } cart { ${CART_FIELDS} } } }`;

describe.each(testDatabaseKinds)('cart on %s', (kind) => {
  let server: TestServer;
  let ids: Record<string, number>;
  beforeAll(async () => {
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET });
    const slugs = ['belt', 'beanie', 't-shirt', 'album', 'hoodie', 'hoodie-blue-yes', 'v-neck-t-shirt', 'v-neck-t-shirt-red', 'wordpress-pennant', 'sunglasses', 'polo', 'cap'];
    ids = Object.fromEntries(await Promise.all(slugs.map(async (slug) => [slug, await productIdBySlug(server.database.db, slug)])));
  });
  afterAll(() => server.close());

  it('starts empty', async () => {
    const response = await new Shopper(server).send(CART);
    expect(response.data?.cart).toMatchObject({ isEmpty: true, rawTotal: '0', appliedCoupons: null, contents: { itemCount: 0, productCount: 0 } });
  });

  it('adds products with prices from the database and keeps them in the session', async () => {
    const shopper = new Shopper(server);
    const first = await shopper.send(ADD, { input: { productId: ids.belt, quantity: 2 } });
    expect(first.errors).toBeUndefined();
    // Belt is on sale: 55 € instead of 65 €.
    expect(first.data?.addToCart.cart).toMatchObject({ rawSubtotal: '110', subtotal: '€110.00' });
    await shopper.send(ADD, { input: { productId: ids['t-shirt'], quantity: 1 } });
    await shopper.send(ADD, { input: { productId: ids.belt, quantity: 1 } });
    const cart = (await shopper.send(CART)).data!.cart;
    expect(cart.contents).toMatchObject({ itemCount: 4, productCount: 2 });
    expect(cart.contents.nodes.map((node: any) => [node.product.node.databaseId, node.quantity])).toEqual([
      [ids.belt, 3],
      [ids['t-shirt'], 1],
    ]);
    expect(cart.rawSubtotal).toBe('183');
  });

  it('adds a variation by its own id or by the variable product and attributes', async () => {
    const shopper = new Shopper(server);
    const byId = await shopper.send(ADD, { input: { productId: ids['hoodie-blue-yes'], quantity: 1 } });
    expect(byId.errors).toBeUndefined();
    const line = byId.data!.addToCart.cart.contents.nodes[0];
    expect(line.product.node.databaseId).toBe(ids.hoodie);
    expect(line.variation.node.databaseId).toBe(ids['hoodie-blue-yes']);
    const byAttributes = await shopper.send(ADD, {
      input: { productId: ids['v-neck-t-shirt'], quantity: 1, variation: [{ attributeName: 'color', attributeValue: 'red' }, { attributeName: 'size', attributeValue: 'large' }] },
    });
    expect(byAttributes.errors).toBeUndefined();
    const vneck = byAttributes.data!.addToCart.cart.contents.nodes[1];
    expect(vneck.variation.node.databaseId).toBe(ids['v-neck-t-shirt-red']);
    // The shopper's choices, "any" size included, labelled as on the product page.
    expect(vneck.variation.attributes).toEqual([
      { name: 'pa_color', label: 'Color', value: 'red' },
      { name: 'pa_size', label: 'Size', value: 'large' },
    ]);
  });

  it('refuses each stock and purchasability rule with WooCommerce’s message and leaves the cart unchanged', async () => {
    const db = server.database.db;
    const shopper = new Shopper(server);
    await shopper.send(ADD, { input: { productId: ids.polo, quantity: 1 } });
    const before = (await shopper.send(CART)).data!.cart;
    const refusal = async (input: Record<string, unknown>) => (await shopper.send(ADD, { input })).errors?.[0]?.message;

    await changeProduct(db, 'sunglasses', { manageStock: true, stockQuantity: 0, stockStatus: 'outofstock' });
    expect(await refusal({ productId: ids.sunglasses })).toBe('You cannot add &quot;Sunglasses&quot; to the cart because the product is out of stock.');
    await changeProduct(db, 'sunglasses', { manageStock: true, stockQuantity: 3, stockStatus: 'instock' });
    expect(await refusal({ productId: ids.sunglasses, quantity: 4 })).toBe(
      'You cannot add that amount of &quot;Sunglasses&quot; to the cart because there is not enough stock (3 remaining).',
    );
    await changeProduct(db, 'sunglasses', { backorders: 'notify' });
    expect(await refusal({ productId: ids.sunglasses, quantity: 4 })).toBeUndefined();
    await shopper.send(UPDATE, { items: [{ key: (await shopper.send(CART)).data!.cart.contents.nodes[1].key, quantity: 0 }] });

    await changeProduct(db, 'cap', { soldIndividually: true });
    expect(await refusal({ productId: ids.cap })).toBeUndefined();
    expect(await refusal({ productId: ids.cap })).toBe('You cannot add another &quot;Cap&quot; to your cart.');
    await shopper.send(UPDATE, { items: [{ key: (await shopper.send(CART)).data!.cart.contents.nodes[1].key, quantity: 0 }] });

    await changeProduct(db, 'beanie', { status: 'draft' });
    expect(await refusal({ productId: ids.beanie })).toBe('Sorry, this product cannot be purchased.');
    expect(await refusal({ productId: ids['wordpress-pennant'] })).toBe('Sorry, this product cannot be purchased.');
    expect(await refusal({ productId: ids['v-neck-t-shirt'] })).toBe(
      `Please choose product options by visiting <a href="${server.config.publicUrl}/product/v-neck-t-shirt" title="V-Neck T-Shirt">V-Neck T-Shirt</a>.`,
    );
    expect(await refusal({ productId: ids['hoodie-blue-yes'], variation: [{ attributeName: 'flavour', attributeValue: 'x' }] })).toBe(
      'flavour is not a valid attribute of the product: Hoodie.',
    );
    expect(await refusal({ productId: 999999 })).toBe('No product found matching the ID provided');
    expect(await refusal({ productId: ids.polo, quantity: 0 })).toBe('Failed to add cart item. Please check input.');
    expect((await shopper.send(CART)).data!.cart).toEqual(before);
  });

  it('updates quantities, removes with 0, and refuses unknown keys or too many units', async () => {
    await changeProduct(server.database.db, 'album', { manageStock: true, stockQuantity: 5, stockStatus: 'instock', backorders: 'no' });
    const shopper = new Shopper(server);
    const added = await shopper.send(ADD, { input: { productId: ids.album, quantity: 1 } });
    await shopper.send(ADD, { input: { productId: ids['t-shirt'], quantity: 1 } });
    const albumKey = added.data!.addToCart.cartItem.key;
    const more = await shopper.send(UPDATE, { items: [{ key: albumKey, quantity: 5 }] });
    expect(more.data?.updateItemQuantities.cart.contents.itemCount).toBe(6);
    const tooMany = await shopper.send(UPDATE, { items: [{ key: albumKey, quantity: 6 }] });
    expect(tooMany.errors?.[0]?.message).toBe('You cannot add that amount of &quot;Album&quot; to the cart because there is not enough stock (5 remaining).');
    const unknown = await shopper.send(UPDATE, { items: [{ key: 'nope', quantity: 1 }] });
    expect(unknown.errors?.[0]?.message).toBe('Cart items identified with keys nope failed to update');
    const removed = await shopper.send(UPDATE, { items: [{ key: albumKey, quantity: 0 }] });
    expect(removed.data?.updateItemQuantities.removed).toEqual([{ key: albumKey }]);
    expect(removed.data?.updateItemQuantities.cart.contents.itemCount).toBe(1);
  });

  it('refuses a fractional, negative or absurd quantity with a readable message and leaves the cart as it was', async () => {
    const shopper = new Shopper(server);
    const added = await shopper.send(ADD, { input: { productId: ids.belt, quantity: 2 } });
    const key = added.data!.addToCart.cartItem.key;
    const before = (await shopper.send(CART)).data!.cart;
    const refused = async (query: string, variables: Record<string, unknown>) => {
      const response = await shopper.send(query, variables);
      expect(response.data?.addToCart ?? response.data?.updateItemQuantities ?? null).toBeNull();
      return { message: response.errors?.[0]?.message, code: response.errors?.[0]?.extensions?.code };
    };
    const notWhole = { message: 'Quantity must be a whole number.', code: 'BAD_USER_INPUT' };
    // GraphQL's Int coercion refuses these before any resolver runs; the answer names the quantity.
    expect(await refused(ADD, { input: { productId: ids.belt, quantity: 2.5 } })).toEqual(notWhole);
    expect(await refused(ADD, { input: { productId: ids.belt, quantity: 'two' } })).toEqual(notWhole);
    expect(await refused(UPDATE, { items: [{ key, quantity: 1.5 }] })).toEqual(notWhole);
    expect(await refused(`mutation { addToCart(input: { productId: ${ids.belt}, quantity: 2.5 }) { cartItem { key } } }`, {})).toEqual(notWhole);
    expect(await refused(`mutation { updateItemQuantities(input: { items: [{ key: "${key}", quantity: 0.5 }] }) { removed { key } } }`, {})).toEqual(notWhole);
    // Whole numbers outside what anyone orders are refused by the cart itself.
    expect(await refused(ADD, { input: { productId: ids.belt, quantity: -3 } })).toEqual({ message: 'Quantity must be a whole number from 1 to 9999.', code: 'BAD_USER_INPUT' });
    expect(await refused(ADD, { input: { productId: ids.belt, quantity: 1_000_000 } })).toEqual({ message: 'Quantity must be a whole number from 1 to 9999.', code: 'BAD_USER_INPUT' });
    expect(await refused(UPDATE, { items: [{ key, quantity: -1 }] })).toEqual({ message: 'Quantity must be a whole number from 0 to 9999.', code: 'BAD_USER_INPUT' });
    expect(await refused(UPDATE, { items: [{ key, quantity: 50_000 }] })).toEqual({ message: 'Quantity must be a whole number from 0 to 9999.', code: 'BAD_USER_INPUT' });
    // Other coercion errors keep GraphQL's own wording.
    const otherField = await shopper.send(ADD, { input: { productId: 'belt', quantity: 1 } });
    expect(otherField.errors?.[0]?.message).toMatch(/^Variable "\$input" got invalid value "belt" at "input.productId"; Int cannot represent/);
    expect((await shopper.send(CART)).data!.cart).toEqual(before);
  });

  it('removes items by key or all, and empties the cart once ("Cart is empty" after)', async () => {
    const shopper = new Shopper(server);
    const added = await shopper.send(ADD, { input: { productId: ids['t-shirt'], quantity: 2 } });
    await shopper.send(ADD, { input: { productId: ids.polo, quantity: 1 } });
    const removed = await shopper.send(
      `mutation ($keys: [ID]) { removeItemsFromCart(input: { keys: $keys }) { cartItems { key } cart { contents { itemCount } } } }`,
      { keys: [added.data!.addToCart.cartItem.key] },
    );
    expect(removed.data?.removeItemsFromCart.cart.contents.itemCount).toBe(1);
    const EMPTY = 'mutation { emptyCart(input: { clearPersistentCart: true }) { deletedCart { contents { itemCount } } cart { isEmpty } } }';
    const emptied = await shopper.send(EMPTY);
    expect(emptied.data?.emptyCart).toEqual({ deletedCart: { contents: { itemCount: 1 } }, cart: { isEmpty: true } });
    expect((await shopper.send(EMPTY)).errors?.[0]?.message).toBe('Cart is empty');
  });

  it("merges the guest's cart into the customer's cart on login", async () => {
    const account = new Shopper(server);
    await account.register('cartmerge');
    await account.login('cartmerge');
    await account.send(ADD, { input: { productId: ids['t-shirt'], quantity: 1 } });

    const guest = new Shopper(server);
    await guest.send(ADD, { input: { productId: ids['t-shirt'], quantity: 2 } });
    await guest.send(ADD, { input: { productId: ids.polo, quantity: 1 } });
    await guest.login('cartmerge');
    const cart = (await guest.send(CART)).data!.cart;
    expect(cart.contents.nodes.map((node: any) => [node.product.node.databaseId, node.quantity])).toEqual([
      [ids['t-shirt'], 3],
      [ids.polo, 1],
    ]);
  });

  it('adds several items at once, reporting the refused ones in cartErrors', async () => {
    const shopper = new Shopper(server);
    const response = await shopper.send(
      `mutation ($items: [CartItemInput]) { addCartItems(input: { items: $items }) {
        added { quantity product { node { databaseId } } } cartErrors { type reasons productId } cart { contents { itemCount } } } }`,
      { items: [{ productId: ids.polo, quantity: 2 }, { productId: ids['wordpress-pennant'], quantity: 1 }] },
    );
    expect(response.data?.addCartItems).toEqual({
      added: [{ quantity: 2, product: { node: { databaseId: ids.polo } } }],
      cartErrors: [{ type: 'INVALID_CART_ITEM', reasons: ['Sorry, this product cannot be purchased.'], productId: ids['wordpress-pennant'] }],
      cart: { contents: { itemCount: 2 } },
    });
    expect((await shopper.send('mutation { addCartItems(input: { items: [] }) { cart { isEmpty } } }')).errors?.[0]?.message).toBe('No item data provided');
  });

  it('answers empty or unknown inputs of the other cart mutations with their messages', async () => {
    const shopper = new Shopper(server);
    await shopper.send(ADD, { input: { productId: ids.polo, quantity: 1 } });
    const message = async (query: string) => (await shopper.send(query)).errors?.[0]?.message;
    expect(await message('mutation { updateItemQuantities(input: { items: [] }) { cart { isEmpty } } }')).toBe('No item data provided');
    expect(await message('mutation { removeItemsFromCart(input: { keys: [] }) { cart { isEmpty } } }')).toBe('No cart item keys provided');
    expect(await message('mutation { removeItemsFromCart(input: { keys: ["gone"] }) { cart { isEmpty } } }')).toBe(
      'Cart items identified with keys gone failed to be removed',
    );
    expect(await message('mutation { removeCoupons(input: { codes: [] }) { cart { isEmpty } } }')).toBe('No coupon codes provided');
    expect(await message('mutation { applyCoupon(input: { code: " " }) { cart { isEmpty } } }')).toBe('Please enter a coupon code.');
    expect(await message('mutation { updateShippingMethod(input: { shippingMethods: [] }) { cart { isEmpty } } }')).toBe('No shipping method provided');
    const all = await shopper.send('mutation { removeItemsFromCart(input: { all: true }) { cartItems { quantity } cart { isEmpty } } }');
    expect(all.data?.removeItemsFromCart).toEqual({ cartItems: [{ quantity: 1 }], cart: { isEmpty: true } });
    await shopper.send(ADD, { input: { productId: ids.album, quantity: 1 } });
    expect(await message('mutation { updateShippingMethod(input: { shippingMethods: ["flat_rate:1"] }) { cart { isEmpty } } }')).toBe(
      'No shipping packages available for corresponding index 0',
    );
  });
});
