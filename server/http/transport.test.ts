import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/vite-precompress.mts';
import * as renderer from '../../src/entry-server';
import { parseTemplate } from '../ssr/template';
import { createTestServer, type TestServer } from '../test/api';
import { transportPlugin } from './transport';

const script = `export const greeting = ${JSON.stringify('hello shopper '.repeat(400))};\n`;
const page = `<!doctype html><html lang="en-US"><head><title>Vitrine</title></head><body><div id="root"></div>${'<p>shop</p>'.repeat(200)}</body></html>`;

describe('HTTP transport', () => {
  let server: TestServer;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-static-'));
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'assets', 'app-Ab12Cd34.js'), script);
    writeFileSync(path.join(staticDir, 'index.html'), page);
    await precompressDirectory(staticDir);
    // Pages are rendered in-process from the storefront's sources into the built page's template.
    server = await createTestServer('pglite', { STATIC_DIR: staticDir }, { storefront: { renderer, template: parseTemplate(page) } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('sends hashed assets precompressed, immutable for a year and varying by encoding', async () => {
    const br = await server.app.inject({ url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await server.app.inject({ url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await server.app.inject({ url: '/assets/app-Ab12Cd34.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the page compressed and cacheable by a CDN to an anonymous visitor, revalidated with its ETag', async () => {
    const first = await server.app.inject({ url: '/product/hoodie-with-logo', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toMatch(/<h1[^>]*>Hoodie with Logo<\/h1>/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();

    const again = await server.app.inject({ url: '/product/hoodie-with-logo', headers: { accept: 'text/html', 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("tags a page with its plain body's SHA-1, whatever the encoding, so every server of the shop gives the same validator", async () => {
    const plain = await server.app.inject({ url: '/product/hoodie-with-logo', headers: { accept: 'text/html' } });
    const brotli = await server.app.inject({ url: '/product/hoodie-with-logo', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(plain.headers.etag).toBe(`W/"${createHash('sha1').update(plain.rawPayload).digest('base64')}"`);
    expect(brotli.headers.etag).toBe(plain.headers.etag);
  });

  it('never lets a shared cache keep a page requested with a session', async () => {
    const withCookie = await server.app.inject({
      url: '/',
      headers: { accept: 'text/html', cookie: 'vitrine-locale=en_US; woocommerce-session=abc.def' },
    });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.headers['cache-control']).toBe('private, no-store');
    const withHeader = await server.app.inject({ url: '/', headers: { accept: 'text/html', 'woocommerce-session': 'Session abc' } });
    expect(withHeader.headers['cache-control']).toBe('private, no-store');
    const withLogin = await server.app.inject({ url: '/', headers: { accept: 'text/html', authorization: 'Bearer abc' } });
    expect(withLogin.headers['cache-control']).toBe('private, no-store');
    const localeOnly = await server.app.inject({ url: '/', headers: { accept: 'text/html', cookie: 'vitrine-locale=en_US' } });
    expect(localeOnly.headers['cache-control']).toMatch(/s-maxage/);
  });

  it('answers a GraphQL GET with an ETag, 304 when unchanged, and compresses it', async () => {
    const query = encodeURIComponent('{ products(first: 10) { nodes { name slug description } } }');
    const first = await server.app.inject({ url: `/graphql?query=${query}`, headers: { accept: 'application/json', 'accept-encoding': 'gzip' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(first.rawPayload).toString()).data.products.nodes).toHaveLength(10);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^(W\/)?"/);

    const again = await server.app.inject({ url: `/graphql?query=${query}`, headers: { accept: 'application/json', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const other = encodeURIComponent('{ products(first: 9) { nodes { name slug description } } }');
    const changed = await server.app.inject({ url: `/graphql?query=${other}`, headers: { accept: 'application/json', 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
  });

  it('compresses POSTed GraphQL answers too', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-encoding': 'br' },
      payload: JSON.stringify({ query: '{ products(first: 10) { nodes { name slug description } } }' }),
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString()).data.products.nodes).toHaveLength(10);
  });
});

describe('HTML cache policy', () => {
  it('makes a page private and unstored when the response starts a session', async () => {
    const app = Fastify();
    await app.register(transportPlugin);
    app.get('/starts-session', (_req, reply) => reply.header('woocommerce-session', 'Session new').type('text/html').send(page));
    app.get('/sets-cookie', (_req, reply) => reply.header('set-cookie', 'woocommerce-session=x; Path=/').type('text/html').send(page));
    app.get('/public', (_req, reply) => reply.type('text/html').send(page));
    expect((await app.inject({ url: '/starts-session' })).headers['cache-control']).toBe('private, no-store');
    expect((await app.inject({ url: '/sets-cookie' })).headers['cache-control']).toBe('private, no-store');
    expect((await app.inject({ url: '/public' })).headers['cache-control']).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
    await app.close();
  });

  it('compresses a streamed page', async () => {
    const app = Fastify();
    await app.register(transportPlugin);
    const { Readable } = await import('node:stream');
    app.get('/stream', (_req, reply) => reply.type('text/html').send(Readable.from([page.slice(0, 500), page.slice(500)])));
    const response = await app.inject({ url: '/stream', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(page);
    await app.close();
  });
});

describe('encoding negotiation', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and sends identity when nothing else is accepted', async () => {
    const app = Fastify();
    await app.register(transportPlugin);
    app.get('/page', (_req, reply) => reply.type('text/html').send(page));
    const encodingFor = async (acceptEncoding?: string) =>
      (await app.inject({ url: '/page', headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } })).headers['content-encoding'];
    expect(await encodingFor('gzip, deflate, br')).toBe('br');
    expect(await encodingFor('gzip')).toBe('gzip');
    expect(await encodingFor('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(await encodingFor('deflate')).toBeUndefined();
    expect(await encodingFor('identity')).toBeUndefined();
    expect(await encodingFor(undefined)).toBeUndefined();
    expect(await encodingFor('*')).toMatch(/^(br|gzip)$/);
    await app.close();
  });

  it('leaves small answers and images alone', async () => {
    const app = Fastify();
    await app.register(transportPlugin);
    app.get('/small', (_req, reply) => reply.type('application/json').send('{"ok":true}'));
    app.get('/image', (_req, reply) => reply.type('image/webp').send(Buffer.alloc(4096, 7)));
    for (const url of ['/small', '/image']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.headers['content-encoding']).toBeUndefined();
    }
    await app.close();
  });
});
