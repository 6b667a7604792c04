import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('ALLOWED_COUNTRIES', () => {
  it('defaults to every supported country', () => {
    const { allowedCountries } = loadConfig({});
    expect(allowedCountries).toContain('US');
    expect(allowedCountries).toContain('DE');
    expect(allowedCountries.length).toBeGreaterThan(240);
    expect(loadConfig({ ALLOWED_COUNTRIES: ' ' }).allowedCountries).toEqual(allowedCountries);
  });

  it('accepts a list of codes, normalised, de-duplicated and sorted', () => {
    expect(loadConfig({ ALLOWED_COUNTRIES: 'fr, DE,at,DE' }).allowedCountries).toEqual(['AT', 'DE', 'FR']);
  });

  it('stops with a clear message on an unknown code', () => {
    expect(() => loadConfig({ ALLOWED_COUNTRIES: 'DE,XX,Germany' })).toThrow(ConfigError);
    expect(() => loadConfig({ ALLOWED_COUNTRIES: 'DE,XX,Germany' })).toThrow(
      'ALLOWED_COUNTRIES has unknown country codes "XX", "GERMANY"; use ISO 3166-1 alpha-2 codes such as DE,FR,US',
    );
  });
});

describe('commerce settings', () => {
  it('leaves secrets, mail, Stripe and social login off by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ sessionSecret: undefined, smtpUrl: undefined, stripe: { secretKey: undefined, apiBase: undefined }, oauthProviders: [], storeCountry: 'DE' });
  });

  it('requires SESSION_SECRET with DATABASE_URL: servers sharing a database must sign tokens alike', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db.example/shop' })).toThrow('SESSION_SECRET must be set when DATABASE_URL is set');
    const secret = 'a-shared-secret-of-at-least-32-characters';
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/shop', SESSION_SECRET: secret })).toMatchObject({ sessionSecret: secret });
    expect(loadConfig({}).sessionSecret).toBeUndefined();
  });

  it('refuses a short SESSION_SECRET, a non-SMTP SMTP_URL, a bad STRIPE_API_BASE and an unknown STORE_COUNTRY', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow('SESSION_SECRET must be at least 32 characters long');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(loadConfig({ SMTP_URL: 'smtps://user:pw@mail.example.com:465' }).smtpUrl).toBe('smtps://user:pw@mail.example.com:465');
    expect(() => loadConfig({ STRIPE_API_BASE: 'not a url' })).toThrow('STRIPE_API_BASE must be an http(s) URL, got "not a url"');
    expect(() => loadConfig({ STORE_COUNTRY: 'Germany' })).toThrow(ConfigError);
    expect(loadConfig({ STORE_COUNTRY: 'fr' }).storeCountry).toBe('FR');
  });

  it('keeps the response cache on by default and refuses a bad RESPONSE_CACHE or RESPONSE_CACHE_MAX_AGE', () => {
    expect(loadConfig({})).toMatchObject({ responseCache: true, responseCacheMaxAge: 0 });
    expect(loadConfig({ RESPONSE_CACHE: 'off', RESPONSE_CACHE_MAX_AGE: '30' })).toMatchObject({ responseCache: false, responseCacheMaxAge: 30 });
    expect(() => loadConfig({ RESPONSE_CACHE: 'sometimes' })).toThrow('RESPONSE_CACHE must be true or false, got "sometimes"');
    expect(() => loadConfig({ RESPONSE_CACHE_MAX_AGE: '-5' })).toThrow('RESPONSE_CACHE_MAX_AGE must be a whole number of seconds from 0 to 86400, got "-5"');
  });

  it('gives a page 10 seconds for a remote GraphQL endpoint unless REMOTE_GRAPHQL_TIMEOUT says otherwise, and refuses a bad value', () => {
    expect(loadConfig({}).remoteGraphqlTimeout).toBe(10);
    expect(loadConfig({ REMOTE_GRAPHQL_TIMEOUT: '30' }).remoteGraphqlTimeout).toBe(30);
    expect(() => loadConfig({ REMOTE_GRAPHQL_TIMEOUT: '0' })).toThrow('REMOTE_GRAPHQL_TIMEOUT must be a positive whole number, got "0"');
  });

  it('keeps remote answers 60 s fresh and an hour stale, 5000 at most, with no purge endpoint, unless REMOTE_CACHE_* say otherwise', () => {
    expect(loadConfig({}).remoteCache).toEqual({ ttl: 60, stale: 3600, maxEntries: 5000, purgeSecret: undefined });
    const secret = 'sixteen-chars-ok';
    expect(loadConfig({ REMOTE_CACHE_TTL: '0', REMOTE_CACHE_STALE: '0', REMOTE_CACHE_MAX_ENTRIES: '20', REMOTE_CACHE_PURGE_SECRET: secret }).remoteCache).toEqual({
      ttl: 0,
      stale: 0,
      maxEntries: 20,
      purgeSecret: secret,
    });
  });

  it.each([
    [{ REMOTE_CACHE_TTL: '1m' }, 'REMOTE_CACHE_TTL must be a whole number of seconds from 0 to 86400, got "1m"'],
    [{ REMOTE_CACHE_STALE: '-1' }, 'REMOTE_CACHE_STALE must be a whole number of seconds from 0 to 86400, got "-1"'],
    [{ REMOTE_CACHE_MAX_ENTRIES: '0' }, 'REMOTE_CACHE_MAX_ENTRIES must be a positive whole number, got "0"'],
    [{ REMOTE_CACHE_MAX_ENTRIES: '2000000' }, 'REMOTE_CACHE_MAX_ENTRIES must be a whole number from 1 to 1000000, got "2000000"'],
    [{ REMOTE_CACHE_PURGE_SECRET: 'short' }, 'REMOTE_CACHE_PURGE_SECRET must be at least 16 characters long (use a random value)'],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('turns a social login provider on with its client id and requires its other settings', () => {
    expect(() => loadConfig({ OAUTH_GITHUB_CLIENT_ID: 'abc' })).toThrow(
      'OAUTH_GITHUB_CLIENT_ID is set, so OAUTH_GITHUB_CLIENT_SECRET, OAUTH_GITHUB_AUTHORIZE_URL, OAUTH_GITHUB_TOKEN_URL, OAUTH_GITHUB_USERINFO_URL must be set too',
    );
    const config = loadConfig({
      OAUTH_GENERIC_CLIENT_ID: 'id',
      OAUTH_GENERIC_CLIENT_SECRET: 'secret',
      OAUTH_GENERIC_AUTHORIZE_URL: 'https://id.example/authorize',
      OAUTH_GENERIC_TOKEN_URL: 'https://id.example/token',
      OAUTH_GENERIC_USERINFO_URL: 'https://id.example/userinfo',
    });
    expect(config.oauthProviders).toEqual([
      {
        provider: 'OAUTH2_GENERIC',
        name: 'OAuth',
        clientId: 'id',
        clientSecret: 'secret',
        authorizeUrl: 'https://id.example/authorize',
        tokenUrl: 'https://id.example/token',
        userInfoUrl: 'https://id.example/userinfo',
        scope: 'openid email profile',
      },
    ]);
  });

  it('shows cart amounts including tax unless TAX_DISPLAY_CART says excl, and refuses anything else', () => {
    expect(loadConfig({}).taxDisplayCart).toBe('incl');
    expect(loadConfig({ TAX_DISPLAY_CART: 'EXCL' }).taxDisplayCart).toBe('excl');
    expect(() => loadConfig({ TAX_DISPLAY_CART: 'gross' })).toThrow('TAX_DISPLAY_CART must be incl or excl, got "gross"');
  });

  it('shows product prices including tax unless TAX_DISPLAY_SHOP says excl, and refuses anything else', () => {
    expect(loadConfig({}).taxDisplayShop).toBe('incl');
    expect(loadConfig({ TAX_DISPLAY_SHOP: 'excl' }).taxDisplayShop).toBe('excl');
    expect(() => loadConfig({ TAX_DISPLAY_SHOP: 'net' })).toThrow('TAX_DISPLAY_SHOP must be incl or excl, got "net"');
  });
});

describe('SHOP_EMAIL', () => {
  it("defaults to MAIL_FROM's address: contact messages reach the shop's own inbox", () => {
    expect(loadConfig({}).shopEmail).toBe('no-reply@localhost');
    expect(loadConfig({ MAIL_FROM: 'Shop <hello@shop.example>' }).shopEmail).toBe('hello@shop.example');
    expect(loadConfig({ MAIL_FROM: 'orders@shop.example', SHOP_EMAIL: ' team@shop.example ' }).shopEmail).toBe('team@shop.example');
  });

  it('refuses what is not an e-mail address', () => {
    expect(() => loadConfig({ SHOP_EMAIL: 'Shop <team@shop.example>' })).toThrow('SHOP_EMAIL must be an e-mail address such as shop@example.com, got "Shop <team@shop.example>"');
  });
});
