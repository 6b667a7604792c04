import path from 'node:path';

/** Server configuration, read once from the environment and validated before anything starts. */
export interface ServerConfig {
  port: number;
  host: string;
  /** postgres://… to use a PostgreSQL server; undefined for the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files, images and generated secrets. */
  dataDir: string;
  /** Public origin of the shop, used in mailed links and redirects. */
  publicUrl: string;
  /** Origins allowed to call /graphql from a browser (besides the shop's own). */
  corsOrigins: string[];
  /** WPGraphQL's max_query_amount: the largest page a connection returns. */
  maxPageSize: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Built storefront to serve; absent in development (Vite serves it). */
  staticDir: string;
  /** Seed the demo shop when the database is empty. */
  seedDemo: boolean;
  /** ISO 4217 code of the shop currency (WooCommerce's store currency). */
  currency: string;
  /** BCP 47 locale whose conventions format prices (symbol position, separators, decimals). */
  priceLocale: string;
  /** New reviews wait for a shop manager's approval instead of showing at once. */
  reviewsRequireApproval: boolean;
}

export class ConfigError extends Error {}

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
  return {
    port,
    host,
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    publicUrl,
    corsOrigins,
    maxPageSize: parsePositiveInt('GRAPHQL_MAX_PAGE_SIZE', env.GRAPHQL_MAX_PAGE_SIZE, 100),
    logLevel,
    staticDir: path.resolve(cwd, env.STATIC_DIR || 'dist'),
    seedDemo: parseBoolean('SEED_DEMO', env.SEED_DEMO, true),
    currency: parseCurrency(env.CURRENCY),
    priceLocale: parseLocale(env.PRICE_LOCALE),
    reviewsRequireApproval: parseBoolean('REVIEWS_REQUIRE_APPROVAL', env.REVIEWS_REQUIRE_APPROVAL, false),
  };
}
