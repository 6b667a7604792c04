import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { contentSecurityPolicy } from './content-security-policy';

describe('the Content-Security-Policy of a storefront rendered from its sources (npm run dev)', () => {
  const config = loadConfig({});
  const built = contentSecurityPolicy(config, '/graphql', { scripts: ["'sha256-template'"], styles: ["'sha256-built'"] });
  const fromSources = contentSecurityPolicy(config, '/graphql', { scripts: ["'sha256-template'", "'sha256-preamble'"] }, true);

  it("admits Vite's React Refresh preamble by its hash and the styles its client adds, nothing else", () => {
    expect(fromSources['script-src']).toEqual(["'self'", "'sha256-template'", "'sha256-preamble'"]);
    expect(fromSources['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect({ ...fromSources, 'script-src': [], 'style-src': [] }).toEqual({ ...built, 'script-src': [], 'style-src': [] });
  });

  it("keeps the built storefront to its own scripts, its template's hashed script and hashed styles", () => {
    expect(built['script-src']).toEqual(["'self'", "'sha256-template'"]);
    expect(built['style-src']).not.toContain("'unsafe-inline'");
    expect(built['style-src']).toContain("'sha256-built'");
  });
});
