import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/api';
import { originalsDir, storeOriginalImage, variantsDir, type StoredImage } from '../services/images/store';
import { placeholderImagePath, siteImagePath } from './images';

/** A 1200 × 900 photo-like original with an alpha-free gradient. */
async function sampleJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#c33"/><stop offset="1" stop-color="#36c"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/><circle cx="600" cy="450" r="200" fill="#fc0"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

describe('image delivery', () => {
  let server: TestServer;
  let dataDir: string;
  let photo: StoredImage;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-images-'));
    photo = await storeOriginalImage(dataDir, await sampleJpeg());
    server = await createTestServer('pglite', { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it.each([
    ['webp', 'webp', 'image/webp'],
    ['avif', 'heif', 'image/avif'],
    ['jpg', 'jpeg', 'image/jpeg'],
    ['png', 'png', 'image/png'],
  ])('resizes to %s', async (extension, decodedFormat, mimeType) => {
    const response = await get(`/images/${photo.key}/w_640/shirt.${extension}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(mimeType);
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata.format).toBe(decodedFormat);
    expect([metadata.width, metadata.height]).toEqual([640, 480]);
  });

  it('crops to the box when both dimensions are given, and honours quality', async () => {
    const cropped = await get(`/images/${photo.key}/w_300,h_300,f_webp,q_40/shirt.webp`);
    const metadata = await sharp(cropped.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([300, 300]);
    const better = await get(`/images/${photo.key}/w_300,h_300,q_95/shirt.webp`);
    expect(better.rawPayload.length).toBeGreaterThan(cropped.rawPayload.length);
    const inside = await get(`/images/${photo.key}/w_300,h_300,fit_inside/shirt.webp`);
    const insideMetadata = await sharp(inside.rawPayload).metadata();
    expect([insideMetadata.width, insideMetadata.height]).toEqual([300, 225]);
  });

  it('never enlarges an original, and serves the original size for "original"', async () => {
    const wide = await get(`/images/${photo.key}/w_2048/shirt.jpg`);
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(1200);
    const original = await get(`/images/${photo.key}/original/shirt.jpg`);
    const metadata = await sharp(original.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([1200, 900]);
  });

  it.each([
    ['w_4000', /width \(w_\) must be a whole number from 1 to 2048/],
    ['w_0', /width \(w_\) must be a whole number from 1 to 2048/],
    ['h_-5', /height \(h_\) must be a whole number/],
    ['w_12.5', /width \(w_\) must be a whole number/],
    ['q_101', /quality \(q_\) must be a whole number from 1 to 100/],
    ['w_300,w_400', /modifier "w" is given twice/],
    ['blur_5', /unknown modifier "blur_5"/],
    ['f_gif', /unsupported format "gif"/],
    ['f_png', /format f_png does not match the file extension ".webp"/],
    ['fit_cover,w_300', /fit_cover needs both a width/],
    ['fit_fill', /fit must be one of cover, inside/],
  ])('rejects the modifiers %s with 400 and a message', async (modifiers, message) => {
    const response = await get(`/images/${photo.key}/${modifiers}/shirt.webp`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().message).toMatch(message);
  });

  it('rejects unsupported extensions, png quality and malformed names with 400', async () => {
    expect((await get(`/images/${photo.key}/w_300/shirt.gif`)).json().message).toMatch(/unsupported image format "\.gif"/);
    expect((await get(`/images/${photo.key}/w_300,q_50/shirt.png`)).json().message).toMatch(/png is lossless/);
    expect((await get(`/images/${photo.key}/w_300/shirt`)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown image or a key that is not a plain name', async () => {
    const missing = await get('/images/0123456789abcdef/w_300/shirt.webp');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/no image "0123456789abcdef"/);
    expect((await get('/images/..%2F..%2Fetc/w_300/passwd.webp')).statusCode).toBe(404);
    expect((await get('/images/nothing-here.jpg')).statusCode).toBe(404);
  });

  it('sends immutable cache headers and a strong ETag, and answers 304 when it matches', async () => {
    const url = `/images/${photo.key}/w_320,f_webp/shirt.webp`;
    const first = await get(url);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const again = await get(url);
    expect(again.headers.etag).toBe(etag);
    const revalidated = await get(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('keeps variants on disk and serves them from there on later requests', async () => {
    const stored = await storeOriginalImage(dataDir, await sharp({ create: { width: 500, height: 500, channels: 3, background: '#0a0' } }).png().toBuffer());
    const url = `/images/${stored.key}/h_100,w_200/leaf.webp`;
    const first = await get(url);
    expect(first.headers['x-image-cache']).toBe('miss');
    // Canonical order: one file whatever order the URL gave the modifiers in.
    expect(readdirSync(path.join(variantsDir(dataDir), stored.key))).toEqual(['w_200,h_100,f_webp.webp']);
    rmSync(path.join(originalsDir(dataDir), stored.file));
    const second = await get(`/images/${stored.key}/w_200,h_100,f_webp/leaf.webp`);
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-image-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers 500 with a message, and keeps serving, when an original is not a readable image', async () => {
    writeFileSync(path.join(originalsDir(dataDir), 'broken.jpg'), 'not an image');
    const response = await get('/images/broken/w_100/broken.webp');
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe('image "broken" could not be processed');
    expect((await get(`/images/${photo.key}/w_100/shirt.webp`)).statusCode).toBe(200);
  });

  it('serves /images/placeholder.jpg without a storefront build', async () => {
    const response = await get('/images/placeholder.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers.etag).toMatch(/^"/);
    expect(response.rawPayload.equals(readFileSync(placeholderImagePath))).toBe(true);
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
  });

  it('serves the shared link-preview image at the Open Graph size', async () => {
    const response = await get('/images/site-image.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.equals(readFileSync(siteImagePath))).toBe(true);
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([1200, 630]);
  });
});
