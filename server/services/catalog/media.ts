import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaItems } from '../../db/schema';
import { createRemoteImageImporter } from '../images';

type Tx = Pick<Database, 'select' | 'insert'>;

export interface MediaInput {
  /** A path under the data directory or a URL. */
  sourceUrl: string;
  altText?: string;
  title?: string;
  width?: number | null;
  height?: number | null;
  mimeType?: string | null;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** "https://…/uploads/2017/12/vneck-tee-2.jpg" -> "vneck-tee-2" (WordPress titles attachments after their file). */
export function titleFromSource(source: string): string {
  const file = source.split(/[?#]/)[0]!.split('/').at(-1) ?? '';
  return decodeURIComponent(file).replace(/\.[a-z0-9]+$/i, '');
}

export function mimeFromSource(source: string): string | null {
  const extension = source.split(/[?#]/)[0]!.split('.').at(-1)?.toLowerCase() ?? '';
  return MIME_BY_EXTENSION[extension] ?? null;
}

/**
 * The media item for a source, reusing an existing one so re-imports do not duplicate the library.
 * Remote sources are stored as given: the image service decides how to serve them (a remote URL
 * cannot be fetched on an offline machine, so it may substitute a generated local image).
 */
export async function findOrCreateMediaItem(tx: Tx, input: MediaInput): Promise<number> {
  const [existing] = await tx.select({ id: mediaItems.id }).from(mediaItems).where(eq(mediaItems.sourceUrl, input.sourceUrl)).limit(1);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(mediaItems)
    .values({
      sourceUrl: input.sourceUrl,
      altText: input.altText ?? '',
      title: input.title ?? titleFromSource(input.sourceUrl),
      width: input.width ?? null,
      height: input.height ?? null,
      mimeType: input.mimeType ?? mimeFromSource(input.sourceUrl),
    })
    .returning({ id: mediaItems.id });
  return created!.id;
}

/** For imports that must not reach out (the bundled demo, whose image host is not ours): placeholders. */
const refuseDownload: typeof fetch = () => Promise.reject(new Error('downloads are off for this import'));

/**
 * The importer's media maker for a shop with a data directory: downloads each image into the image
 * store, or (offline, or a broken link) draws a deterministic placeholder with the product's name,
 * so the shop still looks right. Same file, same media item: re-imports do not duplicate.
 */
export function storedMediaCreator(dataDir: string, { download = true }: { download?: boolean } = {}) {
  const importImage = createRemoteImageImporter({ dataDir, ...(download ? {} : { fetch: refuseDownload }) });
  return async (tx: Database, input: MediaInput & { productName: string; productSku: string | null }): Promise<number> => {
    // One colour per picture of the export, so a product's gallery placeholders differ from its main image.
    const seed = `${input.productSku ?? input.productName}:${titleFromSource(input.sourceUrl)}`;
    const image = await importImage({ url: input.sourceUrl, title: input.productName, seed });
    return findOrCreateMediaItem(tx, {
      sourceUrl: image.file,
      altText: input.altText ?? input.productName,
      title: input.title ?? titleFromSource(input.sourceUrl),
      width: image.width,
      height: image.height,
      mimeType: image.mimeType,
    });
  };
}
