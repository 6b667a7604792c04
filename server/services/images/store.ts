import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { FILE_EXTENSIONS, formatFromExtension, MIME_TYPES, type ImageFormat } from './modifiers';

/**
 * Originals live in `<dataDir>/images/originals/<key>.<ext>` and are written once: a key names one
 * image content for ever (a content hash, or a hash of a placeholder's inputs), which is what lets
 * every resize URL be cached as immutable.
 */
export interface StoredImage {
  /** The URL key of the image: its file name without extension. */
  key: string;
  /** File name inside the originals folder, e.g. "3f2a…e1.jpg" (what a media row stores). */
  file: string;
  width: number;
  height: number;
  mimeType: string;
}

/** Keys are short lowercase names: safe as one path segment, never a path. */
export const IMAGE_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** An upload or download larger than this is refused before decoding. */
export const MAX_ORIGINAL_BYTES = 20 * 1024 * 1024;
/** Decoding bound: refuses decompression bombs (a 6000 × 6000 photo is 36 M pixels). */
export const MAX_INPUT_PIXELS = 50_000_000;

const ORIGINAL_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const satisfies readonly ImageFormat[];

export function originalsDir(dataDir: string): string {
  return path.join(dataDir, 'images', 'originals');
}

export function variantsDir(dataDir: string): string {
  return path.join(dataDir, 'images', 'variants');
}

export function keyOfFile(file: string): string {
  return path.basename(file, path.extname(file));
}

export function hashKey(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 32);
}

/** Writes through a temporary name so a reader never sees half a file. */
export async function writeFileAtomic(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/** Finds the original of a key, whatever format it was stored in; undefined when there is none. */
export function findOriginal(dataDir: string, key: string): string | undefined {
  if (!IMAGE_KEY_PATTERN.test(key)) return undefined;
  for (const format of ORIGINAL_FORMATS) {
    const file = path.join(originalsDir(dataDir), `${key}.${FILE_EXTENSIONS[format]}`);
    if (existsSync(file)) return file;
  }
  return undefined;
}

export class InvalidImageError extends Error {}

/**
 * Stores image bytes (an upload or a download) as an original, keyed by content so storing the
 * same image twice is free. Rejects what is not a decodable JPEG, PNG, WebP or AVIF within bounds.
 */
export async function storeOriginalImage(dataDir: string, data: Buffer): Promise<StoredImage> {
  if (data.length > MAX_ORIGINAL_BYTES) throw new InvalidImageError(`image is larger than ${MAX_ORIGINAL_BYTES} bytes`);
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw new InvalidImageError(`not a readable image: ${(error as Error).message}`);
  }
  const format = formatFromExtension(metadata.format === 'heif' ? 'avif' : (metadata.format ?? ''));
  if (!format || !metadata.width || !metadata.height) {
    throw new InvalidImageError(`unsupported image format "${metadata.format}"; use JPEG, PNG, WebP or AVIF`);
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new InvalidImageError('image has too many pixels');
  const key = hashKey(data);
  const file = `${key}.${FILE_EXTENSIONS[format]}`;
  const target = path.join(originalsDir(dataDir), file);
  if (!existsSync(target)) await writeFileAtomic(target, data);
  // EXIF orientation 5–8 means the picture is shown rotated by a quarter turn.
  const rotated = (metadata.orientation ?? 1) >= 5;
  return {
    key,
    file,
    width: rotated ? metadata.height : metadata.width,
    height: rotated ? metadata.width : metadata.height,
    mimeType: MIME_TYPES[format],
  };
}
