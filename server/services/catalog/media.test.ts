import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaItems, productGallery, products } from '../../db/schema';
import { importWooCommerceCsv } from '../../seed/woocommerce-csv';
import { createTestDatabase, testDatabaseKinds } from '../../test/database';
import { storedMediaCreator } from './media';

const CSV = `Type,SKU,Name,Regular price,Images
simple,pic-1,Picture Frame,10,"https://images.invalid/frame-front.jpg, https://images.invalid/frame-back.jpg"
`;

describe.each(testDatabaseKinds)('stored media for imports on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-media-'));
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('draws one local placeholder per picture without downloading, and reuses it on re-import', async () => {
    const createMedia = storedMediaCreator(dataDir, { download: false });
    await importWooCommerceCsv(database.db, CSV, { createMedia });
    const [frame] = await database.db.select().from(products).where(eq(products.sku, 'pic-1'));
    const [main] = await database.db.select().from(mediaItems).where(eq(mediaItems.id, frame!.imageId!));
    expect(main!.sourceUrl).toMatch(/^[\w-]+\.jpg$/);
    expect(main).toMatchObject({ title: 'frame-front', mimeType: 'image/jpeg', width: expect.any(Number) });
    const gallery = await database.db.select().from(productGallery).where(eq(productGallery.productId, frame!.id));
    expect(gallery.map((entry) => entry.mediaId)).not.toContain(main!.id);
    expect(gallery).toHaveLength(1);
    const files = readdirSync(path.join(dataDir, 'images', 'originals'));
    expect(files).toHaveLength(2);
    const [before] = await database.db.select({ n: count() }).from(mediaItems);
    await importWooCommerceCsv(database.db, CSV, { createMedia: storedMediaCreator(dataDir, { download: false }) });
    const [after] = await database.db.select({ n: count() }).from(mediaItems);
    expect(after!.n).toBe(before!.n);
  });
});
