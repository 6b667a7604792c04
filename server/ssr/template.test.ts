import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineStylesheets } from './template';

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
