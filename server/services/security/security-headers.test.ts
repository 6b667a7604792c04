import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as renderer from '../../../src/entry-server';
import { parseTemplate } from '../../ssr/template';
import { createTestServer, type TestServer } from '../../test/api';

function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]));
}

describe('security headers', () => {
  let server: TestServer;
  let stripeServer: TestServer;
  beforeAll(async () => {
    const staticDir = mkdtempSync(path.join(tmpdir(), 'vitrine-static-'));
    const page = '<!doctype html><html lang="en-US"><head><title>Vitrine</title></head><body><div id="root"></div></body></html>';
    writeFileSync(path.join(staticDir, 'index.html'), page);
    server = await createTestServer('pglite', { STATIC_DIR: staticDir, TRUSTED_PROXIES: '10.0.0.1' }, { storefront: { renderer, template: parseTemplate(page) } });
    stripeServer = await createTestServer('pglite', { STRIPE_SECRET_KEY: 'sk_test_123', PUBLIC_URL: 'https://shop.example' });
  });
  afterAll(async () => {
    await server.close();
    await stripeServer.close();
  });

  it('go with every response: the storefront page, the API, unknown paths and the health check', async () => {
    const responses = await Promise.all([
      server.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }),
      server.app.inject({ method: 'GET', url: '/products/some-product', headers: { accept: 'text/html' } }),
      server.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: '{"query":"{ __typename }"}' }),
      server.app.inject({ method: 'GET', url: '/no/such/file.js' }),
      server.app.inject({ method: 'GET', url: '/healthz' }),
    ]);
    for (const response of responses) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      const csp = directives(response.headers['content-security-policy'] as string);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-src']).toEqual(["'none'"]);
      expect(JSON.stringify(csp)).not.toContain('stripe');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    expect(responses[0]!.headers['content-type']).toMatch(/^text\/html/);
  });

  it("allow Stripe's origins only when Stripe is configured, and send HSTS over HTTPS", async () => {
    const response = await stripeServer.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: '{"query":"{ __typename }"}' });
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(csp['connect-src']).toContain('https://api.stripe.com');
    expect(csp['frame-src']).toContain('https://hooks.stripe.com');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('believe X-Forwarded-Proto: https only from a trusted proxy', async () => {
    const viaProxy = await server.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '10.0.0.1' });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000');
    const forged = await server.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '192.0.2.1' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});
