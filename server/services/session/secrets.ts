import { hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../../config';

/** What a key signs; each purpose gets its own key so one kind of token never verifies as another. */
export type KeyPurpose = 'session' | 'auth' | 'oauth-state' | 'guest-orders';

const SECRETS_FILE = 'secrets.json';
const cache = new Map<string, Map<KeyPurpose, Uint8Array>>();

/**
 * The master secret: SESSION_SECRET, else the one generated on first use and kept (mode 0600) in
 * <dataDir>/secrets.json, so tokens survive restarts and several processes on one data dir agree.
 */
function masterSecret(config: ServerConfig): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, SECRETS_FILE);
  try {
    return readSecretFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': if another process created the file meanwhile, keep theirs.
    writeFileSync(file, `${JSON.stringify({ sessionSecret: secret }, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readSecretFile(file);
    throw error;
  }
}

function readSecretFile(file: string): string {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { sessionSecret?: unknown };
  if (typeof parsed.sessionSecret !== 'string' || parsed.sessionSecret.length < 32) {
    throw new Error(`${file} has no usable "sessionSecret"; delete the file to generate a new one`);
  }
  return parsed.sessionSecret;
}

/** The HS256 key for one purpose, derived from the master secret with HKDF-SHA256. */
export function signingKey(config: ServerConfig, purpose: KeyPurpose): Uint8Array {
  const cacheKey = config.sessionSecret ? `env:${config.sessionSecret}` : `dir:${config.dataDir}`;
  let keys = cache.get(cacheKey);
  if (!keys) {
    keys = new Map();
    cache.set(cacheKey, keys);
  }
  let key = keys.get(purpose);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', masterSecret(config), 'vitrine', `vitrine ${purpose} token`, 32));
    keys.set(purpose, key);
  }
  return key;
}

const importedKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

/**
 * The same key imported once for HMAC-SHA256: handed raw bytes, jose imports them into WebCrypto on
 * every sign and verify, which was about a third of each one's cost (every request with a session
 * token verifies one).
 */
export function hmacKey(config: ServerConfig, purpose: KeyPurpose): Promise<CryptoKey> {
  const raw = signingKey(config, purpose);
  let key = importedKeys.get(raw);
  if (!key) {
    key = crypto.subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    importedKeys.set(raw, key);
  }
  return key;
}
