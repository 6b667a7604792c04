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

  it('refuses a short SESSION_SECRET, a non-SMTP SMTP_URL, a bad STRIPE_API_BASE and an unknown STORE_COUNTRY', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow('SESSION_SECRET must be at least 32 characters long');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(loadConfig({ SMTP_URL: 'smtps://user:pw@mail.example.com:465' }).smtpUrl).toBe('smtps://user:pw@mail.example.com:465');
    expect(() => loadConfig({ STRIPE_API_BASE: 'not a url' })).toThrow('STRIPE_API_BASE must be an http(s) URL, got "not a url"');
    expect(() => loadConfig({ STORE_COUNTRY: 'Germany' })).toThrow(ConfigError);
    expect(loadConfig({ STORE_COUNTRY: 'fr' }).storeCountry).toBe('FR');
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
});
