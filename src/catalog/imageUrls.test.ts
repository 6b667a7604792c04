import { describe, expect, it } from 'vitest';
import { backend, configureBackend } from '../backend/backend';
import { densitySrcSet, imageIdentity, imageSrc, resizedUrl, widthSrcSet } from './imageUrls';

const url = '/images/3f2ae1/w_300,h_300,f_webp/blue-hoodie.webp';

describe('image URLs through the resize path', () => {
  it('asks for any width in WebP', () => {
    expect(resizedUrl(url, 640)).toBe('/images/3f2ae1/w_640,f_webp/blue-hoodie.webp');
    expect(resizedUrl(url, 640, 640)).toBe('/images/3f2ae1/w_640,h_640,f_webp/blue-hoodie.webp');
  });

  it('lists the storefront widths, or 1x and 2x for a fixed size', () => {
    expect(widthSrcSet(url)?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['320w', '640w', '768w', '1024w', '1280w', '1536w']);
    expect(densitySrcSet(url, 72, 72)).toBe('/images/3f2ae1/w_72,h_72,f_webp/blue-hoodie.webp 1x, /images/3f2ae1/w_144,h_144,f_webp/blue-hoodie.webp 2x');
  });

  it('uses other URLs as they are', () => {
    const remote = 'https://shop.example/wp-content/uploads/hoodie-300x300.jpg';
    expect(resizedUrl(remote, 640)).toBe(remote);
    expect(widthSrcSet(remote)).toBeUndefined();
    expect(imageIdentity(remote)).toBe(remote);
    expect(imageIdentity(url)).toBe(imageIdentity('/images/3f2ae1/f_webp/other-name.webp'));
  });

  it("requests the own server's images root-relative, on the server's render too, whatever origin the page has", () => {
    configureBackend({ ...backend(), imageOrigin: 'http://localhost:3000' });
    try {
      const own = 'http://localhost:3000/images/3f2ae1/w_300,h_300,f_webp/blue-hoodie.webp';
      expect(resizedUrl(own, 640)).toBe('/images/3f2ae1/w_640,f_webp/blue-hoodie.webp');
      expect(imageSrc(own)).toBe('/images/3f2ae1/w_300,h_300,f_webp/blue-hoodie.webp');
      expect(imageSrc('http://localhost:3000/images/3f2ae1/blue-hoodie.jpg')).toBe('/images/3f2ae1/blue-hoodie.jpg');
      expect(imageSrc('https://cdn.example/images/3f2ae1/blue-hoodie.jpg')).toBe('https://cdn.example/images/3f2ae1/blue-hoodie.jpg');
    } finally {
      configureBackend({ ...backend(), imageOrigin: undefined });
    }
  });

  it("requests absolute URLs of the page's own origin root-relative, other origins' resize URLs as they are", () => {
    const absolute = `${window.location.origin}/images/3f2ae1/w_300,h_300,f_webp/blue-hoodie.webp`;
    expect(resizedUrl(absolute, 640)).toBe('/images/3f2ae1/w_640,f_webp/blue-hoodie.webp');
    expect(densitySrcSet(absolute, 72)).toBe('/images/3f2ae1/w_72,f_webp/blue-hoodie.webp 1x, /images/3f2ae1/w_144,f_webp/blue-hoodie.webp 2x');
    expect(imageIdentity(absolute)).toBe(imageIdentity(url));
    const otherShop = 'https://cdn.example/images/3f2ae1/w_300,f_webp/blue-hoodie.webp';
    expect(resizedUrl(otherShop, 640)).toBe('https://cdn.example/images/3f2ae1/w_640,f_webp/blue-hoodie.webp');
  });
});
