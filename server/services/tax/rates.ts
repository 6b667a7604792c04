import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { taxRates } from '../../db/schema/commerce';
import { cachedAggregate } from '../catalog/result-cache';

export interface TaxRate {
  id: number;
  label: string;
  /** Percent, e.g. 20 for 20 %. */
  percent: number;
  rateText: string;
  taxClass: string;
  shipping: boolean;
}

/**
 * The rates for a location (WC_Tax::find_rates): for each tax class and priority, the most specific
 * match wins (country+state over country over everywhere); different priorities add up.
 */
export async function taxRatesFor(db: Pick<Database, 'select'>, country: string, state: string): Promise<TaxRate[]> {
  const rows = await allTaxRates(db);
  const specificity = (row: (typeof rows)[number]) => {
    if (row.country && row.country !== country) return -1;
    if (row.state && row.state !== state) return -1;
    return (row.country ? 2 : 0) + (row.state ? 1 : 0);
  };
  const best = new Map<string, { row: (typeof rows)[number]; score: number }>();
  for (const row of rows) {
    const score = specificity(row);
    if (score < 0) continue;
    const slot = `${row.taxClass}|${row.priority}`;
    const current = best.get(slot);
    if (!current || score > current.score) best.set(slot, { row, score });
  }
  return [...best.values()].map(({ row }) => ({
    id: row.id,
    label: row.label,
    percent: Number(row.rate),
    rateText: String(Number(row.rate)),
    taxClass: row.taxClass,
    shipping: row.shipping,
  }));
}

/**
 * The shop's rate table, which every page that shows a price needs and which changes about never: kept
 * with the catalogue's aggregates (result-cache.ts), so a change shows at once in this process and on
 * other instances when the catalogue notification reaches them. A transaction is a database object of
 * its own, so checkout reads the table afresh inside its transaction.
 */
function allTaxRates(db: Pick<Database, 'select'>) {
  return cachedAggregate(db, 'tax_rates', 'all', async () => db.select().from(taxRates).orderBy(asc(taxRates.priority), asc(taxRates.id)));
}

/** Tax per rate on an amount in cents, each rounded to the cent (rates are not compound here). */
export function taxesOn(cents: number, rates: TaxRate[]): Map<number, number> {
  return new Map(rates.map((rate) => [rate.id, Math.round((cents * rate.percent) / 100 + 1e-9)]));
}
