import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/**
 * Keeps the translations in step with the code: a message added, changed or removed anywhere in src/
 * fails here, by id, until `npm run i18n:extract`, the translations in src/i18n/lang/ and
 * `npm run i18n:compile` catch up.
 */
const ROOT = path.resolve(__dirname, '../..');
const workDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-i18n-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

const langFile = (locale: string) => path.join(ROOT, 'src/i18n/lang', `${locale}.json`);
const compiledFile = (dir: string, locale: string) => path.join(dir, `${locale}.json`);

/** The messages in the source right now, extracted exactly as `npm run i18n:extract` does. */
function extractFromSource(): Record<string, string> {
  const outFile = path.join(workDir, 'extracted.json');
  try {
    execSync(`npm run --silent i18n:extract -- --out-file ${JSON.stringify(outFile)}`, { cwd: ROOT, stdio: 'pipe' });
  } catch (error) {
    // e.g. "src/x.tsx:48:66 [FormatJS] `defaultMessage` must be a string literal to be extracted."
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '');
    throw new Error(`npm run i18n:extract failed: ${stderr.split('\n').find((line) => line.includes('[FormatJS]')) ?? stderr}`);
  }
  return readJson(outFile);
}

/** Compiles the translation sources the way `npm run i18n:compile` does, into a scratch folder. */
function compileFromLang(): string {
  const outDir = path.join(workDir, 'compiled');
  const cli = path.join(ROOT, 'node_modules/@formatjs/cli/bin/formatjs');
  execFileSync(process.execPath, [cli, 'compile-folder', '--ast', '--format', 'simple', 'src/i18n/lang', outDir], { cwd: ROOT, stdio: 'pipe' });
  return outDir;
}

/** The names of a message's arguments ({name}, {count, plural, ...}, <tag>), which a translation must keep. */
function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    // Every element but literal text (type 0) and # (no value) names an argument.
    if ('value' in element && element.type !== 0) names.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentNames(option.value, names);
    if ('children' in element) argumentNames(element.children, names);
  }
  return names;
}

/** Arguments a message words in plural forms ({count, plural, one {…} other {…}}). */
function pluralArguments(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.plural) names.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) pluralArguments(option.value, names);
    if ('children' in element) pluralArguments(element.children, names);
  }
  return names;
}

/**
 * Translations that are, on purpose, the same as the English text: the same word in that language
 * (a loanword, an abbreviation, a placeholder-only text). Anything else identical to English is an
 * untranslated leftover.
 */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  de_DE: ['account.tab.downloads', 'footer.copyright', 'footer.shop', 'mobileMenu.version', 'order.bank.bankName', 'order.bank.bic', 'order.bank.iban', 'order.downloads', 'order.status', 'reviews.name'],
  es_ES: ['cart.subtotal', 'cart.total', 'error.title', 'footer.copyright', 'order.bank.bic', 'order.bank.iban', 'order.lineTotal'],
  fr_FR: [
    'cart.total', 'footer.contact', 'footer.copyright', 'mobileMenu.title', 'mobileMenu.version', 'nav.contact', 'order.bank.bic', 'order.bank.iban', 'order.date',
    'order.lineTotal', 'pagination.label', 'pagination.page', 'product.description', 'product.info.dimensions', 'products.pageTitle',
  ],
  it_IT: ['account.password', 'account.tab.password', 'downloads.file', 'footer.copyright', 'login.password', 'mobileMenu.title', 'order.bank.bic', 'order.bank.iban', 'register.password'],
  pt_BR: ['account.tab.downloads', 'cart.subtotal', 'cart.total', 'footer.copyright', 'mobileMenu.title', 'order.bank.bic', 'order.bank.iban', 'order.downloads', 'order.lineTotal'],
};

const extracted = extractFromSource();
const english = readJson<Record<string, string>>(langFile(DEFAULT_LOCALE));
const translatedLocales = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

describe('messages', () => {
  it('all have an explicit id', () => {
    const withoutId = Object.entries(extracted)
      .filter(([id]) => id.startsWith('missing-explicit-id-'))
      .map(([, text]) => text);
    expect(withoutId, 'messages without an explicit id (add id="area.name")').toEqual([]);
  });

  it('are extracted: src/i18n/lang/en_US.json matches the source (npm run i18n:extract)', () => {
    const changed = Object.keys({ ...extracted, ...english }).filter((id) => extracted[id] !== english[id]);
    expect(changed, 'ids added, changed or removed since the last extraction').toEqual([]);
  });

  it.each(translatedLocales)('are all translated into %s, with no stale ids left', (locale) => {
    const translations = readJson<Record<string, string>>(langFile(locale));
    const missing = Object.keys(extracted).filter((id) => !(id in translations));
    const stale = Object.keys(translations).filter((id) => !(id in extracted));
    expect({ missing, stale }, `src/i18n/lang/${locale}.json: translate the missing ids, drop the stale ones, then npm run i18n:compile`).toEqual({ missing: [], stale: [] });
  });

  it.each(translatedLocales)('are translated into %s, not left in English', (locale) => {
    const translations = readJson<Record<string, string>>(langFile(locale));
    const untranslated = Object.keys(english).filter((id) => translations[id] === english[id] && !SAME_AS_ENGLISH[locale]?.includes(id));
    expect(untranslated, `src/i18n/lang/${locale}.json: ids still in English (or, when the word is the same in that language, list them in SAME_AS_ENGLISH)`).toEqual([]);
  });

  describe('compiled', () => {
    const freshDir = compileFromLang();

    it.each(LOCALES)('src/i18n/compiled/%s.json is up to date (npm run i18n:compile)', (locale) => {
      const committed = readJson(compiledFile(path.join(ROOT, 'src/i18n/compiled'), locale));
      expect(committed).toEqual(readJson(compiledFile(freshDir, locale)));
    });

    it.each(translatedLocales)('%s keeps the arguments of every English message', (locale) => {
      const source = readJson<Record<string, MessageFormatElement[]>>(compiledFile(freshDir, DEFAULT_LOCALE));
      const translated = readJson<Record<string, MessageFormatElement[]>>(compiledFile(freshDir, locale));
      const mismatched = Object.keys(source).filter((id) => {
        const expected = [...argumentNames(source[id] ?? [])].sort();
        const actual = [...argumentNames(translated[id] ?? [])].sort();
        return id in translated && expected.join() !== actual.join();
      });
      expect(mismatched, 'ids whose translation drops or renames an argument').toEqual([]);
    });

    it.each(translatedLocales)('%s words a count in plural forms wherever English does ("1 Stern", not "1 Sterne")', (locale) => {
      const source = readJson<Record<string, MessageFormatElement[]>>(compiledFile(freshDir, DEFAULT_LOCALE));
      const translated = readJson<Record<string, MessageFormatElement[]>>(compiledFile(freshDir, locale));
      const singularOnly = Object.keys(source).filter((id) => {
        const plural = pluralArguments(translated[id] ?? []);
        return id in translated && [...pluralArguments(source[id] ?? [])].some((name) => !plural.has(name));
      });
      expect(singularOnly, 'ids whose translation prints a count without plural forms').toEqual([]);
    });
  });
});
