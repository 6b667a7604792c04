import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';
import { productIdBySlug } from '../../../test/catalog-fixtures';
import { Shopper, TEST_SESSION_SECRET } from '../../../test/shopper';
import { orderItems, orders, type OrderStatus } from '../../../db/schema/orders';
import { settleOrder } from '../../../services/orders/payment';

const ADD = 'mutation ($id: Int!, $variationId: Int) { addToCart(input: { productId: $id, variationId: $variationId }) { cart { isEmpty } } }';
const CHECKOUT = 'mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId status } } }';
const WRITE = 'mutation ($input: WriteReviewInput!) { writeReview(input: $input) { review { databaseId verified } } }';
const REVIEWS = `query ($id: ID!) { product(id: $id, idType: DATABASE_ID) {
  reviews(first: 100) { edges { node { databaseId verified author { node { name } } } } } } }`;
const VARIATIONS = '{ product(id: "hoodie", idType: SLUG) { ... on VariableProduct { variations(first: 1) { nodes { databaseId } } } } }';
const billing = (email: string) => ({ firstName: 'Vera', lastName: 'Owner', address1: 'Unter den Linden 1', city: 'Berlin', postcode: '10117', country: 'DE', email });

describe.each(testDatabaseKinds)('verified owners of reviewed products on %s', (kind) => {
  let server: TestServer;
  const id: Record<string, number> = {};
  /** Guests review from addresses of their own (anonymous reviews are limited per address). */
  let guestAddress = 0;
  beforeAll(async () => {
    // Paying an order changes no catalogue table, so a cached anonymous answer keeps the old label for up to the
    // cache's minute; these tests read each answer afresh.
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET, RESPONSE_CACHE: 'false' });
    for (const slug of ['polo', 'belt', 'cap', 'hoodie']) id[slug] = await productIdBySlug(server.database.db, slug);
  });
  afterAll(() => server.close());

  /** Each review's author name -> verified, as a product's review list shows them. */
  async function verifiedByAuthor(productId: number): Promise<Record<string, boolean | null>> {
    const response = await server.graphql<{ product: { reviews: { edges: { node: { verified: boolean | null; author: { node: { name: string } } } }[] } } }>(REVIEWS, {
      id: String(productId),
    });
    expect(response.errors).toBeUndefined();
    return Object.fromEntries(response.data!.product.reviews.edges.map(({ node }) => [node.author.node.name, node.verified]));
  }

  async function writeReview(productId: number, author: string, authorEmail: string, shopper?: Shopper) {
    const input = { commentOn: productId, rating: 4, content: `${author} says: does the job.`, author, authorEmail };
    const response = shopper ? await shopper.send(WRITE, { input }) : await server.graphql(WRITE, { input }, {}, `192.0.2.${++guestAddress}`);
    expect(response.errors).toBeUndefined();
    return response.data!.writeReview.review as { databaseId: number; verified: boolean };
  }

  /** An order as the shop holds it after checkout, in any status. */
  async function placeOrder(status: OrderStatus, email: string, productId: number, customerId: number | null = null) {
    const [order] = await server.database.db
      .insert(orders)
      .values({
        orderKey: `wc_order_${status}_${email}`,
        customerId,
        status,
        currency: 'EUR',
        paymentMethod: 'bacs',
        paymentMethodTitle: 'Direct bank transfer',
        billing: billing(email),
        shipping: {},
        subtotal: 2000,
        discountTotal: 0,
        discountTax: 0,
        shippingTotal: 0,
        shippingTax: 0,
        cartTax: 380,
        totalTax: 380,
        total: 2380,
      })
      .returning();
    await server.database.db.insert(orderItems).values({ orderId: order!.id, productId, name: 'Item', quantity: 1, subtotal: 2000, subtotalTax: 380, total: 2000, totalTax: 380 });
  }

  it('labels the signed-in customer who bought the product once the order is paid; a reviewer without an order is not', async () => {
    const buyer = new Shopper(server);
    await buyer.register('vera');
    await buyer.login('vera');
    expect((await buyer.send(ADD, { id: id.polo })).errors).toBeUndefined();
    const checkout = await buyer.send(CHECKOUT, { input: { paymentMethod: 'bacs', billing: billing('vera.billing@example.com') } });
    const order = checkout.data!.checkout.order as { databaseId: number; status: string };
    expect(order.status).toBe('ON_HOLD');

    // Another address than the order's: the customer's own orders count, whatever email the review gives.
    const review = await writeReview(id.polo!, 'Vera', 'vera.reviews@example.com', buyer);
    expect(review.verified).toBe(false);
    await writeReview(id.polo!, 'Nora', 'nora@example.com');
    expect(await verifiedByAuthor(id.polo!)).toMatchObject({ Vera: false, Nora: false });

    await settleOrder(server.database.db, order.databaseId, 'paid');
    expect(await verifiedByAuthor(id.polo!)).toMatchObject({ Vera: true, Nora: false });
  });

  it('does not count orders that are pending, on hold, failed, cancelled or refunded, nor paid orders of another product', async () => {
    const statuses: OrderStatus[] = ['pending', 'on-hold', 'failed', 'cancelled', 'refunded'];
    for (const status of statuses) {
      await placeOrder(status, `${status}@example.com`, id.belt!);
      await writeReview(id.belt!, status, `${status}@example.com`);
    }
    await placeOrder('completed', 'capbuyer@example.com', id.cap!);
    await writeReview(id.belt!, 'capbuyer', 'capbuyer@example.com');
    await placeOrder('completed', 'beltbuyer@example.com', id.belt!);
    await writeReview(id.belt!, 'beltbuyer', 'beltbuyer@example.com');

    expect(await verifiedByAuthor(id.belt!)).toMatchObject({
      pending: false,
      'on-hold': false,
      failed: false,
      cancelled: false,
      refunded: false,
      capbuyer: false,
      beltbuyer: true,
    });
  });

  it('labels a guest review by the email of a paying guest order, in any letter case, for a variation bought', async () => {
    const variation = (await server.graphql(VARIATIONS)).data!.product.variations.nodes[0].databaseId as number;
    const guest = new Shopper(server);
    expect((await guest.send(ADD, { id: id.hoodie, variationId: variation })).errors).toBeUndefined();
    const checkout = await guest.send(CHECKOUT, { input: { paymentMethod: 'cod', billing: billing('Guest.Buyer@example.com') } });
    expect(checkout.data!.checkout.order.status).toBe('PROCESSING');

    const review = await writeReview(id.hoodie!, 'Guest', 'guest.buyer@EXAMPLE.com');
    expect(review.verified).toBe(true);
    await writeReview(id.hoodie!, 'Impostor', 'guest.buyer@example.org');
    expect(await verifiedByAuthor(id.hoodie!)).toMatchObject({ Guest: true, Impostor: false });
  });

  it('reads the labels of a whole page of reviews with one statement', async () => {
    const dialect = new PgDialect();
    const execute = vi.spyOn(server.database.db, 'execute');
    try {
      const labels = await verifiedByAuthor(id.belt!);
      expect(Object.keys(labels).length).toBeGreaterThan(5);
      const statements = execute.mock.calls.filter(([query]) => typeof query !== 'string' && dialect.sqlToQuery(query as SQL).sql.includes('order_items'));
      expect(statements).toHaveLength(1);
    } finally {
      execute.mockRestore();
    }
  });
});
