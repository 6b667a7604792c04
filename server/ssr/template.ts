import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The built `index.html` (Vite's output, with the hashed entry script and styles) cut where a render
 * fills in: the language, the head tags and the app inside `<div id="root">`.
 */
export interface PageTemplate {
  /** Everything before `<div id="root">`, given the page's language, head tags and screen modules. */
  start(lang: string, head: string, modules?: readonly string[]): string;
  /** `</div>`, the given scripts (page state) and the rest of the document. */
  end(scripts: string): string;
  /**
   * The entry's module preloads as a `Link` header, or null when it has none (`npm run dev`): Chromium
   * asks for them when the response arrives, before it has parsed a byte of the page.
   */
  preloadHeader: string | null;
}

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const LANG = /<html lang="[^"]*"/;
const ENTRY_TAGS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The entry's files ahead of everything else the head asks for, its preloads before its script: a
 * browser opens six connections to a host over HTTP/1.1, and a page asks for more at once (its image,
 * screen chunks, messages). Behind them the shell, the largest file and the one hydration waits for,
 * went out only when a small file had come back: on a phone's 3G link, a round trip later.
 */
function entryFirst(head: string): { head: string; entry: string; preloadHeader: string | null } {
  const tags = head.match(ENTRY_TAGS) ?? [];
  const preloads = tags.filter((tag) => tag.startsWith('<link')).map((tag) => tag.trim());
  const scripts = tags.filter((tag) => tag.startsWith('<script')).map((tag) => tag.trim());
  const hrefs = preloads.flatMap((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? []);
  return {
    head: head.replace(ENTRY_TAGS, ''),
    entry: [...preloads, ...scripts].join(''),
    preloadHeader: hrefs.length ? hrefs.map((href) => `<${href}>; rel=modulepreload`).join(', ') : null,
  };
}

/** Further `<head>` links for a page (module preloads), given its language and screen modules. */
export type HeadExtras = (lang: string, modules: readonly string[]) => string;

export function parseTemplate(html: string, headExtras: HeadExtras = () => ''): PageTemplate {
  const rootAt = html.indexOf(ROOT);
  if (rootAt < 0 || !TITLE.test(html) || !LANG.test(html)) {
    throw new Error('index.html lacks <html lang>, <title> or <div id="root"></div>: rebuild the storefront.');
  }
  const { head: before, entry, preloadHeader } = entryFirst(html.slice(0, rootAt));
  const after = html.slice(rootAt + ROOT.length);
  return {
    start: (lang, head, modules = []) =>
      `${before.replace(LANG, `<html lang="${lang}"`).replace(TITLE, () => `${entry}${head}${headExtras(lang, modules)}`)}<div id="root">`,
    end: (scripts) => `</div>${scripts}${after}`,
    preloadHeader,
  };
}

interface ManifestEntry {
  file: string;
  imports?: string[];
}

/**
 * `<link rel="modulepreload">` from Vite's manifest for what the first render needs besides the entry:
 * the locale's compiled messages (so hydration neither waits for another round trip nor shows English
 * first) and the matched screens' chunks with the chunks they import (so the screen's code arrives
 * with the entry instead of after it). Files the built index.html already preloads are left out.
 */
export function modulePreloads(staticDir: string, templateHtml: string): HeadExtras {
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
  const chunkFiles = (key: string, into: Set<string>) => {
    const entry = manifest[key];
    if (!entry || into.has(entry.file)) return;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) chunkFiles(imported, into);
  };
  return (lang, modules) => {
    const files = new Set<string>();
    chunkFiles(`src/i18n/compiled/${lang.replace('-', '_')}.json`, files);
    for (const source of modules) chunkFiles(source, files);
    return [...files]
      .filter((file) => !templateHtml.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
  };
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\bhref="\/([^"]+\.css)"[^>]*>/g;

/**
 * The built index.html with its stylesheets inlined as `<style>` (the whole shop's CSS is about
 * 6 kB gzip): a page paints from its own HTML without another round trip for render-blocking CSS,
 * which on a phone's 3G link is over half a second. Returns the CSP hashes that allow those elements.
 */
export function inlineStylesheets(html: string, staticDir: string): { html: string; styleHashes: string[] } {
  const styleHashes: string[] = [];
  const inlined = html.replace(STYLESHEET_LINK, (link: string, file: string) => {
    const cssFile = path.join(staticDir, file);
    if (!existsSync(cssFile)) return link;
    const css = readFileSync(cssFile, 'utf8');
    // Text that would end the element early stays a linked file.
    if (/<\/style/i.test(css)) return link;
    styleHashes.push(cspHash(css));
    return `<style>${css}</style>`;
  });
  return { html: inlined, styleHashes };
}

/** An inline script: no `src`, and code rather than data (a JSON block is not subject to CSP). */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * CSP hashes of the template's inline scripts: the one that prepares Intl while the page waits for its
 * code (index.html) and, from the sources, Vite's React Refresh preamble.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => cspHash(body ?? ''));
}

/** A CSP source that allows an inline element with exactly this text. */
function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}
