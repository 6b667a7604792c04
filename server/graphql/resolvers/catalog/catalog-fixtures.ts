import type { Database } from '../../../db/client';
import { importWooCommerceCsv } from '../../../seed/woocommerce-csv';

const HEADER = [
  'Type', 'SKU', 'Name', 'Published', 'Visibility in catalog', 'Regular price', 'Sale price', 'Date sale price starts',
  'Date sale price ends', 'In stock?', 'Stock', 'Backorders allowed?', 'Categories', 'Tags', 'Description', 'Allow customer reviews?',
];

/** Products beside the demo catalogue that exercise visibility, stock and sale-schedule rules. */
export const FIXTURE_ROWS: Record<string, string>[] = [
  { Type: 'simple', SKU: 'fx-draft', Name: 'Draft Lamp', Published: '0', 'Regular price': '30', Categories: 'Decor' },
  { Type: 'simple', SKU: 'fx-private', Name: 'Private Lamp', Published: '-1', 'Regular price': '30', Categories: 'Decor' },
  { Type: 'simple', SKU: 'fx-search-only', Name: 'Search Only Lamp', 'Visibility in catalog': 'search', 'Regular price': '31', Categories: 'Decor' },
  { Type: 'simple', SKU: 'fx-catalog-only', Name: 'Catalog Only Lamp', 'Visibility in catalog': 'catalog', 'Regular price': '32', Categories: 'Decor' },
  { Type: 'simple', SKU: 'fx-future-sale', Name: 'Future Sale Vase', 'Regular price': '50', 'Sale price': '40', 'Date sale price starts': '2099-01-01', Categories: 'Decor', Tags: 'Ceramics' },
  { Type: 'simple', SKU: 'fx-past-sale', Name: 'Past Sale Vase', 'Regular price': '50', 'Sale price': '40', 'Date sale price ends': '2000-01-01', Categories: 'Decor', Tags: 'Ceramics' },
  { Type: 'simple', SKU: 'fx-running-sale', Name: 'Running Sale Vase', 'Regular price': '1250', 'Sale price': '999.5', 'Date sale price starts': '2000-01-01', 'Date sale price ends': '2099-12-31', Categories: 'Decor', Tags: 'Ceramics' },
  { Type: 'simple', SKU: 'fx-out-of-stock', Name: 'Sold Out Poster', 'Regular price': '12', 'In stock?': '0', Categories: 'Decor' },
  { Type: 'simple', SKU: 'fx-backorder', Name: 'Backorder Poster', 'Regular price': '12', 'In stock?': 'backorder', 'Backorders allowed?': '1', Categories: 'Decor' },
  { Type: 'simple', SKU: 'fx-closed-reviews', Name: 'Quiet Poster', 'Regular price': '12', 'Allow customer reviews?': '0', Categories: 'Decor', Description: 'Plain <b>bold</b> text' },
];

function csv(rows: Record<string, string>[]): string {
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [HEADER.join(','), ...rows.map((row) => HEADER.map((column) => quote(row[column] ?? '')).join(','))].join('\n') + '\n';
}

export async function addCatalogFixtures(db: Database) {
  await importWooCommerceCsv(db, csv(FIXTURE_ROWS));
}
