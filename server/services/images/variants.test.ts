import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { parseModifiers } from './modifiers';
import { storeOriginalImage, variantsDir } from './store';
import { createImageRenderer } from './variants';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-variants-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('image variants', () => {
  it('renders a variant once for concurrent requests', async () => {
    const original = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#963' } }).jpeg().toBuffer();
    const { key } = await storeOriginalImage(dataDir, original);
    const renderer = createImageRenderer({ dataDir });
    const modifiers = parseModifiers('w_450', 'avif');
    const results = await Promise.all(Array.from({ length: 5 }, () => renderer.getVariant(key, modifiers)));
    for (const result of results) expect(result).toBe(results[0]);
    expect(results[0]!.cached).toBe(false);
    expect((await renderer.getVariant(key, modifiers)).cached).toBe(true);
  });

  it('stops storing variants of one image beyond the cap but still serves them', async () => {
    const original = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#369' } }).png().toBuffer();
    const { key } = await storeOriginalImage(dataDir, original);
    const renderer = createImageRenderer({ dataDir, maxVariantsPerImage: 2 });
    for (const width of [100, 110, 120]) {
      const variant = await renderer.getVariant(key, parseModifiers(`w_${width}`, 'webp'));
      expect((await sharp(variant.data).metadata()).width).toBe(width);
    }
    expect(readdirSync(path.join(variantsDir(dataDir), key))).toHaveLength(2);
  });
});
