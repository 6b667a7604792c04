import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const messages = JSON.parse(readFileSync(path.resolve(__dirname, 'lang/en_US.json'), 'utf8')) as Record<string, string>;

/** Texts the spec fixes word for word (§8), whatever wording the rest of the shop uses. */
const SPEC_TEXTS = new Set(['oauth.noViewer']);

describe('English wording', () => {
  it('calls signing in “Sign In”, as the spec does, never “Login”, “Log in” or “Sign in”', () => {
    const offending = Object.entries(messages).filter(
      ([id, text]) => !SPEC_TEXTS.has(id) && (/\blog ?in\b|\blogging in\b/i.test(text) || /(^|[.!?]\s+)Sign in\b/.test(text)),
    );
    expect(offending).toEqual([]);
  });
});
