import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, localeOfPageRequest, localeOfWpmlCode, orderLocale, wpmlLanguageCode } from './shopper-locale';
import { shopText } from './woocommerce-defaults';

describe('the shopper’s locale', () => {
  it.each([
    ['de-DE', 'de_DE'],
    ['pt-BR', 'pt_BR'],
    ['fr-CA,fr;q=0.9', 'fr_FR'],
    ['sv-SE, it;q=0.5', 'it_IT'],
    ['EN-us', 'en_US'],
    ['sv-SE', 'en_US'],
    ['', 'en_US'],
    [null, 'en_US'],
  ])('%s reads as %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it('of a page the browser opens itself is the storefront’s cookie, else the browser’s languages', () => {
    expect(localeOfPageRequest('woocommerce-session=x; vitrine-locale=pt_BR', 'de-DE')).toBe('pt_BR');
    expect(localeOfPageRequest('vitrine-locale=xx_XX', 'de-DE')).toBe('de_DE');
    expect(localeOfPageRequest(undefined, 'it')).toBe('it_IT');
    expect(localeOfPageRequest(undefined, undefined)).toBe('en_US');
  });

  it('is kept with an order as WPML’s language code, and an order without one is English', () => {
    expect(wpmlLanguageCode('pt_BR')).toBe('pt-br');
    expect(wpmlLanguageCode('en_US')).toBe('en');
    expect(localeOfWpmlCode('pt-br')).toBe('pt_BR');
    expect(localeOfWpmlCode('xx')).toBe('en_US');
    expect(orderLocale([{ key: 'wpml_language', value: 'de' }])).toBe('de_DE');
    expect(orderLocale([])).toBe('en_US');
  });
});

describe('shipping and payment titles', () => {
  it('translate WooCommerce’s defaults and keep the shop’s own words', () => {
    expect(shopText('Flat rate', 'de_DE')).toBe('Versandpauschale');
    expect(shopText('Cash on delivery', 'fr_FR')).toBe('Paiement à la livraison');
    expect(shopText('Flat rate', 'en_US')).toBe('Flat rate');
    expect(shopText('Same-day courier', 'de_DE')).toBe('Same-day courier');
  });
});
