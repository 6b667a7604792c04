import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlaceholderImage, PLACEHOLDER_SIZE } from './placeholder';
import { createRemoteImageImporter } from './remote';
import { originalsDir } from './store';

const dirs: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-placeholder-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function cornerColour(file: string) {
  const { data } = await sharp(file).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  return [...data];
}

describe('placeholder images', () => {
  it('renders the same bytes under the same key for the same title and seed', async () => {
    const firstDir = tempDataDir();
    const first = await createPlaceholderImage({ title: 'Hoodie with Logo', seed: 'woo-hoodie-logo', dataDir: firstDir });
    const secondDir = tempDataDir();
    const second = await createPlaceholderImage({ title: 'Hoodie with Logo', seed: 'woo-hoodie-logo', dataDir: secondDir });
    expect(second).toEqual(first);
    expect(first).toMatchObject({ width: PLACEHOLDER_SIZE, height: PLACEHOLDER_SIZE, mimeType: 'image/jpeg' });
    const bytes = readFileSync(path.join(originalsDir(secondDir), second.file));
    expect(bytes.equals(readFileSync(path.join(originalsDir(firstDir), first.file)))).toBe(true);
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', PLACEHOLDER_SIZE, PLACEHOLDER_SIZE]);
  });

  it('derives the colour from the seed, and the key from title and seed', async () => {
    const dataDir = tempDataDir();
    const blue = await createPlaceholderImage({ title: 'Cap', seed: 'sku-1', dataDir });
    const other = await createPlaceholderImage({ title: 'Cap', seed: 'sku-2', dataDir });
    const renamed = await createPlaceholderImage({ title: 'Beanie', seed: 'sku-1', dataDir });
    expect(new Set([blue.key, other.key, renamed.key]).size).toBe(3);
    const colourOf = (file: string) => cornerColour(path.join(originalsDir(dataDir), file));
    expect(await colourOf(blue.file)).not.toEqual(await colourOf(other.file));
    expect(await colourOf(blue.file)).toEqual(await colourOf(renamed.file));
  });

  it('draws titles with markup characters and very long titles', async () => {
    const dataDir = tempDataDir();
    const tricky = await createPlaceholderImage({ title: '<script>"Tom & Jerry\'s" mug</script>', dataDir });
    const long = await createPlaceholderImage({ title: 'Supercalifragilisticexpialidocious '.repeat(10), dataDir });
    for (const image of [tricky, long]) {
      const metadata = await sharp(path.join(originalsDir(dataDir), image.file)).metadata();
      expect(metadata.width).toBe(PLACEHOLDER_SIZE);
    }
  });
});

describe('remote image import', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } }).png().toBuffer();
    server = createServer((request, response) => {
      if (request.url === '/photo.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else if (request.url === '/page.html') response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('stores a downloaded image by content and falls back to a placeholder otherwise', async () => {
    const importImage = createRemoteImageImporter({ dataDir: tempDataDir(), timeoutMs: 2000 });
    const downloaded = await importImage({ url: `${origin}/photo.png`, title: 'Photo' });
    expect(downloaded).toMatchObject({ placeholder: false, width: 40, height: 30, mimeType: 'image/png' });
    expect(downloaded.file).toBe(`${downloaded.key}.png`);
    expect((await importImage({ url: `${origin}/photo.png`, title: 'Again' })).key).toBe(downloaded.key);

    const notFound = await importImage({ url: `${origin}/missing.jpg`, title: 'Missing', seed: 'm-1' });
    expect(notFound).toMatchObject({ placeholder: true, width: PLACEHOLDER_SIZE });
    expect(notFound.key).toMatch(/^ph-/);
    expect((await importImage({ url: `${origin}/page.html`, title: 'Page' })).placeholder).toBe(true);
    expect((await importImage({ url: 'not a url', title: 'Bad' })).placeholder).toBe(true);
    // A 404 or a page that is not an image does not make the host count as unreachable.
    expect((await importImage({ url: `${origin}/photo.png`, title: 'Photo' })).placeholder).toBe(false);
  });

  it('stops trying a host that did not answer', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    let attempts = 0;
    const importImage = createRemoteImageImporter({
      dataDir: tempDataDir(),
      fetch: (input, init) => {
        attempts += 1;
        return fetch(input, init);
      },
    });
    expect((await importImage({ url: `${deadOrigin}/a.jpg`, title: 'A' })).placeholder).toBe(true);
    expect((await importImage({ url: `${deadOrigin}/b.jpg`, title: 'B' })).placeholder).toBe(true);
    expect(attempts).toBe(1);
  });
});
