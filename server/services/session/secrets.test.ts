import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { signingKey } from './secrets';

describe('signing keys', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-secrets-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates the master secret once into <dataDir>/secrets.json, readable by the owner only', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const key = signingKey(config, 'session');
    const file = path.join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8')).sessionSecret).toHaveLength(64);
    // The same data directory keeps giving the same key.
    expect(signingKey(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), 'session')).toEqual(key);
  });

  it('derives a different key per purpose, and uses SESSION_SECRET when it is set', () => {
    const fromEnv = loadConfig({ DATA_DIR: path.join(dataDir, 'unused'), SESSION_SECRET: 'a'.repeat(40) });
    expect(signingKey(fromEnv, 'session')).not.toEqual(signingKey(fromEnv, 'auth'));
    expect(signingKey(fromEnv, 'session')).not.toEqual(signingKey(loadConfig({ DATA_DIR: dataDir }), 'session'));
    expect(() => statSync(path.join(dataDir, 'unused'))).toThrow();
  });
});
