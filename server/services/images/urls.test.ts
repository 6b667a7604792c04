import { describe, expect, it } from 'vitest';
import { parseModifiers, serializeModifiers, variantSize } from './modifiers';
import { imageRefForMedia, imageUrl, mediaSourceUrl, sizeForSizeName, sourceUrlForSize, srcset } from './urls';

const image = { key: 'abc123', name: 'Hoodie with Zipper.jpg', width: 1200, height: 900 };

describe('image URLs', () => {
  it('builds canonical resize URLs with a readable file name', () => {
    expect(imageUrl(image, { width: 640 })).toBe('/images/abc123/w_640,f_webp/hoodie-with-zipper.webp');
    expect(imageUrl(image, { width: 300, height: 300, quality: 70 }, { format: 'avif', baseUrl: 'https://shop.example' })).toBe(
      'https://shop.example/images/abc123/w_300,h_300,f_avif,q_70/hoodie-with-zipper.avif',
    );
    expect(imageUrl({ key: 'abc123' }, { format: 'png', quality: 50 })).toBe('/images/abc123/f_png/image.png');
  });

  it('parses every URL it builds back to the same modifiers', () => {
    for (const modifiers of [{ width: 640 }, { width: 300, height: 300 }, { width: 300, height: 200, fit: 'inside' as const }, {}]) {
      const url = imageUrl(image, modifiers, { format: 'jpeg', quality: 80 });
      const [, , key, segment, name] = url.split('/') as string[];
      expect(key).toBe('abc123');
      const parsed = parseModifiers(segment!, name!.split('.').pop()!);
      expect(serializeModifiers(parsed)).toBe(segment);
    }
  });

  it('maps WooCommerce size names to their default dimensions and crops', () => {
    expect(sourceUrlForSize(image, 'WOOCOMMERCE_THUMBNAIL')).toBe('/images/abc123/w_300,h_300,f_webp/hoodie-with-zipper.webp');
    expect(sourceUrlForSize(image, 'thumbnail')).toBe('/images/abc123/w_150,h_150,f_webp/hoodie-with-zipper.webp');
    expect(sourceUrlForSize(image, 'MEDIUM')).toBe('/images/abc123/w_300,h_300,f_webp,fit_inside/hoodie-with-zipper.webp');
    expect(sourceUrlForSize(image, 'WOOCOMMERCE_SINGLE')).toBe('/images/abc123/w_600,f_webp/hoodie-with-zipper.webp');
    expect(sourceUrlForSize(image, 'WOOCOMMERCE_GALLERY_THUMBNAIL')).toContain('/w_100,h_100,');
    expect(sourceUrlForSize(image, '_2048X2048')).toContain('/w_2048,h_2048,f_webp,fit_inside/');
    expect(sourceUrlForSize(image, null)).toBe('/images/abc123/f_webp/hoodie-with-zipper.webp');
    expect(sourceUrlForSize(image, 'full')).toBe('/images/abc123/f_webp/hoodie-with-zipper.webp');
  });

  it('reports the pixel size each size name serves', () => {
    expect(sizeForSizeName(image, 'WOOCOMMERCE_THUMBNAIL')).toEqual({ width: 300, height: 300 });
    expect(sizeForSizeName(image, 'MEDIUM')).toEqual({ width: 300, height: 225 });
    expect(sizeForSizeName(image, 'LARGE')).toEqual({ width: 1024, height: 768 });
    expect(sizeForSizeName(image, '_1536X1536')).toEqual({ width: 1200, height: 900 });
    expect(sizeForSizeName({ width: 100, height: 80 }, 'WOOCOMMERCE_THUMBNAIL')).toEqual({ width: 100, height: 80 });
    expect(variantSize({ width: 5000, height: 1000 }, { fit: 'inside' })).toEqual({ width: 2048, height: 410 });
  });

  it('builds a srcset over the storefront widths, never beyond the original', () => {
    expect(srcset({ key: 'k', name: 'x' })).toBe(
      [320, 640, 768, 1024, 1280, 1536].map((width) => `/images/k/w_${width},f_webp/x.webp ${width}w`).join(', '),
    );
    expect(srcset(image, { aspectRatio: 1 })).toBe(
      [320, 640, 768, 1024, 1200].map((width) => `/images/abc123/w_${width},h_${width},f_webp/hoodie-with-zipper.webp ${width}w`).join(', '),
    );
    expect(srcset({ ...image, width: 640 }, { widths: [320, 640] })).toBe(
      '/images/abc123/w_320,f_webp/hoodie-with-zipper.webp 320w, /images/abc123/w_640,f_webp/hoodie-with-zipper.webp 640w',
    );
  });
});

describe('media rows', () => {
  it('resizes local files and leaves remote URLs alone', () => {
    const local = { sourceUrl: 'ph-0a1b.jpg', title: 'Beanie', width: 800, height: 800 };
    expect(mediaSourceUrl(local, 'WOOCOMMERCE_THUMBNAIL')).toBe('/images/ph-0a1b/w_300,h_300,f_webp/beanie.webp');
    expect(srcset(imageRefForMedia(local)!, { widths: [320, 1024] })).toBe(
      '/images/ph-0a1b/w_320,f_webp/beanie.webp 320w, /images/ph-0a1b/w_800,f_webp/beanie.webp 800w',
    );
    const remote = { sourceUrl: 'https://cdn.example/wp-content/uploads/beanie.jpg' };
    expect(mediaSourceUrl(remote, 'LARGE')).toBe(remote.sourceUrl);
    expect(imageRefForMedia({ sourceUrl: 'images/originals/ph-0a1b.jpg' })?.key).toBe('ph-0a1b');
    expect(imageRefForMedia({ sourceUrl: 'http://cdn.example/ph-0a1b.jpg' })).toBeUndefined();
    expect(imageRefForMedia({ sourceUrl: 'clip.gif' })).toBeUndefined();
  });

  it('gives each size, origin and title its own URL when the same rows come back on every request', () => {
    const row = { sourceUrl: 'ph-77aa.jpg', title: 'Blue Hoodie' };
    const first = mediaSourceUrl(row, 'WOOCOMMERCE_THUMBNAIL');
    expect(mediaSourceUrl({ ...row }, 'WOOCOMMERCE_THUMBNAIL')).toBe(first);
    expect(mediaSourceUrl(row, 'WOOCOMMERCE_SINGLE')).toBe('/images/ph-77aa/w_600,f_webp/blue-hoodie.webp');
    expect(mediaSourceUrl(row, 'WOOCOMMERCE_THUMBNAIL', { baseUrl: 'https://shop.example' })).toBe(`https://shop.example${first}`);
    expect(mediaSourceUrl({ ...row, title: 'Navy Hoodie' }, 'WOOCOMMERCE_THUMBNAIL')).toBe('/images/ph-77aa/w_300,h_300,f_webp/navy-hoodie.webp');
  });
});
