import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shippingMethods, shippingZoneLocations, shippingZones, type ShippingMethodSettings } from '../../db/schema/commerce';
import { cachedAggregate } from '../catalog/result-cache';

type Reader = Pick<Database, 'select'>;

export interface Destination {
  country: string;
  state: string;
  postcode: string;
}

export interface ShippingRateOption {
  /** `<methodId>:<instance id>`, e.g. "flat_rate:1". */
  id: string;
  methodId: string;
  instanceId: number;
  label: string;
  /** Cost in cents, before tax. */
  cost: number;
  taxable: boolean;
}

/** The cart's amounts before shipping, in cents (see freeShippingBasis). */
export interface CartAmounts {
  subtotal: number;
  subtotalTax: number;
  discountTotal: number;
  discountTax: number;
}

export interface ShippingCartFacts {
  /** Items that need shipping (quantity sum). */
  itemCount: number;
  amounts: CartAmounts;
  /** The cart shows its prices with tax (WooCommerce's "display prices during cart and checkout"). */
  displayIncludesTax: boolean;
  /** A free-shipping coupon is applied. */
  hasFreeShippingCoupon: boolean;
}

interface ZoneWithRules {
  id: number;
  locations: { type: string; code: string }[];
  methods: (typeof shippingMethods.$inferSelect)[];
}

function normalizePostcode(postcode: string): string {
  return postcode.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** WooCommerce postcode rules: exact, prefix wildcard "75*", numeric range "10000...19999". */
export function postcodeMatches(rule: string, postcode: string): boolean {
  const code = normalizePostcode(postcode);
  if (rule.includes('...')) {
    const [low, high] = rule.split('...').map((part) => Number(normalizePostcode(part)));
    const value = Number(code);
    return /^\d+$/.test(code) && value >= low! && value <= high!;
  }
  if (rule.endsWith('*')) return code.startsWith(normalizePostcode(rule.slice(0, -1)));
  return code === normalizePostcode(rule);
}

/** A zone matches when its region (countries/states) and its postcode list, where given, both match. */
function zoneMatches(zone: ZoneWithRules, destination: Destination): boolean {
  const regions = zone.locations.filter((location) => location.type !== 'postcode');
  const postcodes = zone.locations.filter((location) => location.type === 'postcode');
  const regionOk =
    regions.length === 0 ||
    regions.some((location) =>
      location.type === 'country' ? location.code === destination.country : location.code === `${destination.country}:${destination.state}`,
    );
  const postcodeOk = postcodes.length === 0 || postcodes.some((location) => postcodeMatches(location.code, destination.postcode));
  return regionOk && postcodeOk;
}

/**
 * The shop's zones with their locations and enabled methods, which every cart needs and which change
 * about never: kept with the catalogue's aggregates (result-cache.ts). Their tables notify on change
 * like the catalogue's (migration 0014), so every instance reads them afresh after a change; checkout
 * reads them inside its transaction, a database object of its own.
 */
function loadZones(db: Reader): Promise<ZoneWithRules[]> {
  return cachedAggregate(db, 'shipping_zones', 'all', () => readZones(db));
}

async function readZones(db: Reader): Promise<ZoneWithRules[]> {
  // One after the other: inside checkout's transaction they share one connection, which node-postgres
  // deprecates queueing statements on (pg 9 drops it). Read rarely (cached), so nothing is lost.
  const zones = await db.select().from(shippingZones).orderBy(asc(shippingZones.position), asc(shippingZones.id));
  const locations = await db.select().from(shippingZoneLocations);
  const methods = await db.select().from(shippingMethods).where(eq(shippingMethods.enabled, true)).orderBy(asc(shippingMethods.position), asc(shippingMethods.id));
  return zones.map((zone) => ({
    id: zone.id,
    locations: locations.filter((location) => location.zoneId === zone.id),
    methods: methods.filter((method) => method.zoneId === zone.id),
  }));
}

/**
 * The amount a free-shipping minimum is compared with (WC_Shipping_Free_Shipping::is_available): the
 * subtotal as the cart displays it, so with its tax when the cart shows prices with tax, less the
 * discount as displayed unless the method applies the rule before coupon discounts.
 */
export function freeShippingBasis(facts: Pick<ShippingCartFacts, 'amounts' | 'displayIncludesTax'>, ignoreDiscounts: boolean): number {
  const { subtotal, subtotalTax, discountTotal, discountTax } = facts.amounts;
  const displayed = facts.displayIncludesTax ? subtotal + subtotalTax : subtotal;
  if (ignoreDiscounts) return displayed;
  return displayed - (facts.displayIncludesTax ? discountTotal + discountTax : discountTotal);
}

function freeShippingAvailable(settings: ShippingMethodSettings, facts: ShippingCartFacts): boolean {
  const meetsAmount = freeShippingBasis(facts, settings.ignoreDiscounts === true) >= (settings.minAmount ?? 0);
  switch (settings.requires ?? '') {
    case 'min_amount':
      return meetsAmount;
    case 'coupon':
      return facts.hasFreeShippingCoupon;
    case 'either':
      return meetsAmount || facts.hasFreeShippingCoupon;
    case 'both':
      return meetsAmount && facts.hasFreeShippingCoupon;
    default:
      return true;
  }
}

/** The rates of the first zone that matches the destination, as WooCommerce offers them. */
export async function shippingRatesFor(db: Reader, destination: Destination, facts: ShippingCartFacts): Promise<ShippingRateOption[]> {
  const zone = (await loadZones(db)).find((candidate) => zoneMatches(candidate, destination));
  if (!zone) return [];
  const rates: ShippingRateOption[] = [];
  for (const method of zone.methods) {
    const settings = method.settings;
    if (method.methodId === 'free_shipping' && !freeShippingAvailable(settings, facts)) continue;
    const cost = method.methodId === 'free_shipping' ? 0 : (settings.cost ?? 0) + (settings.costPerItem ?? 0) * facts.itemCount;
    rates.push({
      id: `${method.methodId}:${method.id}`,
      methodId: method.methodId,
      instanceId: method.id,
      label: method.title,
      cost,
      taxable: method.methodId === 'flat_rate' && settings.taxable !== false,
    });
  }
  return rates;
}
