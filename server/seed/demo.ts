import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { productReviews, products } from '../db/schema';
import { refreshRatings } from '../services/catalog/lookup';
import { addCategoryPictures, demoMediaCreator, planDemoImages } from './demo-images';
import { importWooCommerceCsv, parseWooCommerceCsv, type ImportOptions } from './woocommerce-csv';
import { seedCommerceIfEmpty } from './commerce';

export const demoCsvPath = path.join(import.meta.dirname, 'data', 'woocommerce-sample-products.csv');

const REVIEWERS = [
  ['Maria Keller', 'maria.keller@example.com'],
  ['James Okafor', 'james.okafor@example.com'],
  ['Sofia Rossi', 'sofia.rossi@example.com'],
  ['Liam Chen', 'liam.chen@example.com'],
  ['Amélie Durand', 'amelie.durand@example.com'],
  ['Noah Fischer', 'noah.fischer@example.com'],
  ['Priya Nair', 'priya.nair@example.com'],
] as const;

const REVIEW_TEXTS: { rating: number; content: string }[] = [
  { rating: 5, content: 'Exactly as pictured and the quality is better than I expected. Arrived quickly, too.' },
  { rating: 4, content: 'Really happy with it. The fit runs a little small, so consider going one size up.' },
  { rating: 5, content: 'Bought this as a gift and ended up ordering a second one for myself.' },
  { rating: 3, content: 'Decent for the price, although the colour is slightly paler than on the photos.' },
  { rating: 4, content: 'Good value and well made. Washed it a few times now and it still looks new.' },
  { rating: 5, content: 'Great quality, fast delivery and friendly support when I had a question.' },
  { rating: 2, content: 'It does the job, but the material feels thinner than I hoped for.' },
  { rating: 4, content: 'Nice design and comfortable. Would buy from this shop again.' },
];

/** Deterministic demo reviews: two to four per reviewable product, approved, spread over past weeks. */
async function addDemoReviews(db: Database) {
  const reviewable = await db
    .select({ id: products.id })
    .from(products)
    .where(and(isNull(products.parentId), eq(products.reviewsAllowed, true)))
    .orderBy(asc(products.id));
  const base = Date.UTC(2025, 0, 15, 12, 0, 0);
  const values = reviewable.flatMap((product, index) => {
    const howMany = 2 + (index % 3);
    return Array.from({ length: howMany }, (_, k) => {
      const text = REVIEW_TEXTS[(index * 3 + k * 5) % REVIEW_TEXTS.length]!;
      const [author, authorEmail] = REVIEWERS[(index + k * 2) % REVIEWERS.length]!;
      return {
        productId: product.id,
        rating: text.rating,
        author,
        authorEmail,
        content: text.content,
        status: 'approved' as const,
        createdAt: new Date(base - (index * 7 + k * 3) * 86_400_000),
      };
    });
  });
  if (values.length > 0) await db.insert(productReviews).values(values);
  await refreshRatings(db, reviewable.map((product) => product.id));
}

/**
 * Seeds the demo shop from the bundled WooCommerce CSV export (plus demo reviews) when the catalogue
 * has no products. Returns whether it seeded.
 */
export async function seedDemoShopIfEmpty(db: Database, config?: ServerConfig, options: ImportOptions = {}): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(products);
  if ((row?.n ?? 0) > 0) return false;
  // With a data directory the demo gets pictures drawn from its catalogue (its export's image host is not
  // ours to download from on every first start); without one (the test template) the media items keep
  // the export's URLs.
  const csv = readFileSync(demoCsvPath);
  const plan = config ? planDemoImages(parseWooCommerceCsv(csv)) : null;
  const createMedia = options.createMedia ?? (config && plan ? demoMediaCreator(config.dataDir, plan) : undefined);
  await importWooCommerceCsv(db, csv, { ...options, createMedia });
  if (config && plan) await addCategoryPictures(db, config.dataDir, plan);
  await addDemoReviews(db);
  await seedCommerceIfEmpty(db);
  return true;
}
