import { isIP } from 'node:net';
import path from 'node:path';
import { supportedCountryCodes } from './services/geo/countries';

/** Server configuration, read once from the environment and validated before anything starts. */
export interface ServerConfig {
  port: number;
  host: string;
  /** postgres://… to use a PostgreSQL server; undefined for the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** Server processes sharing the port on this machine (server/workers.ts); more than one needs PostgreSQL. */
  workers: number;
  /** DATABASE_*: how this process uses PostgreSQL (seconds; README "Operations"). */
  database: DatabaseTuning;
  /** Seconds a stopping server (SIGTERM) gives requests in flight before it closes their connections. */
  shutdownTimeout: number;
  /** Bearer token /metrics asks for; unset: /metrics answers only direct requests from this machine. */
  metricsToken: string | undefined;
  /** Where PGlite keeps its files, images and generated secrets. */
  dataDir: string;
  /** Public origin of the shop, used in mailed links, redirects and absolute image URLs. */
  publicUrl: string;
  /** The shop's name and tagline (WordPress general settings `title`, `description`). */
  siteName: string;
  siteDescription: string;
  /** Origins allowed to call /graphql from a browser (besides the shop's own). */
  corsOrigins: string[];
  /**
   * Reverse proxies (IP addresses, CIDR ranges, or `loopback`/`linklocal`/`uniquelocal`) whose
   * X-Forwarded-For and X-Forwarded-Proto are believed; empty: the socket's peer is the client.
   */
  trustedProxies: string[];
  /** WPGraphQL's max_query_amount: the largest page a connection returns. */
  maxPageSize: number;
  /** Largest estimated cost (field resolutions, connections assumed full) of one operation. */
  maxQueryCost: number;
  /** Most items all connections of one operation may return together. */
  maxQueryItems: number;
  /** Serve identical anonymous catalogue queries from memory until the catalogue changes. */
  responseCache: boolean;
  /** `s-maxage` a CDN may keep a cacheable GET answer without asking again (0: revalidate by ETag every time). */
  responseCacheMaxAge: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * The storefront's GraphQL endpoint (GRAPHQL_ENDPOINT): another shop's URL (WordPress + WooGraphQL), or
   * undefined for the build's (VITE_GRAPHQL_ENDPOINT, `/graphql`: this server's own).
   */
  graphqlEndpoint: string | undefined;
  /** Seconds a page rendered against another shop's GraphQL endpoint waits for it in all before it answers 500. */
  remoteGraphqlTimeout: number;
  /** Anonymous catalogue answers of another shop's endpoint kept for server rendering (server/ssr/remote-cache.ts). */
  remoteCache: RemoteCacheConfig;
  /** Built storefront to serve (`npm start`). */
  staticDir: string;
  /** `npm run dev`: the storefront is rendered from its sources through Vite (server/ssr/dev-storefront.ts), not from the build. */
  storefrontFromSources: boolean;
  /** One log line per request at `info` (REQUEST_LOG=false turns them off; errors are still logged). */
  requestLog: boolean;
  /** Seed the demo shop when the database is empty. */
  seedDemo: boolean;
  /** ISO 4217 code of the shop currency (WooCommerce's store currency). */
  currency: string;
  /** Whether CURRENCY was set: for another shop's endpoint it then overrides the currency its prices show. */
  currencySet: boolean;
  /** BCP 47 locale whose conventions format prices (symbol position, separators, decimals). */
  priceLocale: string;
  /** New reviews wait for a shop manager's approval instead of showing at once. */
  reviewsRequireApproval: boolean;
  /** Master secret for session, auth and OAuth-state tokens; unset: generated once into <dataDir>/secrets.json. */
  sessionSecret: string | undefined;
  /** smtp:// or smtps:// URL of the mail server; unset: mail is kept in the outbox table (`npm run outbox`). */
  smtpUrl: string | undefined;
  /** Sender of shop mail. */
  mailFrom: string;
  /** Where the contact form's messages go (WordPress's admin e-mail): SHOP_EMAIL, else MAIL_FROM's address. */
  shopEmail: string;
  /** Stripe gateway: enabled when secretKey is set; apiBase points the SDK at another host (tests, proxies). */
  stripe: { secretKey: string | undefined; apiBase: URL | undefined };
  /** Social login providers configured through OAUTH_<PROVIDER>_* variables. */
  oauthProviders: OAuthProviderConfig[];
  /** The shop's base country: shipping and tax are estimated for it until the shopper gives an address. */
  storeCountry: string;
  /**
   * WooCommerce's "Display prices during cart and checkout": whether cart, checkout, order and mail
   * amounts are shown including or excluding tax (prices are entered excluding tax).
   */
  taxDisplayCart: TaxDisplay;
  /**
   * WooCommerce's "Display prices in the shop": whether product prices (product page, lists, price filter)
   * are shown including or excluding tax.
   */
  taxDisplayShop: TaxDisplay;
  /** Country codes the shop sells to (WooCommerce "Selling location(s)"); every supported country by default. */
  allowedCountries: string[];
}

export interface DatabaseTuning {
  /** Connections each server process keeps at most. */
  poolMax: number;
  /** Longest wait for a connection (a new one, or a free one of the pool). */
  connectTimeout: number;
  /** Longest a statement may run; 0: no limit. */
  statementTimeout: number;
  /** Longest wait at start for a database that does not take connections yet. */
  startWait: number;
}

/** REMOTE_CACHE_*: how long pages rendered from another shop reuse its answers, and who may empty them. */
export interface RemoteCacheConfig {
  /** Seconds an answer is used as it is; 0 turns the cache off. */
  ttl: number;
  /** Seconds after that an answer is still served at once while it is fetched again in the background. */
  stale: number;
  /** Most answers kept; the least recently used goes first. */
  maxEntries: number;
  /** Bearer token or WooCommerce webhook secret of POST /cache/purge; unset: no such endpoint. */
  purgeSecret: string | undefined;
}

/** One OAuth 2.0 authorization-code provider (Headless Login client). */
export interface OAuthProviderConfig {
  /** LoginProviderEnum value, e.g. GOOGLE or OAUTH2_GENERIC. */
  provider: string;
  name: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
}

export type TaxDisplay = 'incl' | 'excl';

export class ConfigError extends Error {}

function parseTaxDisplay(name: string, raw: string | undefined): TaxDisplay {
  const value = (raw || 'incl').trim().toLowerCase();
  if (value !== 'incl' && value !== 'excl') throw new ConfigError(`${name} must be incl or excl, got "${raw}"`);
  return value;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function parsePort(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 65535) {
    throw new ConfigError(`${name} must be a whole number from 1 to 65535, got "${raw}"`);
  }
  return Number(raw);
}

function parsePositiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new ConfigError(`${name} must be a positive whole number, got "${raw}"`);
  return Number(raw);
}

function parseSeconds(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > 86_400) throw new ConfigError(`${name} must be a whole number of seconds from 0 to 86400, got "${raw}"`);
  return Number(raw);
}

function parseMaxEntries(raw: string | undefined): number {
  const value = parsePositiveInt('REMOTE_CACHE_MAX_ENTRIES', raw, 5000);
  if (value > 1_000_000) throw new ConfigError(`REMOTE_CACHE_MAX_ENTRIES must be a whole number from 1 to 1000000, got "${raw}"`);
  return value;
}

function parsePurgeSecret(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  // Anyone who guesses it can empty the cache at will and make every page wait for the shop again.
  if (raw.length < 16) throw new ConfigError('REMOTE_CACHE_PURGE_SECRET must be at least 16 characters long (use a random value)');
  return raw;
}

function parseDatabaseUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`DATABASE_URL must be a postgres:// URL, got "${raw}"`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://, got "${url.protocol}//…"`);
  }
  return raw;
}

function parseUrl(name: string, raw: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
    return url.origin;
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function parseSecret(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 32) throw new ConfigError('SESSION_SECRET must be at least 32 characters long');
  return raw;
}

function parseSmtpUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol === 'smtp:' || url.protocol === 'smtps:') return raw;
  } catch {
    // reported below
  }
  throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587');
}

function parseShopEmail(raw: string | undefined, mailFrom: string): string {
  if (raw === undefined || raw.trim() === '') return /<([^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  const email = raw.trim();
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(email)) throw new ConfigError(`SHOP_EMAIL must be an e-mail address such as shop@example.com, got "${raw}"`);
  return email;
}

function parseAbsoluteUrl(name: string, raw: string): URL {
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // reported below
  }
  throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
}

/** Env prefix -> LoginProviderEnum value. */
const OAUTH_PROVIDERS: Record<string, { provider: string; name: string }> = {
  GOOGLE: { provider: 'GOOGLE', name: 'Google' },
  FACEBOOK: { provider: 'FACEBOOK', name: 'Facebook' },
  GITHUB: { provider: 'GITHUB', name: 'GitHub' },
  LINKEDIN: { provider: 'LINKEDIN', name: 'LinkedIn' },
  INSTAGRAM: { provider: 'INSTAGRAM', name: 'Instagram' },
  GENERIC: { provider: 'OAUTH2_GENERIC', name: 'OAuth' },
};
const OAUTH_REQUIRED = ['CLIENT_ID', 'CLIENT_SECRET', 'AUTHORIZE_URL', 'TOKEN_URL', 'USERINFO_URL'] as const;

/** A provider is on when OAUTH_<P>_CLIENT_ID is set; then every endpoint must be given too. */
function parseOAuthProviders(env: NodeJS.ProcessEnv): OAuthProviderConfig[] {
  const providers: OAuthProviderConfig[] = [];
  for (const [prefix, known] of Object.entries(OAUTH_PROVIDERS)) {
    const value = (key: string) => env[`OAUTH_${prefix}_${key}`] ?? '';
    if (!value('CLIENT_ID')) continue;
    const missing = OAUTH_REQUIRED.filter((key) => !value(key)).map((key) => `OAUTH_${prefix}_${key}`);
    if (missing.length) throw new ConfigError(`OAUTH_${prefix}_CLIENT_ID is set, so ${missing.join(', ')} must be set too`);
    providers.push({
      provider: known.provider,
      name: value('NAME') || known.name,
      clientId: value('CLIENT_ID'),
      clientSecret: value('CLIENT_SECRET'),
      authorizeUrl: parseAbsoluteUrl(`OAUTH_${prefix}_AUTHORIZE_URL`, value('AUTHORIZE_URL')).toString(),
      tokenUrl: parseAbsoluteUrl(`OAUTH_${prefix}_TOKEN_URL`, value('TOKEN_URL')).toString(),
      userInfoUrl: parseAbsoluteUrl(`OAUTH_${prefix}_USERINFO_URL`, value('USERINFO_URL')).toString(),
      scope: value('SCOPE') || 'openid email profile',
    });
  }
  return providers;
}

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUSTED_PROXIES: comma-separated addresses or CIDR ranges, e.g. "10.0.0.0/8,127.0.0.1". */
function parseTrustedProxies(raw: string | undefined): string[] {
  const entries = (raw ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    if (PROXY_RANGE_NAMES.includes(entry)) continue;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (!family || !prefixOk || rest.length) {
      throw new ConfigError(`TRUSTED_PROXIES must list IP addresses or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1), got "${entry}"`);
    }
  }
  return entries;
}

/** ALLOWED_COUNTRIES: comma-separated ISO 3166-1 alpha-2 codes, e.g. "DE,AT,CH"; empty means all. */
function parseAllowedCountries(raw: string | undefined): string[] {
  const supported = supportedCountryCodes();
  if (raw === undefined || raw.trim() === '') return [...supported];
  const codes = [...new Set(raw.split(',').map((code) => code.trim().toUpperCase()).filter(Boolean))];
  const unknown = codes.filter((code) => !supported.includes(code));
  if (unknown.length) {
    throw new ConfigError(`ALLOWED_COUNTRIES has unknown country codes ${unknown.map((code) => `"${code}"`).join(', ')}; use ISO 3166-1 alpha-2 codes such as DE,FR,US`);
  }
  return codes.sort();
}

function parseGraphqlEndpoint(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value || value === '/graphql') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`GRAPHQL_ENDPOINT must be another shop's GraphQL URL such as https://shop.example/graphql, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`GRAPHQL_ENDPOINT must be an http(s) URL, got "${raw}"`);
  }
  return url.href;
}

function parseCurrency(raw: string | undefined): string {
  if (raw === undefined || raw === '') return 'EUR';
  const code = raw.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code) || !Intl.supportedValuesOf('currency').includes(code)) {
    throw new ConfigError(`CURRENCY must be an ISO 4217 currency code such as EUR or USD, got "${raw}"`);
  }
  return code;
}

function parseLocale(raw: string | undefined): string {
  if (raw === undefined || raw === '') return 'en-US';
  try {
    const [canonical] = Intl.getCanonicalLocales(raw.trim().replace('_', '-'));
    if (canonical && Intl.NumberFormat.supportedLocalesOf(canonical).length > 0) return canonical;
  } catch {
    // Reported below with the variable's name.
  }
  throw new ConfigError(`PRICE_LOCALE must be a locale such as en-US or de-DE, got "${raw}"`);
}

function parseStoreCountry(raw: string | undefined): string {
  const code = (raw || 'DE').trim().toUpperCase();
  if (!supportedCountryCodes().includes(code)) throw new ConfigError(`STORE_COUNTRY must be an ISO 3166-1 alpha-2 code such as DE, got "${raw}"`);
  return code;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = parsePort('PORT', env.PORT, 3000);
  const host = env.HOST || '0.0.0.0';
  const logLevel = (env.LOG_LEVEL || 'info') as ServerConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  const publicUrl = parseUrl('PUBLIC_URL', env.PUBLIC_URL || `http://localhost:${port}`);
  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => parseUrl('CORS_ORIGINS', origin));
  const databaseUrl = parseDatabaseUrl(env.DATABASE_URL);
  const sessionSecret = parseSecret(env.SESSION_SECRET);
  // A generated secret lives in one machine's DATA_DIR: servers sharing a PostgreSQL database would each
  // make their own, and every token one signed would be refused by the others.
  if (databaseUrl && !sessionSecret) {
    throw new ConfigError('SESSION_SECRET must be set when DATABASE_URL is set (the same value on every server of the shop, at least 32 characters)');
  }
  const workers = parsePositiveInt('WORKERS', env.WORKERS, 1);
  if (workers > 64) throw new ConfigError(`WORKERS must be a whole number from 1 to 64, got "${env.WORKERS}"`);
  // The embedded database belongs to the one process that opened it.
  if (workers > 1 && !databaseUrl) throw new ConfigError('WORKERS above 1 needs DATABASE_URL: the embedded database belongs to one process');
  return {
    port,
    host,
    databaseUrl,
    workers,
    database: {
      poolMax: parsePositiveInt('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, 10),
      connectTimeout: parsePositiveInt('DATABASE_CONNECT_TIMEOUT', env.DATABASE_CONNECT_TIMEOUT, 5),
      statementTimeout: parseSeconds('DATABASE_STATEMENT_TIMEOUT', env.DATABASE_STATEMENT_TIMEOUT, 30),
      startWait: parseSeconds('DATABASE_WAIT', env.DATABASE_WAIT, 60),
    },
    shutdownTimeout: parseSeconds('SHUTDOWN_TIMEOUT', env.SHUTDOWN_TIMEOUT, 10),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    publicUrl,
    siteName: env.SITE_NAME?.trim() || 'Vitrine',
    siteDescription: env.SITE_DESCRIPTION?.trim() ?? '',
    corsOrigins,
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    maxPageSize: parsePositiveInt('GRAPHQL_MAX_PAGE_SIZE', env.GRAPHQL_MAX_PAGE_SIZE, 100),
    maxQueryCost: parsePositiveInt('GRAPHQL_MAX_COST', env.GRAPHQL_MAX_COST, 1_000_000),
    maxQueryItems: parsePositiveInt('GRAPHQL_MAX_ITEMS', env.GRAPHQL_MAX_ITEMS, 25_000),
    responseCache: parseBoolean('RESPONSE_CACHE', env.RESPONSE_CACHE, true),
    responseCacheMaxAge: parseSeconds('RESPONSE_CACHE_MAX_AGE', env.RESPONSE_CACHE_MAX_AGE, 0),
    logLevel,
    graphqlEndpoint: parseGraphqlEndpoint(env.GRAPHQL_ENDPOINT),
    remoteGraphqlTimeout: parsePositiveInt('REMOTE_GRAPHQL_TIMEOUT', env.REMOTE_GRAPHQL_TIMEOUT, 10),
    remoteCache: {
      ttl: parseSeconds('REMOTE_CACHE_TTL', env.REMOTE_CACHE_TTL, 60),
      stale: parseSeconds('REMOTE_CACHE_STALE', env.REMOTE_CACHE_STALE, 3600),
      maxEntries: parseMaxEntries(env.REMOTE_CACHE_MAX_ENTRIES),
      purgeSecret: parsePurgeSecret(env.REMOTE_CACHE_PURGE_SECRET),
    },
    staticDir: path.resolve(cwd, env.STATIC_DIR || 'dist'),
    storefrontFromSources: env.VITRINE_DEV === '1',
    requestLog: parseBoolean('REQUEST_LOG', env.REQUEST_LOG, true),
    seedDemo: parseBoolean('SEED_DEMO', env.SEED_DEMO, true),
    currency: parseCurrency(env.CURRENCY),
    currencySet: Boolean(env.CURRENCY?.trim()),
    priceLocale: parseLocale(env.PRICE_LOCALE),
    reviewsRequireApproval: parseBoolean('REVIEWS_REQUIRE_APPROVAL', env.REVIEWS_REQUIRE_APPROVAL, false),
    sessionSecret,
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || 'Vitrine <no-reply@localhost>',
    shopEmail: parseShopEmail(env.SHOP_EMAIL, env.MAIL_FROM || 'Vitrine <no-reply@localhost>'),
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || undefined,
      apiBase: env.STRIPE_API_BASE ? parseAbsoluteUrl('STRIPE_API_BASE', env.STRIPE_API_BASE) : undefined,
    },
    oauthProviders: parseOAuthProviders(env),
    storeCountry: parseStoreCountry(env.STORE_COUNTRY),
    allowedCountries: parseAllowedCountries(env.ALLOWED_COUNTRIES),
    taxDisplayCart: parseTaxDisplay('TAX_DISPLAY_CART', env.TAX_DISPLAY_CART),
    taxDisplayShop: parseTaxDisplay('TAX_DISPLAY_SHOP', env.TAX_DISPLAY_SHOP),
  };
}
