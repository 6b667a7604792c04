import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { count } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { productCategories } from '../db/schema';

export const demoCsvPath = path.join(import.meta.dirname, 'data', 'woocommerce-sample-products.csv');

function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Seeds the demo shop from the bundled WooCommerce CSV export when the catalogue is empty. */
export async function seedDemoShopIfEmpty(db: Database, _config?: ServerConfig): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(productCategories);
  if ((row?.n ?? 0) > 0) return false;
  const records = parse(readFileSync(demoCsvPath), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  const paths = new Set<string>();
  for (const record of records) {
    for (const categoryPath of (record.Categories ?? '').split(',')) {
      if (categoryPath.trim()) paths.add(categoryPath.trim());
    }
  }
  await db.transaction(async (tx) => {
    const idsByPath = new Map<string, number>();
    for (const categoryPath of [...paths].sort()) {
      const parts = categoryPath.split('>').map((part) => part.trim());
      for (let depth = 1; depth <= parts.length; depth += 1) {
        const key = parts.slice(0, depth).join(' > ');
        if (idsByPath.has(key)) continue;
        const name = parts[depth - 1]!;
        const [inserted] = await tx
          .insert(productCategories)
          .values({ name, slug: slugify(name), parentId: idsByPath.get(parts.slice(0, depth - 1).join(' > ')) ?? null })
          .onConflictDoNothing()
          .returning({ id: productCategories.id });
        if (inserted) idsByPath.set(key, inserted.id);
      }
    }
  });
  return true;
}
