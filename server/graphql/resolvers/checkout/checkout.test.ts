import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';
import { changeProduct, productIdBySlug } from '../../../test/catalog-fixtures';
import { Shopper, TEST_SESSION_SECRET } from '../../../test/shopper';
import { StripeStandIn } from '../../../test/stripe-standin';
import { products } from '../../../db/schema/catalog';
import { mailOutbox } from '../../../db/schema/mail';
import { customers } from '../../../db/schema/customers';
import { orders } from '../../../db/schema/orders';

const BILLING = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: 'Unter den Linden 1',
  city: 'Berlin',
  postcode: '10117',
  country: 'DE',
  email: 'ada@example.com',
  phone: '+49 30 1234567',
};
const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { result redirect order {
  databaseId orderKey status total(format: RAW) subtotal(format: RAW) totalTax(format: RAW) shippingTotal(format: RAW)
  paymentMethod paymentMethodTitle needsPayment datePaid customerNote customer { databaseId }
  lineItems { nodes { quantity total(format: RAW) product { node { databaseId } } } }
} } }`;
const ADD = 'mutation ($id: Int!, $qty: Int) { addToCart(input: { productId: $id, quantity: $qty }) { cart { total(format: RAW) } } }';
const ORDER = 'query ($id: ID, $type: OrderIdTypeEnum) { order(id: $id, idType: $type) { databaseId status total(format: RAW) } }';

describe.each(testDatabaseKinds)('checkout on %s', (kind) => {
  const stripe = new StripeStandIn();
  let server: TestServer;
  let ids: Record<string, number>;
  beforeAll(async () => {
    await stripe.start();
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET, ALLOWED_COUNTRIES: 'DE,FR,US,AT', ...stripe.env() });
    const slugs = ['belt', 't-shirt', 'album', 'polo', 'cap', 'sunglasses', 'beanie-with-logo'];
    ids = Object.fromEntries(await Promise.all(slugs.map(async (slug) => [slug, await productIdBySlug(server.database.db, slug)])));
  });
  afterAll(async () => {
    await server.close();
    await stripe.stop();
  });

  async function shopperWith(slug: string, qty = 1) {
    const shopper = new Shopper(server);
    const added = await shopper.send(ADD, { id: ids[slug], qty });
    if (added.errors) throw new Error(added.errors[0]!.message);
    return shopper;
  }

  it('places a cash-on-delivery order: processing, stock down, cart emptied, mail sent, order visible by key only', async () => {
    await changeProduct(server.database.db, 'polo', { manageStock: true, stockQuantity: 10, stockStatus: 'instock' });
    const shopper = await shopperWith('polo', 2);
    const response = await shopper.send(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING, customerNote: 'Ring twice', isPaid: true } });
    expect(response.errors).toBeUndefined();
    const { order, result, redirect } = response.data!.checkout;
    expect(result).toBe('success');
    expect(redirect).toBe(`${server.config.publicUrl}/checkout/order-received/${order.databaseId}?key=${order.orderKey}`);
    // 2 × 20 € + Berlin courier 7.90, 19 % VAT on both: 40 + 7.60 + 7.90 + 1.50 = 57.00
    expect(order).toMatchObject({ status: 'PROCESSING', subtotal: '40', shippingTotal: '7.9', totalTax: '9.1', total: '57', paymentMethod: 'cod', customerNote: 'Ring twice', customer: null });
    // A client-sent isPaid never marks a cash-on-delivery order paid.
    expect(order.datePaid).toBeNull();
    expect(order.lineItems.nodes).toEqual([{ quantity: 2, total: '40', product: { node: { databaseId: ids.polo } } }]);

    const [polo] = await server.database.db.select().from(products).where(eq(products.id, ids.polo!));
    expect(polo).toMatchObject({ stockQuantity: 8, totalSales: 2 });
    expect((await shopper.send('mutation { emptyCart(input: {}) { cart { isEmpty } } }')).errors?.[0]?.message).toBe('Cart is empty');
    const [mail] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'ada@example.com')).orderBy(desc(mailOutbox.id));
    expect(mail?.subject).toBe(`Your order #${order.databaseId} has been received`);
    expect(mail?.body).toContain(redirect);

    expect((await server.graphql(ORDER, { id: order.orderKey, type: 'ORDER_KEY' })).data?.order).toMatchObject({ databaseId: order.databaseId });
    const byId = await server.graphql(ORDER, { id: String(order.databaseId), type: 'DATABASE_ID' });
    expect(byId.errors?.[0]?.message).toBe('We could not find your order. Please try again later.');
  });

  it('puts bank transfer and cheque orders on hold', async () => {
    for (const method of ['bacs', 'cheque']) {
      const shopper = await shopperWith('t-shirt');
      const response = await shopper.send(CHECKOUT, { input: { paymentMethod: method, billing: BILLING } });
      expect(response.data?.checkout.order).toMatchObject({ status: 'ON_HOLD', needsPayment: false });
    }
  });

  it('gives a bank-transfer order the bank details, and mails them with addresses and amounts that add up', async () => {
    const shopper = await shopperWith('belt');
    for (const code of ['welcome10', 'freeship']) await shopper.send(`mutation { applyCoupon(input: { code: "${code}" }) { cart { isEmpty } } }`);
    const response = await shopper.send(
      `mutation ($input: CheckoutInput!) { checkout(input: $input) { order {
        databaseId total(format: RAW) metaData { key value } shippingLines { nodes { methodTitle } }
        billing { address1 city } shipping { address1 city }
      } } }`,
      { input: { paymentMethod: 'bacs', billing: { ...BILLING, email: 'bank@example.com' } } },
    );
    expect(response.errors).toBeUndefined();
    const order = response.data!.checkout.order;
    expect(order.metaData).toEqual(expect.arrayContaining([{ key: 'bank_iban', value: 'DE89 3704 0044 0532 0130 00' }, { key: 'bank_bic', value: 'COBADEFFXXX' }]));
    expect(order.shippingLines.nodes).toEqual([{ methodTitle: 'Free shipping' }]);
    expect(order.shipping).toEqual({ address1: 'Unter den Linden 1', city: 'Berlin' });
    const [mail] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'bank@example.com')).orderBy(desc(mailOutbox.id));
    const body = mail!.body;
    expect(body).not.toContain('We will send you an email with the order details.');
    expect(body).toContain('IBAN: DE89 3704 0044 0532 0130 00');
    expect(body).toContain('Shipping address:\n  Ada Lovelace\n  Unter den Linden 1\n  10117 Berlin');
    // Prices display including tax: belt 55 + 10.45 VAT = 65.45; 10 % off leaves 49.50 + 9.41 VAT (940.5 cents
    // rounded) = 58.91, so the discount shown is 5.50 + 1.04 = 6.54; 65.45 − 6.54 + 0.00 = 58.91 exactly.
    expect(body).toContain('Belt × 1   €65.45');
    expect(body).toContain('Subtotal: €65.45');
    expect(body).toContain('Discount: -€6.54');
    expect(body).toContain('Shipping (Free shipping): €0.00');
    expect(body).toContain('Total: €58.91');
    expect(body).toContain('(incl. €9.41 MwSt.)');
    expect(order.total).toBe('58.91');
  });

  it('remembers the checkout name and addresses on the signed-in customer for the next checkout', async () => {
    const shopper = new Shopper(server);
    await shopper.register('returning');
    await shopper.login('returning');
    await shopper.send(ADD, { id: ids['t-shirt'], qty: 1 });
    const placed = await shopper.send(CHECKOUT, { input: { paymentMethod: 'cod', billing: { ...BILLING, email: 'returning@example.com' } } });
    expect(placed.errors).toBeUndefined();
    const customer = (await shopper.send('{ customer { firstName lastName billing { firstName address1 city postcode } shipping { address1 city } } }')).data!.customer;
    expect(customer).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      billing: { firstName: 'Ada', address1: 'Unter den Linden 1', city: 'Berlin', postcode: '10117' },
      shipping: { address1: 'Unter den Linden 1', city: 'Berlin' },
    });
  });

  it('welcomes a customer registered with the address of an earlier guest order, who sees it once the mail’s link is followed', async () => {
    const guest = await shopperWith('t-shirt');
    const placed = await guest.send(CHECKOUT, { input: { paymentMethod: 'cod', billing: { ...BILLING, email: 'Later@Example.com' } } });
    const orderId = placed.data!.checkout.order.databaseId;
    const member = new Shopper(server);
    await member.register('later', 'correct horse 42', 'later@example.com');
    await member.login('later');
    const listed = async () => (await member.send('{ customer { orders(first: 10) { nodes { databaseId } } } }')).data?.customer.orders.nodes;
    expect(await listed()).toEqual([]);
    const [welcome] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'later@example.com')).orderBy(desc(mailOutbox.id));
    expect(welcome).toMatchObject({ subject: 'Your account has been created' });
    expect(welcome!.body).toContain('Your username is later.');
    const link = welcome!.body.match(/http\S+\/account\/guest-orders\?token=\S+/)![0];
    expect((await server.app.inject({ method: 'GET', url: link.slice(server.config.publicUrl.length) })).statusCode).toBe(303);
    expect(await listed()).toEqual([{ databaseId: orderId }]);
  });

  it('reports every validation problem at once and changes nothing', async () => {
    const shopper = await shopperWith('t-shirt');
    const response = await shopper.send(CHECKOUT, {
      input: { paymentMethod: 'cod', billing: { ...BILLING, firstName: '', email: 'not-an-email', postcode: '1234', phone: 'call me' } },
    });
    expect(response.errors?.[0]?.message).toBe(
      'Billing First name is a required field. Billing Postcode / ZIP is not a valid postcode / ZIP. Billing Email address is not a valid email address. Billing Phone is not a valid phone number.',
    );
    const elsewhere = await shopper.send(CHECKOUT, {
      input: { paymentMethod: 'nope', billing: BILLING, shipToDifferentAddress: true, shipping: { ...BILLING, country: 'JP', postcode: '100-0001' } },
    });
    expect(elsewhere.errors?.[0]?.message).toBe('Unfortunately, we do not ship to JP. Please enter an alternative shipping address. Shipping State / County is a required field. Invalid payment method.');
    // An order note longer than the shop keeps is refused, not cut short.
    const noted = await shopper.send(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING, customerNote: 'x'.repeat(2001) } });
    expect(noted.errors?.[0]?.message).toBe('Your order note is too long: please keep it under 2000 characters.');
    expect((await shopper.send('{ cart { isEmpty } }')).data?.cart.isEmpty).toBe(false);
  });

  it('creates an account at checkout and lists the order for that customer only', async () => {
    const shopper = await shopperWith('belt');
    const response = await shopper.send(CHECKOUT, {
      input: { paymentMethod: 'cod', billing: { ...BILLING, email: 'newbie@example.com' }, account: { username: 'newbie', password: 'brand new 123' } },
    });
    const order = response.data!.checkout.order;
    expect(order.customer.databaseId).toEqual(expect.any(Number));
    const customer = new Shopper(server);
    await customer.login('newbie', 'brand new 123');
    const mine = await customer.send('{ customer { orders(first: 100) { nodes { databaseId status } } } }');
    expect(mine.data?.customer.orders.nodes).toEqual([{ databaseId: order.databaseId, status: 'PROCESSING' }]);
    expect((await customer.send(ORDER, { id: String(order.databaseId), type: 'DATABASE_ID' })).data?.order.databaseId).toBe(order.databaseId);
    const stranger = new Shopper(server);
    await stranger.register('stranger');
    await stranger.login('stranger');
    expect((await stranger.send(ORDER, { id: String(order.databaseId), type: 'DATABASE_ID' })).errors?.[0]?.message).toBe(
      'We could not find your order. Please try again later.',
    );
    const taken = await shopperWith('belt');
    const again = await taken.send(CHECKOUT, { input: { paymentMethod: 'cod', billing: { ...BILLING, email: 'newbie@example.com' }, account: { username: 'newbie2', password: 'brand new 123' } } });
    expect(again.errors?.[0]?.message).toMatch(/^An account is already registered with your email address/);
  });

  it('accepts a card payment only after verifying the PaymentIntent with Stripe', async () => {
    const shopper = await shopperWith('belt');
    // The storefront sends the address first, so the intent covers the real shipping cost.
    await shopper.send('mutation ($billing: CustomerAddressInput) { updateCustomer(input: { billing: $billing }) { customer { id } } }', { billing: BILLING });
    const intent = await shopper.send('{ stripePaymentIntent(stripePaymentMethod: PAYMENT) { id amount currency clientSecret error } }');
    const total = Number((await shopper.send('{ cart { total(format: RAW) } }')).data!.cart.total);
    expect(intent.data?.stripePaymentIntent).toMatchObject({ amount: Math.round(total * 100), currency: 'EUR', error: null, clientSecret: expect.stringMatching(/^pi_/) });
    const intentId = intent.data!.stripePaymentIntent.id as string;

    const unpaid = await shopper.send(CHECKOUT, { input: { paymentMethod: 'stripe', billing: BILLING, transactionId: intentId, isPaid: true } });
    expect(unpaid.errors?.[0]?.message).toBe('The card payment has not been completed. Please try again.');
    const forged = await shopper.send(CHECKOUT, { input: { paymentMethod: 'stripe', billing: BILLING, transactionId: 'pi_forged', isPaid: true } });
    expect(forged.errors?.[0]?.message).toBe('The card payment could not be verified. Please try again.');

    stripe.confirm(intentId);
    const paid = await shopper.send(CHECKOUT, { input: { paymentMethod: 'stripe', billing: BILLING, transactionId: intentId, isPaid: true } });
    expect(paid.errors).toBeUndefined();
    expect(paid.data?.checkout.order).toMatchObject({ status: 'PROCESSING', paymentMethodTitle: 'Credit card', datePaid: expect.any(String) });

    const reuse = await shopperWith('belt');
    const replay = await reuse.send(CHECKOUT, { input: { paymentMethod: 'stripe', billing: BILLING, transactionId: intentId, isPaid: true } });
    expect(replay.errors?.[0]?.message).toBe('This payment has already been used for another order.');
    const cheaper = await shopperWith('t-shirt');
    await cheaper.send('mutation ($billing: CustomerAddressInput) { updateCustomer(input: { billing: $billing }) { customer { id } } }', { billing: BILLING });
    const wrongAmount = await cheaper.send(CHECKOUT, { input: { paymentMethod: 'stripe', billing: BILLING, transactionId: (await newPaidIntent(reuse)), isPaid: true } });
    expect(wrongAmount.errors?.[0]?.message).toBe('The card payment does not match the order total. Please contact us.');
  });

  async function newPaidIntent(shopper: Shopper): Promise<string> {
    const intent = await shopper.send('{ stripePaymentIntent(stripePaymentMethod: PAYMENT) { id } }');
    stripe.confirm(intent.data!.stripePaymentIntent.id);
    return intent.data!.stripePaymentIntent.id;
  }

  it('lists gateways with Stripe only when configured, and reports a Stripe-less intent request in `error`', async () => {
    const gateways = await server.graphql('{ paymentGateways { nodes { id title description } } }');
    expect(gateways.data?.paymentGateways.nodes.map((gateway: any) => gateway.id)).toEqual(['stripe', 'cod', 'bacs', 'cheque']);
    const plain = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET });
    try {
      const without = await plain.graphql('{ paymentGateways { nodes { id } } stripePaymentIntent(stripePaymentMethod: PAYMENT) { error } }');
      expect(without.data?.paymentGateways.nodes.map((gateway: any) => gateway.id)).toEqual(['cod', 'bacs', 'cheque']);
      expect(without.data?.stripePaymentIntent.error).toBe('Stripe is not enabled or configured properly');
    } finally {
      await plain.close();
    }
  });

  it('leaves no order, account or stock change behind when the transaction fails midway', async () => {
    const db = server.database.db;
    await changeProduct(db, 'cap', { manageStock: true, stockQuantity: 4, stockStatus: 'instock' });
    const shopper = await shopperWith('cap', 2);
    const ordersBefore = (await db.select({ id: orders.id }).from(orders)).length;
    // Make the last write of the checkout transaction fail: an order line for a cap cannot be stored.
    await db.execute(sql.raw(`ALTER TABLE order_items ADD CONSTRAINT test_no_caps CHECK (product_id <> ${ids.cap})`));
    try {
      const response = await shopper.send(CHECKOUT, {
        input: { paymentMethod: 'cod', billing: { ...BILLING, email: 'midway@example.com' }, account: { username: 'midway', password: 'midway fail 1' } },
      });
      expect(response.errors?.[0]?.message).toBe('Unexpected error.');
    } finally {
      await db.execute(sql`ALTER TABLE order_items DROP CONSTRAINT test_no_caps`);
    }
    expect((await db.select({ id: orders.id }).from(orders)).length).toBe(ordersBefore);
    expect(await db.select().from(customers).where(eq(customers.username, 'midway'))).toEqual([]);
    expect((await db.select().from(products).where(eq(products.id, ids.cap!)))[0]?.stockQuantity).toBe(4);
    expect((await shopper.send('{ cart { contents { itemCount } } }')).data?.cart.contents.itemCount).toBe(2);
  });

  it('refunds a verified card payment when the order cannot be written after all', async () => {
    const db = server.database.db;
    const shopper = await shopperWith('cap');
    await shopper.send('mutation ($billing: CustomerAddressInput) { updateCustomer(input: { billing: $billing }) { customer { id } } }', { billing: BILLING });
    const intentId = await newPaidIntent(shopper);
    await db.execute(sql.raw(`ALTER TABLE order_items ADD CONSTRAINT test_no_caps CHECK (product_id <> ${ids.cap})`));
    try {
      const response = await shopper.send(CHECKOUT, { input: { paymentMethod: 'stripe', billing: BILLING, transactionId: intentId, isPaid: true } });
      expect(response.errors).toBeDefined();
    } finally {
      await db.execute(sql.raw('ALTER TABLE order_items DROP CONSTRAINT test_no_caps'));
    }
    expect(stripe.refunds).toContain(intentId);
  });

  it('sells the last five units exactly once to twenty shoppers checking out at the same time', async () => {
    await changeProduct(server.database.db, 'sunglasses', { manageStock: true, stockQuantity: 5, stockStatus: 'instock', backorders: 'no' });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => shopperWith('sunglasses')));
    const results = await Promise.all(shoppers.map((shopper) => shopper.send(CHECKOUT, { input: { paymentMethod: 'cod', billing: BILLING } })));
    const placed = results.filter((result) => result.data?.checkout?.result === 'success');
    const refused = results.filter((result) => result.errors);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const result of refused) {
      expect(result.errors![0]!.message).toBe(
        'Sorry, &quot;Sunglasses&quot; is not in stock. Please edit your cart and try again. We apologize for any inconvenience caused.',
      );
    }
    const [sunglasses] = await server.database.db.select().from(products).where(eq(products.id, ids.sunglasses!));
    expect(sunglasses).toMatchObject({ stockQuantity: 0, stockStatus: 'outofstock' });
  });
});
