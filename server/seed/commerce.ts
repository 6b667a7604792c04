import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { productCategories } from '../db/schema/catalog';
import {
  coupons,
  paymentGateways,
  shippingMethods,
  shippingZoneLocations,
  shippingZones,
  taxRates,
  type ShippingMethodSettings,
} from '../db/schema/commerce';

const EU_NEIGHBOURS = ['AT', 'BE', 'DK', 'ES', 'FI', 'FR', 'IE', 'IT', 'LU', 'NL', 'PL', 'PT', 'SE', 'CZ'];

interface ZoneSeed {
  name: string;
  locations: { type: 'country' | 'state' | 'postcode'; code: string }[];
  methods: { methodId: 'flat_rate' | 'free_shipping' | 'local_pickup'; title: string; settings: ShippingMethodSettings }[];
}

/** Zones are matched top to bottom; the last one has no locations and covers the rest of the world. */
const ZONES: ZoneSeed[] = [
  {
    name: 'Berlin',
    locations: [
      { type: 'country', code: 'DE' },
      { type: 'postcode', code: '10115...14199' },
    ],
    methods: [
      { methodId: 'flat_rate', title: 'Same-day courier', settings: { cost: 790, taxable: true } },
      { methodId: 'local_pickup', title: 'Local pickup', settings: { cost: 0 } },
      { methodId: 'free_shipping', title: 'Free shipping', settings: { requires: 'either', minAmount: 5000 } },
    ],
  },
  {
    name: 'Germany',
    locations: [{ type: 'country', code: 'DE' }],
    methods: [
      { methodId: 'flat_rate', title: 'Flat rate', settings: { cost: 490, taxable: true } },
      { methodId: 'free_shipping', title: 'Free shipping', settings: { requires: 'either', minAmount: 5000 } },
    ],
  },
  {
    name: 'Europe',
    locations: EU_NEIGHBOURS.map((code) => ({ type: 'country' as const, code })),
    methods: [
      { methodId: 'flat_rate', title: 'Flat rate', settings: { cost: 990, taxable: true } },
      { methodId: 'free_shipping', title: 'Free shipping', settings: { requires: 'either', minAmount: 10000 } },
    ],
  },
  {
    name: 'US West Coast',
    locations: ['CA', 'OR', 'WA'].map((state) => ({ type: 'state' as const, code: `US:${state}` })),
    methods: [{ methodId: 'flat_rate', title: 'International flat rate', settings: { cost: 1490, costPerItem: 100, taxable: false } }],
  },
  {
    name: 'Rest of the world',
    locations: [],
    methods: [
      { methodId: 'flat_rate', title: 'International flat rate', settings: { cost: 1990, taxable: false } },
      { methodId: 'free_shipping', title: 'Free shipping', settings: { requires: 'coupon' } },
    ],
  },
];

const TAX_RATES = [
  { country: 'DE', rate: '19', label: 'MwSt.' },
  { country: 'DE', rate: '7', label: 'MwSt. (ermäßigt)', taxClass: 'reduced-rate' },
  { country: 'AT', rate: '20', label: 'USt.' },
  { country: 'FR', rate: '20', label: 'TVA' },
  { country: 'IT', rate: '22', label: 'IVA' },
  { country: 'ES', rate: '21', label: 'IVA' },
  { country: 'NL', rate: '21', label: 'BTW' },
  { country: 'BE', rate: '21', label: 'BTW' },
  { country: 'US', state: 'CA', rate: '7.25', label: 'CA State Tax', shipping: false },
];

const GATEWAYS = [
  { id: 'stripe', title: 'Credit card', description: 'Pay securely by card (Stripe).', icon: null },
  { id: 'cod', title: 'Cash on delivery', description: 'Pay with cash upon delivery.', icon: null },
  {
    id: 'bacs',
    title: 'Direct bank transfer',
    description: 'Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.',
    icon: null,
    // A demo account (the IBAN checksum is valid, the account does not exist).
    settings: { accounts: [{ accountName: 'Vitrine Demo GmbH', bankName: 'Demo Bank Berlin', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' }] },
  },
  { id: 'cheque', title: 'Check payments', description: 'Please send a check to Store Name, Store Street, Store Town, Store State / County, Store Postcode.', icon: null },
];

/**
 * The demo shop's commerce settings (documented in the README): shipping zones and methods, tax
 * rates, coupons and payment gateways. Runs once, after the catalogue import, on an empty database.
 */
export async function seedCommerceIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(shippingZones);
  if ((row?.n ?? 0) > 0) return false;
  const [hoodies] = await db.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.slug, 'hoodies'));
  await db.transaction(async (tx) => {
    for (const [position, zone] of ZONES.entries()) {
      const [created] = await tx.insert(shippingZones).values({ name: zone.name, position }).returning({ id: shippingZones.id });
      if (zone.locations.length) await tx.insert(shippingZoneLocations).values(zone.locations.map((location) => ({ ...location, zoneId: created!.id })));
      await tx.insert(shippingMethods).values(zone.methods.map((method, index) => ({ ...method, zoneId: created!.id, position: index })));
    }
    await tx.insert(taxRates).values(TAX_RATES);
    await tx.insert(paymentGateways).values(GATEWAYS.map((gateway, position) => ({ ...gateway, position })));
    await tx.insert(coupons).values([
      { code: 'welcome10', description: '10 % off your order', discountType: 'percent', amount: 10 },
      { code: 'save5', description: '5 € off orders from 30 €', discountType: 'fixed_cart', amount: 500, minimumSpend: 3000 },
      { code: 'freeship', description: 'Free shipping', discountType: 'fixed_cart', amount: 0, freeShipping: true },
      {
        code: 'hoodie3',
        description: '3 € off every hoodie not on sale',
        discountType: 'fixed_product',
        amount: 300,
        excludeSaleItems: true,
        categoryIds: hoodies ? [hoodies.id] : [],
      },
      { code: 'vip20', description: '20 % off, once per customer, not combinable', discountType: 'percent', amount: 20, individualUse: true, usageLimitPerUser: 1, usageLimit: 100 },
      { code: 'expired15', description: 'An expired promotion', discountType: 'percent', amount: 15, expiresAt: new Date('2020-01-01T00:00:00Z') },
    ]);
  });
  return true;
}
