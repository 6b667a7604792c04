import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaItems } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import { createImportedMediaFactory } from './media';
import { originalsDir } from './store';
import { mediaSourceUrl } from './urls';

/** A URL on a local port nobody listens on: fails at once, like a remote host on a closed network. */
async function unreachableUrl(file: string): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}/wp-content/uploads/${file}`;
}

describe('media items for imported images', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-media-'));
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a placeholder as a local media item when the image cannot be fetched, once per URL', async () => {
    const createMedia = createImportedMediaFactory({ dataDir, timeoutMs: 2000 });
    const url = await unreachableUrl('beanie-front.jpg');
    const input = { sourceUrl: url, productName: 'Beanie', title: 'beanie-front' };
    const id = await createMedia(database.db, input);
    const [row] = await database.db.select().from(mediaItems).where(eq(mediaItems.id, id));
    expect(row).toMatchObject({ width: 800, height: 800, mimeType: 'image/jpeg', altText: 'Beanie', title: 'beanie-front' });
    expect(existsSync(path.join(originalsDir(dataDir), row!.sourceUrl))).toBe(true);
    expect(mediaSourceUrl(row!, 'WOOCOMMERCE_THUMBNAIL')).toMatch(/^\/images\/ph-[0-9a-f]+\/w_300,h_300,f_webp\/beanie-front\.webp$/);
    expect(await createMedia(database.db, input)).toBe(id);
    const back = await createMedia(database.db, { ...input, sourceUrl: url.replace('front', 'back') });
    expect(back).not.toBe(id);
  });
});
