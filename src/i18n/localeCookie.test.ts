import { describe, expect, it } from 'vitest';
import { isCrossOrigin, localeCookie, readLocaleCookie } from './localeCookie';

describe('locale cookie', () => {
  it('lasts 365 days on the whole site with SameSite=Lax', () => {
    expect(localeCookie('de_DE', false)).toBe('vitrine-locale=de_DE; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('is SameSite=None; Secure when the GraphQL endpoint is on another origin', () => {
    expect(localeCookie('fr_FR', true)).toBe('vitrine-locale=fr_FR; Max-Age=31536000; Path=/; SameSite=None; Secure');
  });

  it('tells a cross-origin endpoint from a same-origin one', () => {
    expect(isCrossOrigin('/graphql', 'https://shop.example/products')).toBe(false);
    expect(isCrossOrigin('https://shop.example/graphql', 'https://shop.example/de')).toBe(false);
    expect(isCrossOrigin('https://api.shop.example/graphql', 'https://shop.example/')).toBe(true);
    expect(isCrossOrigin('http://shop.example/graphql', 'https://shop.example/')).toBe(true);
  });

  it('reads the locale among other cookies and ignores values that are no locale', () => {
    expect(readLocaleCookie('woocommerce-session=abc; vitrine-locale=it_IT; theme=dark')).toBe('it_IT');
    expect(readLocaleCookie('vitrine-locale=xx_XX')).toBeNull();
    expect(readLocaleCookie('other-vitrine-locale=de_DE')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
  });
});
