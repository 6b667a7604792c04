import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { imageOriginals } from '../../db/schema';
import { IMAGE_KEY_PATTERN, keyOfFile, originalsDir, writeFileAtomic } from './store';

/**
 * Where a server finds an image original it does not have on its own disk. With several servers on
 * one PostgreSQL database, an image imported or uploaded on one must be served by all: originals are
 * published into the database (image_originals) and fetched from there on first use, then kept in
 * the local originals folder; resized variants stay a per-instance disk cache (services/images/variants.ts).
 */
export interface SharedOriginals {
  /** Copies a missing original into the local originals folder; the path, or undefined when no server has it. */
  fetch(key: string): Promise<string | undefined>;
}

/** The database as the shared store of originals. */
export function databaseOriginals(db: Database, dataDir: string): SharedOriginals {
  return {
    async fetch(key) {
      if (!IMAGE_KEY_PATTERN.test(key)) return undefined;
      const [row] = await db.select({ file: imageOriginals.file, data: imageOriginals.data }).from(imageOriginals).where(eq(imageOriginals.key, key)).limit(1);
      if (!row || path.basename(row.file) !== row.file) return undefined;
      const target = path.join(originalsDir(dataDir), row.file);
      await writeFileAtomic(target, row.data);
      return target;
    },
  };
}

/** Batches keep each INSERT well under PostgreSQL's message size even for 20 MB originals. */
const PUBLISH_BATCH_BYTES = 32 * 1024 * 1024;

/**
 * Publishes the local originals the database does not have yet (keys name content, so a key already
 * there is the same image). Run at start and after imports: whatever this machine stored, every
 * server of the shop can then serve. Returns how many were published.
 */
export async function publishLocalOriginals(db: Database, dataDir: string): Promise<number> {
  const files = (await readdir(originalsDir(dataDir)).catch(() => [] as string[])).filter((file) => IMAGE_KEY_PATTERN.test(keyOfFile(file)) && !file.endsWith('.tmp'));
  let published = 0;
  for (let start = 0; start < files.length; start += 500) {
    const chunk = files.slice(start, start + 500);
    const known = new Set(
      (await db.select({ key: imageOriginals.key }).from(imageOriginals).where(inArray(imageOriginals.key, chunk.map(keyOfFile)))).map((row) => row.key),
    );
    let batch: { key: string; file: string; data: Buffer }[] = [];
    let bytes = 0;
    const flush = async () => {
      if (batch.length) await db.insert(imageOriginals).values(batch).onConflictDoNothing();
      published += batch.length;
      batch = [];
      bytes = 0;
    };
    for (const file of chunk) {
      if (known.has(keyOfFile(file))) continue;
      const data = await readFile(path.join(originalsDir(dataDir), file));
      if (bytes + data.length > PUBLISH_BATCH_BYTES) await flush();
      batch.push({ key: keyOfFile(file), file, data });
      bytes += data.length;
    }
    await flush();
  }
  return published;
}
