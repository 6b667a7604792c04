import { createPlaceholderImage } from './placeholder';
import { MAX_ORIGINAL_BYTES, storeOriginalImage, type StoredImage } from './store';

export interface RemoteImageImporterOptions {
  dataDir: string;
  /** How long one download may take before the placeholder is used instead. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface RemoteImageRequest {
  url: string;
  /** Drawn on the placeholder when the download fails (the product name). */
  title: string;
  /** Picks the placeholder colour (e.g. the SKU); defaults to the title. */
  seed?: string;
}

export interface ImportedImage extends StoredImage {
  /** True when the download failed and a placeholder stands in for the image. */
  placeholder: boolean;
}

/** The host did not answer (DNS, refused connection, timeout): later images on it will fail alike. */
class HostUnreachableError extends Error {}

async function download(url: URL, fetchImpl: typeof fetch, timeoutMs: number): Promise<Buffer> {
  const signal = AbortSignal.timeout(timeoutMs);
  const response = await fetchImpl(url, { signal, redirect: 'follow' }).catch((error: Error) => {
    throw new HostUnreachableError(error.message);
  });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_ORIGINAL_BYTES) throw new Error('image too large');
  const chunks: Buffer[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    received += read.value.length;
    if (received > MAX_ORIGINAL_BYTES) {
      await reader.cancel();
      throw new Error('image too large');
    }
    chunks.push(Buffer.from(read.value));
  }
  return Buffer.concat(chunks);
}

/**
 * Imports images named by URL (as in a WooCommerce CSV): downloads and stores the original, or, when
 * that fails (no network, timeout, not an image), stores a placeholder for the product instead.
 * A host that failed once is not tried again by the same importer, so a catalogue on an unreachable
 * host costs one timeout, not one per image.
 */
export function createRemoteImageImporter({ dataDir, timeoutMs = 3000, fetch: fetchImpl = fetch }: RemoteImageImporterOptions) {
  const failedHosts = new Set<string>();
  return async function importImage({ url, title, seed }: RemoteImageRequest): Promise<ImportedImage> {
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    if (parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:') && !failedHosts.has(parsed.host)) {
      try {
        const stored = await storeOriginalImage(dataDir, await download(parsed, fetchImpl, timeoutMs));
        return { ...stored, placeholder: false };
      } catch (error) {
        // A slow body times out too; a 404 or a file that is not an image says nothing about the host.
        const unreachable = error instanceof HostUnreachableError || (error as Error).name === 'TimeoutError';
        if (unreachable) failedHosts.add(parsed.host);
      }
    }
    const stored = await createPlaceholderImage({ title, seed: seed ?? title, dataDir });
    return { ...stored, placeholder: true };
  };
}
