import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { FILE_EXTENSIONS, MAX_IMAGE_DIMENSION, MIME_TYPES, serializeModifiers, type ImageModifiers } from './modifiers';
import type { SharedOriginals } from './shared';
import { findOriginal, IMAGE_KEY_PATTERN, MAX_INPUT_PIXELS, variantsDir, writeFileAtomic } from './store';

export interface ImageVariant {
  data: Buffer;
  mimeType: string;
  /** Strong validator: a hash of the exact bytes served. */
  etag: string;
  /** Whether the bytes came from the disk cache rather than a fresh render. */
  cached: boolean;
}

export class ImageNotFoundError extends Error {}
export class ImageProcessingError extends Error {}

export interface ImageRendererOptions {
  dataDir: string;
  /** Where originals missing from this instance's disk are fetched (several servers on one database). */
  shared?: SharedOriginals;
  /** Renders running at once; more wait their turn, so image bursts cannot starve the API of CPU. */
  maxConcurrentRenders?: number;
  /**
   * Variants kept on disk per original. Beyond it variants are still served but not stored, which
   * bounds the cache however many modifier combinations clients invent.
   */
  maxVariantsPerImage?: number;
}

const DEFAULT_QUALITY = { webp: 80, avif: 55, jpeg: 82 } as const;

function strongEtag(data: Buffer): string {
  return `"${createHash('sha256').update(data).digest('base64url').slice(0, 32)}"`;
}

function createLimiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

async function render(originalFile: string, modifiers: ImageModifiers): Promise<Buffer> {
  const pipeline = sharp(originalFile, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({
      width: modifiers.width ?? MAX_IMAGE_DIMENSION,
      height: modifiers.height ?? MAX_IMAGE_DIMENSION,
      fit: modifiers.fit,
      withoutEnlargement: true,
    });
  switch (modifiers.format) {
    case 'jpeg':
      return pipeline
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: modifiers.quality ?? DEFAULT_QUALITY.jpeg, mozjpeg: true })
        .toBuffer();
    case 'webp':
      return pipeline.webp({ quality: modifiers.quality ?? DEFAULT_QUALITY.webp }).toBuffer();
    case 'avif':
      // effort 2 of 9: AVIF's default effort costs seconds per image on a small machine.
      return pipeline.avif({ quality: modifiers.quality ?? DEFAULT_QUALITY.avif, effort: 2 }).toBuffer();
    case 'png':
      return pipeline.png({ compressionLevel: 8 }).toBuffer();
  }
}

/**
 * Produces resized variants of stored originals and keeps them on disk under
 * `<dataDir>/images/variants/<key>/<modifiers>.<ext>`. Concurrent requests for one variant share a
 * single render.
 */
export function createImageRenderer({ dataDir, shared, maxConcurrentRenders = 2, maxVariantsPerImage = 64 }: ImageRendererOptions) {
  const inFlight = new Map<string, Promise<ImageVariant>>();
  const limit = createLimiter(maxConcurrentRenders);

  async function produce(key: string, modifiers: ImageModifiers, variantFile: string): Promise<ImageVariant> {
    const mimeType = MIME_TYPES[modifiers.format];
    const cachedData = await readFile(variantFile).catch(() => undefined);
    if (cachedData) return { data: cachedData, mimeType, etag: strongEtag(cachedData), cached: true };

    const originalFile = findOriginal(dataDir, key) ?? (await shared?.fetch(key));
    if (!originalFile) throw new ImageNotFoundError(`no image "${key}"`);
    const data = await limit(() => render(originalFile, modifiers)).catch((error: Error) => {
      throw new ImageProcessingError(`image "${key}" could not be processed: ${error.message}`);
    });
    const stored = await readdir(path.dirname(variantFile)).catch(() => []);
    if (stored.length < maxVariantsPerImage) await writeFileAtomic(variantFile, data);
    return { data, mimeType, etag: strongEtag(data), cached: false };
  }

  return {
    /** Throws ImageNotFoundError for an unknown key, ImageProcessingError for an unreadable original. */
    getVariant(key: string, modifiers: ImageModifiers): Promise<ImageVariant> {
      if (!IMAGE_KEY_PATTERN.test(key)) return Promise.reject(new ImageNotFoundError(`no image "${key}"`));
      const variantFile = path.join(
        variantsDir(dataDir),
        key,
        `${serializeModifiers(modifiers)}.${FILE_EXTENSIONS[modifiers.format]}`,
      );
      let pending = inFlight.get(variantFile);
      if (!pending) {
        pending = produce(key, modifiers, variantFile).finally(() => inFlight.delete(variantFile));
        inFlight.set(variantFile, pending);
      }
      return pending;
    },
  };
}

export type ImageRenderer = ReturnType<typeof createImageRenderer>;
