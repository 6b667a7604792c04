import type { Plugin } from 'vite';
import { LOCALES, languageTag } from '../src/i18n/locales';

/** The dictionaries of react-aria's own texts ("Dismiss", "Clear search"), one per package part. */
const DICTIONARY = /[\\/]node_modules[\\/](?:@react-aria[\\/][^\\/]+|@react-stately[\\/][^\\/]+|react-aria|react-aria-components|react-stately)[\\/]dist[\\/].*intlStrings\.mjs$/;
/** `import $9W4zk$intloverlaysarAEmjs from "../intl/overlays/ar-AE.mjs";` */
const LOCALE_IMPORT = /^import ([\w$]+) from "[^"\n]*[\\/]([a-z]{2,3}-[A-Z]{2})\.mjs";[ \t]*\n/gm;
/** `    "ar-AE": $9W4zk$intloverlaysarAEmjs,` (the last entry has no comma). */
const LOCALE_ENTRY = /^[ \t]*"([a-z]{2,3}-[A-Z]{2})": ([\w$]+),?[ \t]*\n/gm;

/**
 * Keeps only the given languages' texts in one of react-aria's dictionaries. Each dictionary imports
 * its texts in 34 languages, and the shop speaks six: the shop's locale is the one react-aria is given
 * (LocaleProvider), so the other 28 are never read. For a locale whose texts it lacks, react-aria
 * reads those of another region of the same language, else en-US's.
 */
export function keepLocales(code: string, languageTags: readonly string[]): { code: string; removed: number } {
  const keep = new Set(languageTags);
  let removed = 0;
  const trimmed = code
    .replace(LOCALE_IMPORT, (line, _name: string, tag: string) => (keep.has(tag) ? line : ''))
    .replace(LOCALE_ENTRY, (line, tag: string) => {
      if (keep.has(tag)) return line;
      removed += 1;
      return '';
    });
  return { code: trimmed, removed };
}

/** The storefront's languages, as react-aria names them (en_US -> en-US). */
export const SHOP_LANGUAGE_TAGS = LOCALES.map(languageTag);

export function reactAriaLocalesPlugin(): Plugin {
  return {
    name: 'vitrine-react-aria-locales',
    apply: 'build',
    transform(code, id) {
      if (!DICTIONARY.test(id)) return null;
      const { code: trimmed, removed } = keepLocales(code, SHOP_LANGUAGE_TAGS);
      return removed ? { code: trimmed, map: null } : null;
    },
  };
}
