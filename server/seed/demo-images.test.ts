import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { mediaItems, productCategories, products } from '../db/schema';
import { originalsDir } from '../services/images/store';
import { createEmptyDatabase } from '../test/database';
import { demoCsvPath, seedDemoShopIfEmpty } from './demo';
import { BACKDROP, DRAWING_KINDS, groupSvg, productSvg, type DrawingKind } from './demo-drawings';
import { DEMO_COLOURS, planDemoImages, storeDemoPicture } from './demo-images';
import { parseWooCommerceCsv } from './woocommerce-csv';

const parsed = parseWooCommerceCsv(readFileSync(demoCsvPath));
const plan = planDemoImages(parsed);

function hex(colour: string): [number, number, number] {
  return [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16)) as [number, number, number];
}

/** The most common colour of a picture once the backdrop and the anti-aliased edges are set aside. */
async function dominantColour(file: string): Promise<[number, number, number]> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const backdrop = hex(BACKDROP);
  const counts = new Map<string, { n: number; rgb: [number, number, number] }>();
  for (let offset = 0; offset < data.length; offset += info.channels) {
    const rgb: [number, number, number] = [data[offset]!, data[offset + 1]!, data[offset + 2]!];
    if (rgb.every((value, index) => Math.abs(value - backdrop[index]!) < 24)) continue;
    const key = rgb.join();
    counts.set(key, { n: (counts.get(key)?.n ?? 0) + 1, rgb });
  }
  return [...counts.values()].sort((a, b) => b.n - a.n)[0]!.rgb;
}

function distance(a: [number, number, number], b: [number, number, number]): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

describe('demo pictures', () => {
  it('draws shapes only, never text, whatever the product', () => {
    for (const kind of DRAWING_KINDS) {
      const svg = productSvg({ kind, colour: '#3b6fb6', logo: true });
      expect(svg).not.toMatch(/<text|<tspan|font-/);
    }
    expect(groupSvg(DRAWING_KINDS.map((kind) => ({ kind, colour: '#c8423b' })))).not.toMatch(/<text/);
  });

  it('plans a picture of the right thing for every image of the demo catalogue', () => {
    const images = parsed.rows.flatMap((row) => (row.type === 'variation' ? row.images.slice(0, 1) : row.images));
    expect(images.filter((url) => !plan.byImage.has(url))).toEqual([]);
    const kindOf = (file: string) => [...plan.byImage].find(([url]) => url.endsWith(`/${file}`))![1].map((drawing) => drawing.kind);
    expect(kindOf('vneck-tee-2.jpg')).toEqual(['vneck']);
    expect(kindOf('hoodie-with-zipper-2.jpg')).toEqual(['hoodie']);
    expect(kindOf('cap-2.jpg')).toEqual(['cap']);
    expect(kindOf('sunglasses-2.jpg')).toEqual(['sunglasses']);
    expect(kindOf('album-1.jpg')).toEqual(['album']);
    expect(kindOf('pennant-1.jpg')).toEqual(['pennant']);
    expect(kindOf('long-sleeve-tee-2.jpg')).toEqual(['long-sleeve']);
    // The grouped Logo Collection shows its three products together.
    expect(kindOf('logo-1.jpg')).toEqual(['hoodie', 'tshirt', 'beanie']);
  });

  it('shows each category its own kinds of products', () => {
    const kinds = (category: string) => new Set(plan.byCategory.get(category)!.map((drawing) => drawing.kind));
    const ofProducts = (category: string) =>
      new Set(
        parsed.rows
          .filter((row) => row.type !== 'variation' && row.categories.some((path) => path.join(' > ').startsWith(category)))
          .map((row) => plan.byImage.get(row.images[0]!)!)
          .flatMap((picture) => picture.map((drawing) => drawing.kind)),
      );
    for (const category of ['Clothing', 'Clothing > Tshirts', 'Clothing > Hoodies', 'Clothing > Accessories', 'Music', 'Decor']) {
      const shown = kinds(category);
      expect(shown.size, category).toBeGreaterThan(0);
      for (const kind of shown) expect(ofProducts(category), `${category} shows a ${kind}`).toContain(kind);
    }
    expect(kinds('Clothing > Hoodies')).toEqual(new Set<DrawingKind>(['hoodie']));
    expect(kinds('Decor')).toEqual(new Set<DrawingKind>(['pennant']));
  });
});

describe('the seeded demo shop', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-demo-images-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir });
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  beforeAll(async () => {
    database = await createEmptyDatabase('pglite', dir);
    expect(await seedDemoShopIfEmpty(database.db, config)).toBe(true);
  }, 120_000);
  afterAll(async () => {
    await database?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  const fileOf = async (mediaId: number) => {
    const [media] = await database.db.select().from(mediaItems).where(eq(mediaItems.id, mediaId));
    return path.join(originalsDir(config.dataDir), media!.sourceUrl);
  };

  it('gives every product and variation a light picture in its own colour', async () => {
    const rows = await database.db
      .select({ name: products.name, type: products.type, imageId: products.imageId, variationAttributes: products.variationAttributes })
      .from(products);
    expect(rows.filter((row) => row.imageId === null).map((row) => row.name)).toEqual([]);
    let coloured = 0;
    for (const row of rows) {
      const file = await fileOf(row.imageId!);
      expect(statSync(file).size, row.name).toBeLessThan(30_000);
      const colourName = row.type === 'variation' ? row.variationAttributes.find((attribute) => attribute.name === 'pa_color')?.value : undefined;
      if (colourName) {
        const dominant = await dominantColour(file);
        expect(distance(dominant, hex(DEMO_COLOURS[colourName]!)), `${row.name} is ${colourName}`).toBeLessThan(20);
        coloured += 1;
      }
    }
    expect(coloured).toBe(7);
  });

  it('draws the variations of one product in different colours', async () => {
    const variations = await database.db
      .select({ name: products.name, imageId: products.imageId })
      .from(products)
      .where(and(eq(products.type, 'variation'), isNotNull(products.imageId)));
    const hoodies = variations.filter((row) => row.name.startsWith('Hoodie - ') && row.name.endsWith(', No'));
    expect(hoodies).toHaveLength(3);
    expect(new Set(hoodies.map((row) => row.imageId)).size).toBe(3);
  });

  it('gives every category a picture of its own products, not of another product', async () => {
    const categories = await database.db.select().from(productCategories);
    const productImages = new Set((await database.db.select({ imageId: products.imageId }).from(products)).map((row) => row.imageId));
    for (const category of categories) {
      expect(category.imageId, category.name).not.toBeNull();
      expect(productImages.has(category.imageId), category.name).toBe(false);
      const [media] = await database.db.select().from(mediaItems).where(eq(mediaItems.id, category.imageId!));
      expect(media!.altText).toBe(category.name);
      const categoryPath = category.parentId === null ? category.name : `Clothing > ${category.name}`;
      const expected = await storeDemoPicture(dir, plan.byCategory.get(categoryPath)!, 'tile');
      expect(media!.sourceUrl, category.name).toBe(expected.file);
    }
  });
});
