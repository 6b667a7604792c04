import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/api';
import { testDatabaseKinds } from '../../../test/database';
import { productIdBySlug } from '../../../test/catalog-fixtures';
import { Shopper, TEST_SESSION_SECRET } from '../../../test/shopper';
import { coupons } from '../../../db/schema/commerce';

const TOTALS = `subtotal(format: RAW) discountTotal(format: RAW) total(format: RAW) appliedCoupons { code discountAmount(format: RAW) }`;
const APPLY = `mutation ($code: String!) { applyCoupon(input: { code: $code }) { applied { code discountAmount(format: RAW) } cart { ${TOTALS} } } }`;
const REMOVE = `mutation ($codes: [String]) { removeCoupons(input: { codes: $codes }) { cart { ${TOTALS} } } }`;
const ADD = 'mutation ($id: Int!, $qty: Int) { addToCart(input: { productId: $id, quantity: $qty }) { cart { isEmpty } } }';

describe.each(testDatabaseKinds)('coupons on %s', (kind) => {
  let server: TestServer;
  let ids: Record<string, number>;
  beforeAll(async () => {
    server = await createTestServer(kind, { SESSION_SECRET: TEST_SESSION_SECRET });
    const slugs = ['belt', 't-shirt', 'hoodie-with-zipper', 'hoodie-with-pocket', 'polo'];
    ids = Object.fromEntries(await Promise.all(slugs.map(async (slug) => [slug, await productIdBySlug(server.database.db, slug)])));
  });
  afterAll(() => server.close());

  async function cartWith(...items: [string, number][]) {
    const shopper = new Shopper(server);
    for (const [slug, qty] of items) await shopper.send(ADD, { id: ids[slug], qty });
    return shopper;
  }

  it('applies a percentage coupon case-insensitively and removes it again', async () => {
    const shopper = await cartWith(['t-shirt', 2]);
    const applied = await shopper.send(APPLY, { code: 'WELCOME10' });
    expect(applied.errors).toBeUndefined();
    expect(applied.data?.applyCoupon.applied).toEqual({ code: 'welcome10', discountAmount: '3.6' });
    expect(applied.data?.applyCoupon.cart).toMatchObject({ subtotal: '36', discountTotal: '3.6' });
    expect((await shopper.send(APPLY, { code: 'welcome10' })).errors?.[0]?.message).toBe('This coupon has already been applied to the cart');
    const removed = await shopper.send(REMOVE, { codes: ['welcome10'] });
    expect(removed.data?.removeCoupons.cart).toMatchObject({ discountTotal: '0', appliedCoupons: null });
    expect((await shopper.send(REMOVE, { codes: ['welcome10'] })).errors?.[0]?.message).toBe('This coupon has not been applied to the cart.');
  });

  it('refuses unknown, expired and minimum-spend coupons with WooCommerce’s messages', async () => {
    const shopper = await cartWith(['t-shirt', 1]);
    expect((await shopper.send(APPLY, { code: 'nope' })).errors?.[0]?.message).toBe('Coupon &quot;nope&quot; cannot be applied because it does not exist.');
    // The typed code is escaped, as WooCommerce escapes it: a client showing the message as HTML shows the text.
    expect((await shopper.send(APPLY, { code: '<b>x</b>' })).errors?.[0]?.message).toBe('Coupon &quot;&lt;b&gt;x&lt;/b&gt;&quot; cannot be applied because it does not exist.');
    expect((await shopper.send(APPLY, { code: 'expired15' })).errors?.[0]?.message).toBe('This coupon has expired.');
    expect((await shopper.send(APPLY, { code: 'save5' })).errors?.[0]?.message).toBe('The minimum spend for this coupon is €30.00.');
    await shopper.send(ADD, { id: ids['t-shirt'], qty: 1 });
    const ok = await shopper.send(APPLY, { code: 'save5' });
    expect(ok.data?.applyCoupon.cart).toMatchObject({ subtotal: '36', discountTotal: '5' });
  });

  it('keeps individual-use coupons alone', async () => {
    const shopper = await cartWith(['t-shirt', 2]);
    await shopper.send(APPLY, { code: 'welcome10' });
    const vip = await shopper.send(APPLY, { code: 'vip20' });
    expect(vip.data?.applyCoupon.cart.appliedCoupons).toEqual([{ code: 'vip20', discountAmount: '7.2' }]);
    expect((await shopper.send(APPLY, { code: 'welcome10' })).errors?.[0]?.message).toBe(
      'Sorry, coupon &quot;vip20&quot; has already been applied and cannot be used in conjunction with other coupons.',
    );
  });

  it('discounts only eligible lines: category restriction and sale-item exclusion', async () => {
    // hoodie3: 3 € off each hoodie that is not on sale; "Hoodie with Pocket" is on sale.
    const shopper = await cartWith(['hoodie-with-zipper', 2], ['hoodie-with-pocket', 1], ['t-shirt', 1]);
    const applied = await shopper.send(APPLY, { code: 'hoodie3' });
    expect(applied.data?.applyCoupon.applied.discountAmount).toBe('6');
    const onlySale = await cartWith(['hoodie-with-pocket', 1]);
    expect((await onlySale.send(APPLY, { code: 'hoodie3' })).errors?.[0]?.message).toBe('Sorry, this coupon is not valid for sale items.');
    const noHoodie = await cartWith(['t-shirt', 1]);
    expect((await noHoodie.send(APPLY, { code: 'hoodie3' })).errors?.[0]?.message).toBe('Sorry, this coupon is not applicable to selected products.');
  });

  it('enforces usage limits, excluded products, maximum spend and allowed e-mails', async () => {
    const db = server.database.db;
    await db.insert(coupons).values([
      { code: 'used-up', discountType: 'percent', amount: 5, usageLimit: 1, usageCount: 1 },
      { code: 'no-belts', discountType: 'fixed_cart', amount: 100, excludedProductIds: [ids.belt!] },
      { code: 'small-only', discountType: 'fixed_cart', amount: 100, maximumSpend: 2000 },
      { code: 'staff', discountType: 'percent', amount: 50, emailRestrictions: ['*@vitrine.example'] },
    ]);
    const shopper = await cartWith(['belt', 1]);
    expect((await shopper.send(APPLY, { code: 'used-up' })).errors?.[0]?.message).toBe('Coupon usage limit has been reached.');
    expect((await shopper.send(APPLY, { code: 'no-belts' })).errors?.[0]?.message).toBe('Sorry, this coupon is not applicable to the products: Belt.');
    expect((await shopper.send(APPLY, { code: 'small-only' })).errors?.[0]?.message).toBe('The maximum spend for this coupon is €20.00.');
    await shopper.send('mutation { updateCustomer(input: { billing: { email: "someone@elsewhere.example" } }) { customer { id } } }');
    expect((await shopper.send(APPLY, { code: 'staff' })).errors?.[0]?.message).toBe('Sorry, it seems the coupon &quot;staff&quot; is not yours.');
    await shopper.send('mutation { updateCustomer(input: { billing: { email: "ann@vitrine.example" } }) { customer { id } } }');
    expect((await shopper.send(APPLY, { code: 'staff' })).errors).toBeUndefined();
    await db.delete(coupons).where(eq(coupons.code, 'staff'));
  });
});
