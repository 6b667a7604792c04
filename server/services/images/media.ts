import type { Database } from '../../db/client';
import { findOrCreateMediaItem, type MediaInput } from '../catalog/media';
import { createRemoteImageImporter } from './remote';

export interface ImportedMediaOptions {
  dataDir: string;
  /** How long one download may take before a placeholder is drawn instead. */
  timeoutMs?: number;
}

/**
 * The importer's `createMedia` hook (server/seed/woocommerce-csv.ts ImportOptions): downloads the
 * image named by the CSV into the data directory, or draws a placeholder with the product's name
 * when it cannot be fetched, and records the local file as the media item's source. Each image URL
 * seeds its own colour, so a product's gallery placeholders can be told apart.
 */
export function createImportedMediaFactory({ dataDir, timeoutMs }: ImportedMediaOptions) {
  const importImage = createRemoteImageImporter({ dataDir, timeoutMs });
  return async (tx: Database, input: MediaInput & { productName: string }): Promise<number> => {
    const image = await importImage({ url: input.sourceUrl, title: input.productName, seed: input.sourceUrl });
    return findOrCreateMediaItem(tx, {
      sourceUrl: image.file,
      altText: input.altText || input.productName,
      title: input.title,
      width: image.width,
      height: image.height,
      mimeType: image.mimeType,
    });
  };
}
