import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, inlineStylesheets, parseTemplate } from './template';

describe('inlineStylesheets', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-styles-'));
  mkdirSync(path.join(dir, 'assets'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the built stylesheet into the page and returns the hash its CSP must allow', () => {
    const css = '.a{color:red}';
    writeFileSync(path.join(dir, 'assets', 'style-x.css'), css);
    const { html, styleHashes } = inlineStylesheets('<head><link rel="stylesheet" crossorigin href="/assets/style-x.css"></head>', dir);
    expect(html).toBe(`<head><style>${css}</style></head>`);
    expect(styleHashes).toEqual([`'sha256-${createHash('sha256').update(css).digest('base64')}'`]);
  });

  it('keeps a stylesheet linked when its text could end the style element, or when the file is missing', () => {
    writeFileSync(path.join(dir, 'assets', 'odd.css'), '.a::after{content:"</style><script>"}');
    const page = '<link rel="stylesheet" href="/assets/odd.css"><link rel="stylesheet" href="/assets/gone.css">';
    expect(inlineStylesheets(page, dir)).toEqual({ html: page, styleHashes: [] });
  });
});

describe('inlineScriptHashes', () => {
  const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

  it('hashes the inline scripts a page runs, classic and module, and nothing a browser fetches or reads as data', () => {
    const page = [
      '<script type="module" crossorigin src="/assets/index-x.js"></script>',
      '<script type="module">import "/@react-refresh";</script>',
      '<script type="application/json" id="vitrine-state">{"a":1}</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>requestAnimationFrame(warm);</script>',
    ].join('\n');
    expect(inlineScriptHashes(page)).toEqual([hash('import "/@react-refresh";'), hash('requestAnimationFrame(warm);')]);
  });

  it("finds the scripts of the storefront's own page template: the early tap's recorder and Intl's warm-up", () => {
    const template = readFileSync(path.join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
    const scripts = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code!);
    expect(scripts.map((code) => /__earlyTap|supportedLocalesOf/.exec(code)?.[0])).toEqual(['__earlyTap', 'supportedLocalesOf']);
    expect(inlineScriptHashes(template)).toEqual(scripts.map(hash));
  });
});

describe('parseTemplate', () => {
  // The head as Vite builds it: the title, then the entry script and the module preloads it needs.
  const built =
    '<!doctype html><html lang="en-US"><head><meta charset="UTF-8" /><title>Vitrine</title>\n' +
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-2.js">\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/shell-3.js">\n' +
    '    <style>.a{}</style></head><body><div id="root"></div></body></html>';

  it("asks for the entry's files before the page's image and screen chunks, its preloads ahead of its script", () => {
    const template = parseTemplate(built, () => '<link rel="modulepreload" crossorigin href="/assets/ProductRoute-4.js">');
    const head = '<title>Pennant</title><link rel="preload" as="image" href="/images/pennant.webp" fetchpriority="high">';
    const page = template.start('de-DE', head, ['src/routes/ProductRoute.tsx']);
    const asked = [...page.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]);
    expect(asked).toEqual(['/assets/rolldown-runtime-2.js', '/assets/shell-3.js', '/assets/index-1.js', '/images/pennant.webp', '/assets/ProductRoute-4.js']);
    expect(page).toMatch(/^<!doctype html><html lang="de-DE"><head><meta charset="UTF-8" \/>/);
    expect(page).toContain('<title>Pennant</title>');
    expect(page).not.toContain('<title>Vitrine</title>');
    expect(page.match(/<script type="module"/g)).toHaveLength(1);
    expect(page.endsWith('<style>.a{}</style></head><body><div id="root">')).toBe(true);
  });

  it('names the entry’s module preloads for a Link header, and none for a page without them (npm run dev)', () => {
    expect(parseTemplate(built).preloadHeader).toBe('</assets/rolldown-runtime-2.js>; rel=modulepreload, </assets/shell-3.js>; rel=modulepreload');
    expect(parseTemplate('<html lang="en"><head><title>x</title><script type="module" src="/src/entry-client.tsx"></script></head><body><div id="root"></div></body></html>').preloadHeader).toBeNull();
  });
});
