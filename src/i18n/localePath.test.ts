import { describe, expect, it } from 'vitest';
import { localizePath, routerBasename, splitLocalePrefix, switchLocaleUrl } from './localePath';

describe('splitLocalePrefix', () => {
  it('reads the locale from a known prefix and returns the app path behind it', () => {
    expect(splitLocalePrefix('/de/products')).toEqual({ locale: 'de_DE', path: '/products' });
    expect(splitLocalePrefix('/pt-br/product/hoodie')).toEqual({ locale: 'pt_BR', path: '/product/hoodie' });
    expect(splitLocalePrefix('/fr')).toEqual({ locale: 'fr_FR', path: '/' });
    expect(splitLocalePrefix('/it/')).toEqual({ locale: 'it_IT', path: '/' });
  });

  it('leaves paths without a known prefix alone, so they match no route or an English one', () => {
    expect(splitLocalePrefix('/products')).toEqual({ locale: null, path: '/products' });
    expect(splitLocalePrefix('/xx/products')).toEqual({ locale: null, path: '/xx/products' });
    expect(splitLocalePrefix('/en/products')).toEqual({ locale: null, path: '/en/products' });
    expect(splitLocalePrefix('/deutsch')).toEqual({ locale: null, path: '/deutsch' });
    expect(splitLocalePrefix('/DE/products')).toEqual({ locale: null, path: '/DE/products' });
    expect(splitLocalePrefix('/')).toEqual({ locale: null, path: '/' });
  });
});

describe('localizePath', () => {
  it('prefixes every locale but the default one', () => {
    expect(localizePath('/products', 'de_DE', 'prefix_except_default')).toBe('/de/products');
    expect(localizePath('/', 'es_ES', 'prefix_except_default')).toBe('/es');
    expect(localizePath('/products', 'en_US', 'prefix_except_default')).toBe('/products');
  });

  it('never prefixes without the prefix strategy', () => {
    expect(localizePath('/products', 'de_DE', 'no_prefix')).toBe('/products');
  });

  it('gives the router basename of a locale', () => {
    expect(routerBasename('pt_BR', 'prefix_except_default')).toBe('/pt-br');
    expect(routerBasename('en_US', 'prefix_except_default')).toBe('/');
    expect(routerBasename('de_DE', 'no_prefix')).toBe('/');
  });
});

describe('switchLocaleUrl', () => {
  const page = { pathname: '/de/product-category/clothing/page/2', search: '?orderby=price&filter=pa_color[blue]', hash: '#list' };

  it('keeps the page, the query and the hash under the new prefix', () => {
    expect(switchLocaleUrl(page, 'fr_FR', 'prefix_except_default')).toBe(
      '/fr/product-category/clothing/page/2?orderby=price&filter=pa_color[blue]#list',
    );
    expect(switchLocaleUrl(page, 'en_US', 'prefix_except_default')).toBe(
      '/product-category/clothing/page/2?orderby=price&filter=pa_color[blue]#list',
    );
    expect(switchLocaleUrl({ pathname: '/', search: '', hash: '' }, 'it_IT', 'prefix_except_default')).toBe('/it');
  });

  it('keeps the URL as it is without prefixes', () => {
    expect(switchLocaleUrl({ pathname: '/products', search: '?search=cap', hash: '' }, 'de_DE', 'no_prefix')).toBe(
      '/products?search=cap',
    );
  });
});
